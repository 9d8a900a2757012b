import { describe, expect, it } from 'vitest';
import type { ShownCategory } from './edited-rent.ts';
import { editedSchoolFeeScale } from './edited-school-fees.ts';

const education = (amount: number, lines: number[]): ShownCategory => ({
  category: 'Education',
  amount,
  subItems: lines.map((line, i) => ({ key: `child-${i + 1}`, label: { messageId: 'costModel.line.child' }, amount: line })),
});

describe('editedSchoolFeeScale', () => {
  it('is the typed amount over the model’s, 0 when set to 0', () => {
    expect(editedSchoolFeeScale([education(3_000, [2_000, 4_000])])).toBe(0.5);
    expect(editedSchoolFeeScale([education(0, [2_000, 4_000])])).toBe(0);
    expect(editedSchoolFeeScale([education(9_000, [2_000, 4_000])])).toBe(1.5);
  });

  it('is undefined when Education was not edited, is absent, or the model has nothing to scale', () => {
    expect(editedSchoolFeeScale([education(6_000, [2_000, 4_000])])).toBeUndefined();
    expect(editedSchoolFeeScale([])).toBeUndefined();
    // An allowance covering every fee leaves the model at 0: a typed amount cannot be read as a share of it.
    expect(editedSchoolFeeScale([education(500, [2_000, -2_000])])).toBeUndefined();
  });
});
