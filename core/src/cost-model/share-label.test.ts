import { describe, expect, it } from 'vitest';
import { shareLabel } from './share-label.ts';

describe('shareLabel', () => {
  it('gives one decimal, and "less than 0.1" for an amount that rounds to nothing', () => {
    expect(shareLabel(27.14, 4_000)).toEqual({ messageId: 'costModel.share.percent', values: { share: '27.1' } });
    expect(shareLabel(0.1, 14)).toEqual({ messageId: 'costModel.share.percent', values: { share: '0.1' } });
    expect(shareLabel(0, 5)).toEqual({ messageId: 'costModel.share.belowTenth' });
    expect(shareLabel(0, 0)).toEqual({ messageId: 'costModel.share.percent', values: { share: '0.0' } });
  });
});
