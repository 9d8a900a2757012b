import { describe, expect, it } from 'vitest';
import { educationAllowanceCover } from './education-allowance.ts';

describe('educationAllowanceCover', () => {
  it('pays the invoices up to the allowance', () => {
    expect(educationAllowanceCover(3000, 4354)).toBe(3000);
  });

  it('never covers more than the invoices, so Education cannot go below zero', () => {
    expect(educationAllowanceCover(6000, 4354)).toBe(4354);
  });

  it('rounds the allowance to whole units and treats a negative one as none', () => {
    expect(educationAllowanceCover(1234.6, 4354)).toBe(1235);
    expect(educationAllowanceCover(-500, 4354)).toBe(0);
  });
});
