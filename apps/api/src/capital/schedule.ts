/**
 * Loan arithmetic (issue 35), in integer minor units: a loan's instalment schedule from its
 * terms, and what paying it off costs on a given day.
 */
import { type Day, addDays } from '../dashboard/calendar.js';

export type InstalmentType = 'principal' | 'interest' | 'originationFee' | 'VAT' | 'none';

export interface LoanTerms {
  principalMinor: number;
  months: number;
  /** Interest per month on the principal still owed, in basis points. */
  monthlyRateBp: number;
  /** Charged once, on the principal, the day after the loan is paid out. */
  originationFeeBp: number;
  /** On the origination fee and on each month's interest. */
  vatBp: number;
}

export interface ScheduledInstalment {
  paymentType: InstalmentType;
  dueDate: Day;
  amountMinor: number;
}

/** `minor × bp / 10,000`, rounded half up (amounts are never negative). */
const share = (minor: number, bp: number) => Math.round((minor * bp) / 10_000);

/** The same day of the month `months` later (the 31st in a shorter month is its last day). */
export function addMonths(day: Day, months: number): Day {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/**
 * The schedule of a loan paid out on `disbursedOn`: its origination fee (and the fee's VAT) the
 * next day, then each month the same part of the principal (the last month taking what the
 * division leaves over, so the parts add up to the principal exactly), the month's interest on
 * what is still owed, and that interest's VAT.
 */
export function loanSchedule(terms: LoanTerms, disbursedOn: Day): ScheduledInstalment[] {
  const rows: ScheduledInstalment[] = [];
  const feeDay = addDays(disbursedOn, 1);
  const fee = share(terms.principalMinor, terms.originationFeeBp);
  if (fee > 0) {
    rows.push({ paymentType: 'originationFee', dueDate: feeDay, amountMinor: fee });
    const feeVat = share(fee, terms.vatBp);
    if (feeVat > 0) rows.push({ paymentType: 'VAT', dueDate: feeDay, amountMinor: feeVat });
  }
  const part = Math.floor(terms.principalMinor / terms.months);
  let owed = terms.principalMinor;
  for (let month = 1; month <= terms.months; month += 1) {
    const due = addMonths(disbursedOn, month);
    const principal = month === terms.months ? owed : part;
    const interest = share(owed, terms.monthlyRateBp);
    rows.push({ paymentType: 'principal', dueDate: due, amountMinor: principal });
    if (interest > 0) {
      rows.push({ paymentType: 'interest', dueDate: due, amountMinor: interest });
      const vat = share(interest, terms.vatBp);
      if (vat > 0) rows.push({ paymentType: 'VAT', dueDate: due, amountMinor: vat });
    }
    owed -= principal;
  }
  return rows;
}

/** What the schedule costs in all: principal, interest, fee and VAT. */
export const totalOf = (rows: readonly { amountMinor: number }[]) =>
  rows.reduce((sum, row) => sum + row.amountMinor, 0);

export interface InstalmentState {
  paymentType: InstalmentType;
  dueDate: Day;
  amountMinor: number;
  paid: boolean;
}

/**
 * Paying the loan off on `today`: all of the principal still owed, and every other unpaid
 * instalment already due (overdue ones included); interest not yet due is not charged.
 */
export function payoffOn(instalments: readonly InstalmentState[], today: Day): number {
  return instalments
    .filter((row) => !row.paid && (row.paymentType === 'principal' || row.dueDate <= today))
    .reduce((sum, row) => sum + row.amountMinor, 0);
}
