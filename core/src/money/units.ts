// Branded money units, so an AED constant, an annual fee and a monthly local amount cannot be
// mixed by accident. They erase to plain numbers at run time.
declare const unit: unique symbol;

/** A monthly amount in AED: the unit of the spec's fixed constants. */
export type MonthlyAed = number & { readonly [unit]: 'monthly-aed' };
/** An annual amount in AED: the unit of the school fee table. */
export type AnnualAed = number & { readonly [unit]: 'annual-aed' };

export const monthlyAed = (amount: number) => amount as MonthlyAed;
export const annualAed = (amount: number) => amount as AnnualAed;
