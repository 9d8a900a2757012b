/** The total of a list of amounts (lines of a category, items of a list). */
export const sumOfAmounts = (items: readonly { amount: number }[]): number => items.reduce((total, item) => total + item.amount, 0);
