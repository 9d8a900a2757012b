import { describe, expect, it } from 'vitest';
import { sendHomeCheck } from './send-home.ts';

describe('sendHomeCheck', () => {
  // INR 50,000 ÷ 88.24 = 566.64 USD; × 3.6725 = AED 2,080.97, so AED 2,081 a month.
  it('is achievable when the surplus covers the target, with what is left over', () => {
    // 5,000 − 2,081 = 2,919 spare; × 88.24 ÷ 3.6725 = INR 70,135.48.
    expect(sendHomeCheck({ monthlySurplus: 5_000, targetHome: 50_000, code: 'INR', country: 'UAE' })).toEqual({
      targetLocal: 2_081,
      achievable: true,
      difference: 2_919,
      differenceHome: 70_135,
    });
  });

  it('reports the shortfall in both currencies', () => {
    // 1,500 − 2,081 = −581; × 88.24 ÷ 3.6725 = INR −13,959.82.
    expect(sendHomeCheck({ monthlySurplus: 1_500, targetHome: 50_000, code: 'INR', country: 'UAE' })).toEqual({
      targetLocal: 2_081,
      achievable: false,
      difference: -581,
      differenceHome: -13_960,
    });
  });

  it('is achievable when the surplus exactly equals the target', () => {
    // USD 2,000 × 3.75 = SAR 7,500 exactly.
    expect(sendHomeCheck({ monthlySurplus: 7_500, targetHome: 2_000, code: 'USD', country: 'KSA' })).toEqual({
      targetLocal: 7_500,
      achievable: true,
      difference: 0,
      differenceHome: 0,
    });
    // The rounded target is what is compared: AED 2,081 covers INR 50,000 (AED 2,080.97).
    expect(sendHomeCheck({ monthlySurplus: 2_081, targetHome: 50_000, code: 'INR', country: 'UAE' })).toMatchObject({
      achievable: true,
      difference: 0,
      differenceHome: 0,
    });
  });

  it('is not achievable with a negative surplus, and the shortfall includes the deficit', () => {
    // INR 10,000 ÷ 88.24 × 3.6725 = AED 416.19, so AED 416; −500 − 416 = −916; × 88.24 ÷ 3.6725 = INR −22,008.94.
    expect(sendHomeCheck({ monthlySurplus: -500, targetHome: 10_000, code: 'INR', country: 'UAE' })).toEqual({
      targetLocal: 416,
      achievable: false,
      difference: -916,
      differenceHome: -22_009,
    });
  });

  it('converts in the country of the offer (KWD)', () => {
    // PKR 100,000 ÷ 280.97 = 355.91 USD; × 0.307 = KWD 109.27, so KWD 109; 300 − 109 = 191 spare;
    // × 280.97 ÷ 0.307 (915.21) = PKR 174,805.44.
    expect(sendHomeCheck({ monthlySurplus: 300, targetHome: 100_000, code: 'PKR', country: 'Kuwait' })).toEqual({
      targetLocal: 109,
      achievable: true,
      difference: 191,
      differenceHome: 174_805,
    });
  });

  it('treats a target of nothing as met whenever the surplus is not negative', () => {
    expect(sendHomeCheck({ monthlySurplus: 0, targetHome: 0, code: 'PHP', country: undefined })).toEqual({
      targetLocal: 0,
      achievable: true,
      difference: 0,
      differenceHome: 0,
    });
  });

  it('refuses a negative or non-finite target', () => {
    expect(() => sendHomeCheck({ monthlySurplus: 1_000, targetHome: -1, code: 'INR', country: 'UAE' })).toThrow(RangeError);
    expect(() => sendHomeCheck({ monthlySurplus: 1_000, targetHome: Number.NaN, code: 'INR', country: 'UAE' })).toThrow(RangeError);
  });
});
