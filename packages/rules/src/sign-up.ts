// The company sign-up wizard's shared facts (spec part 2 §2.7, §3, §4, §5): its steps in
// order, the account owner's roles, business types per country, industries, the adult age.
import type { SignUpCountry } from './sign-up-countries';

/** The seven steps, in order; an application resumes at the first one not complete. */
export const SIGN_UP_STEPS = [
  'createAccount',
  'companyForm',
  'companyDetails',
  'ownerships',
  'accountOwner',
  'bankAccounts',
  'review',
] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/** The first step not in `completed`, or null when every step is. */
export function firstIncompleteStep(completed: readonly string[]): SignUpStep | null {
  return SIGN_UP_STEPS.find((step) => !completed.includes(step)) ?? null;
}

export const ACCOUNT_OWNER_ROLES = [
  'CEO',
  'CFO',
  'COO',
  'CTO',
  'GENERAL_COUNSEL',
  'PRESIDENT',
  'OTHER',
] as const;
export type AccountOwnerRole = (typeof ACCOUNT_OWNER_ROLES)[number];

export const BUSINESS_TYPES = [
  'SOLE_PROPRIETORSHIP',
  'PARTNERSHIP',
  'LLC',
  'CORPORATION',
  'LIMITED_COMPANY',
  'LLP',
  'NON_PROFIT',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** UK: the product serves limited companies and LLPs only (spec part 2 §5). */
export function businessTypesOf(country: SignUpCountry): readonly BusinessType[] {
  return country === 'GB' ? ['LIMITED_COMPANY', 'LLP'] : BUSINESS_TYPES;
}

export const INDUSTRY_TYPES = [
  'AGRICULTURE',
  'CONSTRUCTION',
  'EDUCATION',
  'FINANCIAL_SERVICES',
  'HEALTHCARE',
  'HOSPITALITY',
  'MANUFACTURING',
  'MEDIA',
  'PROFESSIONAL_SERVICES',
  'REAL_ESTATE',
  'RETAIL',
  'TECHNOLOGY',
  'TRANSPORTATION',
  'OTHER',
] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

export const ADULT_AGE = 18;
export const FORMATION_YEAR_MIN = 1800;

/** Whole years between an ISO date (yyyy-mm-dd) and today's ISO date. */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [, by = '', bm = '', bd = ''] = birth;
  const date = new Date(Date.UTC(Number(by), Number(bm) - 1, Number(bd)));
  // 2001-02-30 is no date.
  if (date.getUTCMonth() !== Number(bm) - 1 || date.getUTCDate() !== Number(bd)) return null;
  const [, ny = '', nm = '', nd = ''] = now;
  const beforeBirthday = `${nm}${nd}` < `${bm}${bd}`;
  const age = Number(ny) - Number(by) - (beforeBirthday ? 1 : 0);
  return age >= 0 && Number(by) >= 1900 ? age : null;
}

export type BirthDateProblem = 'required' | 'invalid' | 'underAge';

export function birthDateProblem(birthDate: string, today: string): BirthDateProblem | null {
  if (birthDate.trim() === '') return 'required';
  const age = ageOn(birthDate, today);
  if (age === null) return 'invalid';
  return age < ADULT_AGE ? 'underAge' : null;
}

/** A formation year from 1800 to this year. */
export function isFormationYear(year: number, currentYear: number): boolean {
  return Number.isInteger(year) && year >= FORMATION_YEAR_MIN && year <= currentYear;
}
