import type { ExpenseCategory as Category } from '@outlay/api-client';
import type { MessageId } from '../../../i18n/catalogs';

/** Each expense category of spec part 2 §9, in its order, with its words (the spec's English). */
export const CATEGORY_LABELS: Record<Category, MessageId> = {
  Refunds: 'cards.category.refunds',
  Advertising: 'cards.category.advertising',
  'General Payment': 'cards.category.generalPayment',
  Insurance: 'cards.category.insurance',
  Inventory: 'cards.category.inventory',
  'Office Rent': 'cards.category.officeRent',
  'Other expenses': 'cards.category.otherExpenses',
  'Payroll and Consultants': 'cards.category.payroll',
  Postage: 'cards.category.postage',
  Software: 'cards.category.software',
  Taxes: 'cards.category.taxes',
  Travel: 'cards.category.travel',
  Utilities: 'cards.category.utilities',
  IOF: 'cards.category.iof',
};

/** The categories in the spec's order: the order the table above lists them in. */
export const EXPENSE_CATEGORIES = Object.keys(CATEGORY_LABELS) as readonly Category[];
