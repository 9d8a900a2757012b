/**
 * What an education allowance covers: the school's invoices, VAT included, up to the allowance and never
 * more than the invoices (it cannot take the Education category below zero). Shared by the breakdown
 * (estimateExpenses) and the later contract years (projectContract), so year 1 and year 2 count it alike.
 */
export function educationAllowanceCover(allowance: number, invoiced: number): number {
  return Math.max(0, Math.min(Math.round(allowance), invoiced));
}
