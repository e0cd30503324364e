import type { ExpenseCategory as Category } from '@outlay/api-client';
import type { MessageId } from '@/i18n/catalogs';

/** The expense categories of spec part 2 §9, in its order (one list: @outlay/rules). */
export { EXPENSE_CATEGORIES } from '@outlay/rules';

/** Each category's words (spec part 2 §9 names them in English). */
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
