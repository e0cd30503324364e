// Demo users for the login gate and account security, one per gate state (spec part 1 §4.1,
// §4.2, §4.5): each signs in with the demo password and meets exactly one gate, so each can be
// walked from sign-in to the dashboard; a reseed puts every one back in its state.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Db } from '../db/db.js';
import { COMPANY, seedSmallUsCompany, seedUnconfirmedUsCompany } from './companies.js';
import { DEMO_PASSWORD } from './constants.js';
import { seedQueries, syncIdSequence } from './insert.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

/** A US company whose legal representative is not confirmed yet. */
export const LEGAL_REP_COMPANY = { id: 40, name: 'Lakeshore Logistics Inc.' } as const;

/**
 * QA's PAO walk's own company: its owner confirmed and held by another admin, so the walk's
 * admin may search, invite and finally take the role over without changing another spec's
 * company.
 */
export const QA_PAO_COMPANY = { id: 49, name: 'Quayside Goods Inc.' } as const;

/**
 * QA's walk of the whole login gate: a company still to confirm its legal representative,
 * whose one admin meets every gate in turn.
 */
export const QA_GATE_COMPANY = { id: 48, name: 'Quarry Lane Studio Inc.' } as const;

/** Users in the "no gate" state apart from their one column (`overrides`). */
export const GATE_USERS: readonly DemoUser[] = [
  {
    id: 1901,
    companyId: COMPANY.northwind,
    email: 'pw.mandatory@demo.outlay.test',
    firstName: 'Maya',
    lastName: 'Fischer',
    role: 'manager',
    phoneNumber: '4155550191',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED' },
  },
  {
    id: 1902,
    companyId: COMPANY.northwind,
    email: 'pw.expiring@demo.outlay.test',
    firstName: 'Noah',
    lastName: 'Patel',
    role: 'employee',
    phoneNumber: '4155550192',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'NO' },
  },
  {
    id: 1903,
    companyId: COMPANY.northwind,
    email: 'terms.clickwrap@demo.outlay.test',
    firstName: 'Camila',
    lastName: 'Ortiz',
    role: 'employee',
    phoneNumber: '4155550193',
    countryCallingCode: '+1',
    overrides: { is_terms_and_conditions_accepted: false, agreement_provider: 'clickwrap' },
  },
  {
    id: 1904,
    companyId: COMPANY.northwind,
    email: 'terms.inhouse@demo.outlay.test',
    firstName: 'Jonas',
    lastName: 'Berg',
    role: 'bookkeeper',
    phoneNumber: '4155550194',
    countryCallingCode: '+1',
    overrides: { is_terms_and_conditions_accepted: false, agreement_provider: 'in-house' },
  },
  {
    id: 1905,
    companyId: COMPANY.northwind,
    email: 'phone@demo.outlay.test',
    firstName: 'Grace',
    lastName: 'Kim',
    role: 'employee',
    phoneNumber: '4155550195',
    countryCallingCode: '+1',
    overrides: { is_phone_verified: false, is_phone_number_personal: true },
  },
  {
    id: 1906,
    companyId: COMPANY.northwind,
    email: 'cardorder@demo.outlay.test',
    firstName: 'Leo',
    lastName: 'Martins',
    role: 'employee',
    phoneNumber: '4155550196',
    countryCallingCode: '+1',
    overrides: { start_physical_card_creation_after_login: true, card_holder_status: 'active' },
  },
  {
    id: 1907,
    companyId: COMPANY.northwind,
    email: 'captcha@demo.outlay.test',
    firstName: 'Iris',
    lastName: 'Novak',
    role: 'manager',
    phoneNumber: '4155550197',
    countryCallingCode: '+1',
    overrides: { bot_check_flagged: true },
  },
  {
    id: 1908,
    companyId: COMPANY.northwind,
    email: 'invited@demo.outlay.test',
    firstName: 'Omar',
    lastName: 'Haddad',
    role: 'employee',
    phoneNumber: '4155550198',
    countryCallingCode: '+1',
    // No password yet: '!' is no argon2 hash, so sign-in refuses it until /setup-account.
    overrides: { needs_password_setup: true, password_hash: '!invited', is_phone_verified: false },
  },
  {
    // No gate: the user to walk the forgotten-password flow with, so no other demo user's
    // password changes.
    id: 1909,
    companyId: COMPANY.northwind,
    email: 'reset@demo.outlay.test',
    firstName: 'Rosa',
    lastName: 'Lindgren',
    role: 'employee',
    phoneNumber: '4155550199',
    countryCallingCode: '+1',
  },
  {
    // No gate, but Liffey Analytics requires trusted devices (is2FAMandatory): a sign-in from a
    // browser not trusted yet is refused (423) and a link that approves it is emailed.
    id: 5001,
    companyId: COMPANY.eu,
    email: 'eu.admin@demo.outlay.test',
    firstName: 'Siobhan',
    lastName: 'Byrne',
    role: 'admin',
    phoneNumber: '871234567',
    countryCallingCode: '+353',
  },
  {
    id: 40_001,
    companyId: LEGAL_REP_COMPANY.id,
    email: 'legalrep@demo.outlay.test',
    firstName: 'Hannah',
    lastName: 'Wright',
    role: 'admin',
    phoneNumber: '3125550140',
    countryCallingCode: '+1',
    overrides: { legal_representative: false },
  },
  // Only QA's browser walks of the flows sign in as these (e2e/flows.spec.ts), so they
  // change what they walk, and read their emailed codes, without touching another spec's user.
  {
    id: 1990,
    companyId: COMPANY.northwind,
    email: 'qa.expiring@demo.outlay.test',
    firstName: 'Quinn',
    lastName: 'Alvarez',
    role: 'employee',
    phoneNumber: '4155550190',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'NO' },
  },
  {
    id: 1992,
    companyId: COMPANY.northwind,
    email: 'qa.verify@demo.outlay.test',
    firstName: 'Vera',
    lastName: 'Lindqvist',
    role: 'employee',
    phoneNumber: '4155550188',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED' },
  },
  {
    id: 1991,
    companyId: COMPANY.northwind,
    email: 'qa.walker@demo.outlay.test',
    firstName: 'Wren',
    lastName: 'Okafor',
    role: 'admin',
    phoneNumber: '4155550189',
    countryCallingCode: '+1',
  },
  {
    // The invite walk's admin: the walks run side by side, each reading its own user's codes.
    id: 1993,
    companyId: COMPANY.northwind,
    email: 'qa.inviter@demo.outlay.test',
    firstName: 'Ines',
    lastName: 'Varga',
    role: 'admin',
    phoneNumber: '4155550187',
    countryCallingCode: '+1',
  },
  // QA's walks of the terms flow (one user per agreement provider), of phone verification and
  // of the forced password change: each walk meets its flow from the start.
  {
    id: 1994,
    companyId: COMPANY.northwind,
    email: 'qa.terms.clickwrap@demo.outlay.test',
    firstName: 'Tomas',
    lastName: 'Reyes',
    role: 'employee',
    phoneNumber: '4155550186',
    countryCallingCode: '+1',
    overrides: { is_terms_and_conditions_accepted: false, agreement_provider: 'clickwrap' },
  },
  {
    id: 1995,
    companyId: COMPANY.northwind,
    email: 'qa.terms.inhouse@demo.outlay.test',
    firstName: 'Alma',
    lastName: 'Soto',
    role: 'employee',
    phoneNumber: '4155550185',
    countryCallingCode: '+1',
    overrides: { is_terms_and_conditions_accepted: false, agreement_provider: 'in-house' },
  },
  {
    id: 1996,
    companyId: COMPANY.northwind,
    email: 'qa.phone@demo.outlay.test',
    firstName: 'Pia',
    lastName: 'Holm',
    role: 'employee',
    phoneNumber: '4155550184',
    countryCallingCode: '+1',
    overrides: { is_phone_verified: false, is_phone_number_personal: true },
  },
  {
    // The phone walk that ends with "This is not my phone number" (the other verifies).
    id: 1997,
    companyId: COMPANY.northwind,
    email: 'qa.phone.notmine@demo.outlay.test',
    firstName: 'Nils',
    lastName: 'Aho',
    role: 'employee',
    phoneNumber: '4155550183',
    countryCallingCode: '+1',
    overrides: { is_phone_verified: false, is_phone_number_personal: true },
  },
  {
    // The phone walk that types five wrong codes: the server stops the verification (404) and
    // the dialog closes.
    id: 1989,
    companyId: COMPANY.northwind,
    email: 'qa.phone.locked@demo.outlay.test',
    firstName: 'Lars',
    lastName: 'Ek',
    role: 'employee',
    phoneNumber: '4155550180',
    countryCallingCode: '+1',
    overrides: { is_phone_verified: false, is_phone_number_personal: true },
  },
  {
    // The PAO walk's admin (Northwind's owner is someone else): it opens the modal from the
    // Team page and closes it without a change.
    id: 1999,
    companyId: COMPANY.northwind,
    email: 'qa.pao@demo.outlay.test',
    firstName: 'Oren',
    lastName: 'Lund',
    role: 'admin',
    phoneNumber: '4155550181',
    countryCallingCode: '+1',
  },
  {
    // QA's walk of every gate at once: the password warning, the in-house terms, the legal
    // representative (answered "someone else" once, then "yes") and the phone.
    id: 48_001,
    companyId: QA_GATE_COMPANY.id,
    email: 'qa.gate@demo.outlay.test',
    firstName: 'Gil',
    lastName: 'Navarro',
    role: 'admin',
    phoneNumber: '2065550481',
    countryCallingCode: '+1',
    overrides: {
      password_changed_status: 'NO',
      is_terms_and_conditions_accepted: false,
      agreement_provider: 'in-house',
      is_phone_verified: false,
      is_phone_number_personal: true,
      legal_representative: false,
    },
  },
  // QA's PAO walk: the company's owner (its first admin, who gets the flag), the admin who
  // walks the modal and takes the role over at its end, and a colleague the search finds.
  {
    id: 49_001,
    companyId: QA_PAO_COMPANY.id,
    email: 'qa.pao.owner@demo.outlay.test',
    firstName: 'Hugo',
    lastName: 'Santos',
    role: 'admin',
    phoneNumber: '2065550491',
    countryCallingCode: '+1',
  },
  {
    id: 49_002,
    companyId: QA_PAO_COMPANY.id,
    email: 'qa.pao.taker@demo.outlay.test',
    firstName: 'Ada',
    lastName: 'Moreau',
    role: 'admin',
    phoneNumber: '2065550492',
    countryCallingCode: '+1',
    overrides: { legal_representative: false },
  },
  {
    id: 49_003,
    companyId: QA_PAO_COMPANY.id,
    email: 'qa.pao.colleague@demo.outlay.test',
    firstName: 'Lena',
    lastName: 'Park',
    role: 'employee',
    phoneNumber: '2065550493',
    countryCallingCode: '+1',
  },
  // QA's walks of the verification dialog's bot check: a password change the sandbox asks a
  // captcha for (answered wrong once: a new question), and one it blocks outright.
  {
    id: 1987,
    companyId: COMPANY.northwind,
    email: 'qa.captcha@demo.outlay.test',
    firstName: 'Cora',
    lastName: 'Quist',
    role: 'employee',
    phoneNumber: '4155550179',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED', bot_check_flagged: true },
  },
  {
    id: 1988,
    companyId: COMPANY.northwind,
    email: 'qa.blocked@demo.outlay.test',
    firstName: 'Bo',
    lastName: 'Lindahl',
    role: 'employee',
    phoneNumber: '4155550178',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED', bot_check_blocked: true },
  },
  {
    id: 1998,
    companyId: COMPANY.northwind,
    email: 'qa.forced@demo.outlay.test',
    firstName: 'Fern',
    lastName: 'Adeyemi',
    role: 'employee',
    phoneNumber: '4155550182',
    countryCallingCode: '+1',
    overrides: { password_changed_status: 'MANDATORY_CHANGE_REQUIRED' },
  },
];

export async function seedLoginGate(db: Db, passwords: PasswordHasher) {
  await seedUnconfirmedUsCompany(db, {
    ...LEGAL_REP_COMPANY,
    availableSpent: 42_000,
    totalSpent: 8_000,
  });

  await seedUnconfirmedUsCompany(db, { ...QA_GATE_COMPANY, availableSpent: 10_000, totalSpent: 0 });
  await seedSmallUsCompany(db, {
    ...QA_PAO_COMPANY,
    availableSpent: 25_000,
    totalSpent: 5_000,
    legalRepresentativeConfirmed: true,
  });

  const rows = [];
  for (const user of GATE_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await seedQueries(db).insertInto('users').values(rows).execute();
  await syncIdSequence(db, 'users');
}
