// The package: its monthly amount and the basic pay inside it.
// This index is the concept's only face: other folders import from here, never from its files.
export { type BasicSalary, basicSalaryFor, typicalBasicShare } from './basic-salary.ts';
export type { PackageMessageId } from './messages.ts';
export { basicSalaryOf, packageAmountFor } from './package-amount.ts';
