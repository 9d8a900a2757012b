// The expense categories' names as messages (locales/en.json, ar.json). The English names the cost
// model gives ('Housing', 'Groceries & Food') stay the categories' keys: saved edits, share links and
// the breakdown's test ids hold them. A line's name is its ExpenseSubItem.label, made with the line.
import type { Message } from '../language/index.ts';
import { expenseCategories, type ExpenseCategoryName, type ExpenseSubItem } from './cost-constants.ts';
import { message, type CostModelMessageId } from './messages.ts';

export const categoryIds: Readonly<Record<ExpenseCategoryName, CostModelMessageId>> = {
  Housing: 'costModel.category.housing',
  Education: 'costModel.category.education',
  'Groceries & Food': 'costModel.category.groceriesAndFood',
  Transportation: 'costModel.category.transportation',
  Healthcare: 'costModel.category.healthcare',
  'Domestic Help': 'costModel.category.domesticHelp',
  Communications: 'costModel.category.communications',
  'Personal & Entertainment': 'costModel.category.personalAndEntertainment',
  Travel: 'costModel.category.travel',
  'Residence & Visas': 'costModel.category.residenceAndVisas',
};

const categoryLabels = new Map(expenseCategories.map((category) => [category, message(categoryIds[category])]));

/** A category's name: "Housing", in the glossary's and the FAQ's words in Arabic. */
export function expenseCategoryLabel(category: ExpenseCategoryName): Message<CostModelMessageId> {
  return categoryLabels.get(category) ?? message(categoryIds[category]);
}

/** A line as a figure of the report's Sources page: "Housing: Rent (2BR)". */
export function lineFigure(category: ExpenseCategoryName, line: Pick<ExpenseSubItem, 'label'>): Message<CostModelMessageId> {
  return message('costModel.line.figure', { category: expenseCategoryLabel(category), line: line.label });
}
