import type { LoggedInUser } from '../accounts/users.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import type { Users } from '../db/schema.js';
import type { Role } from '../http/security.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import { stableSalt, stableUuid } from './stable-ids.js';

export interface DemoUser {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  phoneNumber: string;
  countryCallingCode: string;
  totpSecret?: string;
  physicalCard?: LoggedInUser['physicalCard'];
  bankAccount?: LoggedInUser['bankAccount'];
  fiscalAccount?: LoggedInUser['fiscalAccount'];
  /** Columns to set apart from the "no gate" defaults, for the gate users of later issues. */
  overrides?: Partial<Insertable<Users>>;
}

/** Fixed ids: company id × 1000 + a running number. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1001,
    companyId: COMPANY.northwind,
    email: 'admin@demo.outlay.test',
    firstName: 'Avery',
    lastName: 'Collins',
    role: 'admin',
    phoneNumber: '4155550132',
    countryCallingCode: '+1',
    physicalCard: { id: 1, lastFour: '4242', status: 'active' },
    bankAccount: {
      id: 1,
      bankName: 'JPMorgan Chase Bank',
      accountNumberLastFour: '6789',
      currency: 'USD',
    },
  },
  {
    id: 1002,
    companyId: COMPANY.northwind,
    email: 'manager@demo.outlay.test',
    firstName: 'Marcus',
    lastName: 'Reyes',
    role: 'manager',
    phoneNumber: '4155550178',
    countryCallingCode: '+1',
    physicalCard: { id: 2, lastFour: '1881', status: 'active' },
  },
  {
    id: 1003,
    companyId: COMPANY.northwind,
    email: 'bookkeeper@demo.outlay.test',
    firstName: 'Priya',
    lastName: 'Natarajan',
    role: 'bookkeeper',
    phoneNumber: '4155550119',
    countryCallingCode: '+1',
  },
  {
    id: 1004,
    companyId: COMPANY.northwind,
    email: 'employee@demo.outlay.test',
    firstName: 'Ethan',
    lastName: 'Brooks',
    role: 'employee',
    phoneNumber: '4155550164',
    countryCallingCode: '+1',
    physicalCard: { id: 3, lastFour: '0719', status: 'active' },
  },
  {
    id: 1005,
    companyId: COMPANY.northwind,
    email: 'totp.admin@demo.outlay.test',
    firstName: 'Tessa',
    lastName: 'Okafor',
    role: 'admin',
    phoneNumber: '4155550147',
    countryCallingCode: '+1',
    totpSecret: DEMO_TOTP_SECRET,
  },
  {
    id: 2001,
    companyId: COMPANY.mexico,
    email: 'mx.admin@demo.outlay.test',
    firstName: 'Valeria',
    lastName: 'Hernández',
    role: 'admin',
    phoneNumber: '5512345678',
    countryCallingCode: '+52',
    fiscalAccount: { id: 1, rfc: 'CAL190312AB4', status: 'active' },
    bankAccount: { id: 2, bankName: 'BBVA México', accountNumberLastFour: '0004', currency: 'MXN' },
  },
  {
    id: 3001,
    companyId: COMPANY.canada,
    email: 'ca.admin@demo.outlay.test',
    firstName: 'Liam',
    lastName: 'Tremblay',
    role: 'admin',
    phoneNumber: '4165550193',
    countryCallingCode: '+1',
  },
];

/**
 * Every column of a demo user in the "no gate" state (nothing stands between login and use),
 * then the user's overrides. Gate users of later issues override the columns they need.
 */
export function demoUserRow(user: DemoUser, passwordHash: string): Insertable<Users> {
  const cardholder = user.physicalCard !== undefined && user.physicalCard !== null;
  const canUseCards = user.role !== 'bookkeeper';
  return {
    id: user.id,
    public_id: stableUuid(`user:${user.email}`),
    company_id: user.companyId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    status: 'active',
    password_hash: passwordHash,
    totp_secret: user.totpSecret ?? null,
    profile_pic_medium: null,
    is_terms_and_conditions_accepted: true,
    // One per company, set once every area's users are in (account-owners.ts).
    legal_representative: false,
    password_changed_status: 'DONE',
    phone_number: user.phoneNumber,
    country_calling_code: user.countryCallingCode,
    is_phone_verified: true,
    is_phone_number_personal: true,
    is_phone_verification_disabled_by_max_attempts: false,
    agreement_provider: 'in-house',
    start_physical_card_creation_after_login: false,
    card_holder_status: cardholder ? 'active' : null,
    activate_card_status: cardholder ? 'activated' : null,
    pin_setup_status: cardholder ? 'done' : null,
    is_read_document: true,
    referral_text:
      user.role === 'admin' ? 'Invite a company to Outlay and you both get a reward.' : null,
    mailing_address_status: 'verified',
    physical_card: user.physicalCard ? json(user.physicalCard) : null,
    bank_account: user.bankAccount ? json(user.bankAccount) : null,
    fiscal_account: user.fiscalAccount ? json(user.fiscalAccount) : null,
    is_physical_card_creation_enable: canUseCards,
    is_virtual_card_creation_enable: canUseCards,
    is_cancel_physical_card: canUseCards,
    is_physical_card_request_pending_for_approval: false,
    created_at: SEED_DATE,
    ...user.overrides,
  };
}

export async function seedUsers(db: Db, passwords: PasswordHasher) {
  const rows = [];
  for (const user of DEMO_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await seedQueries(db).insertInto('users').values(rows).execute();
  await syncIdSequence(db, 'users');
}

export function demoUserId(email: string): string {
  return stableUuid(`user:${email}`);
}
