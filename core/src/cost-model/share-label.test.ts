import { describe, expect, it } from 'vitest';
import { shareLabel } from './share-label.ts';

describe('shareLabel', () => {
  it('shows one decimal, and "<0.1" for an amount that rounds to nothing', () => {
    expect(shareLabel(27.14, 4_000)).toBe('27.1');
    expect(shareLabel(0.1, 14)).toBe('0.1');
    expect(shareLabel(0, 5)).toBe('<0.1');
    expect(shareLabel(0, 0)).toBe('0.0');
  });

  it('says "less than" in words in Arabic', () => {
    expect(shareLabel(0, 5, 'ar')).toBe('أقل من 0.1');
    expect(shareLabel(3.6, 450, 'ar')).toBe('3.6');
  });
});
