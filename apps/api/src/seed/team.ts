// The Team page's demo data (spec part 1 §2.2, §6; part 2 §2.5, §2.9): Northwind's
// departments and locations with people in them, pending invitations (one live, one expired),
// an inactive and a blocked person, a delegate; more people at Lakeshore Logistics, whose
// legal representative is unconfirmed, so its admin can choose another as the Primary Account
// Owner; and Harborview Foods, the same situation for the end-to-end tests.
import type { PasswordHasher } from '../auth/passwords.js';
import { sha256Hex } from '../auth/crypto.js';
import { addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { INVITATION_DAYS } from '../team/member-rows.js';
import { groupNameKey } from '../team/groups.js';
import { COMPANY, seedUnconfirmedUsCompany } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { seedQueries, syncIdSequence } from './insert.js';
import { LEGAL_REP_COMPANY } from './login-gate.js';
import { stableSalt, stableUuid } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

/** A second company whose Primary Account Owner is not confirmed (the e2e tests' own). */
export const PAO_COMPANY = { id: 41, name: 'Harborview Foods LLC' } as const;

const DAY_SECONDS = 24 * 60 * 60;

/** Northwind's groups: fixed ids, so a reseed gives the same rows. */
const GROUPS = [
  { id: 1, kind: 'departments', name: 'Finance' },
  { id: 2, kind: 'departments', name: 'Operations' },
  { id: 3, kind: 'departments', name: 'Sales' },
  { id: 4, kind: 'departments', name: 'Engineering' },
  { id: 5, kind: 'locations', name: 'San Francisco HQ' },
  { id: 6, kind: 'locations', name: 'New York' },
  { id: 7, kind: 'locations', name: 'Remote' },
] as const;

/** Who is where at Northwind: user id → [department id, location id]. */
const PLACES: Readonly<Record<number, readonly [number, number]>> = {
  1001: [1, 5],
  1002: [2, 6],
  1003: [1, 5],
  1004: [3, 6],
  1005: [4, 7],
  1101: [3, 6],
  1102: [3, 5],
  1103: [4, 7],
  1104: [4, 5],
  1105: [2, 6],
  1106: [3, 7],
};

/** People beyond the other areas' demo users, with the state each shows on the Team page. */
export const TEAM_USERS: readonly DemoUser[] = [
  {
    id: 1910,
    companyId: COMPANY.northwind,
    email: 'lena.vogel@demo.outlay.test',
    firstName: 'Lena',
    lastName: 'Vogel',
    role: 'employee',
    phoneNumber: '4155550210',
    countryCallingCode: '+1',
    overrides: { needs_password_setup: true, password_hash: '!invited', is_phone_verified: false },
  },
  {
    id: 1911,
    companyId: COMPANY.northwind,
    email: 'tom.harris@demo.outlay.test',
    firstName: 'Tom',
    lastName: 'Harris',
    role: 'employee',
    phoneNumber: '4155550211',
    countryCallingCode: '+1',
    overrides: { status: 'inactive' },
  },
  {
    id: 1912,
    companyId: COMPANY.northwind,
    email: 'kai.mueller@demo.outlay.test',
    firstName: 'Kai',
    lastName: 'Müller',
    role: 'bookkeeper',
    phoneNumber: '4155550212',
    countryCallingCode: '+1',
    overrides: { status: 'blocked' },
  },
  {
    id: 40_002,
    companyId: LEGAL_REP_COMPANY.id,
    email: 'daniel.okafor@demo.outlay.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    role: 'admin',
    phoneNumber: '3125550142',
    countryCallingCode: '+1',
    overrides: { legal_representative: false },
  },
  {
    id: 40_003,
    companyId: LEGAL_REP_COMPANY.id,
    email: 'sofia.marino@demo.outlay.test',
    firstName: 'Sofia',
    lastName: 'Marino',
    role: 'employee',
    phoneNumber: '3125550143',
    countryCallingCode: '+1',
  },
  {
    id: 41_001,
    companyId: PAO_COMPANY.id,
    email: 'pao@demo.outlay.test',
    firstName: 'Ruth',
    lastName: 'Alvarez',
    role: 'admin',
    phoneNumber: '2065550141',
    countryCallingCode: '+1',
    overrides: { legal_representative: false },
  },
  {
    id: 41_002,
    companyId: PAO_COMPANY.id,
    email: 'marcus.bell@demo.outlay.test',
    firstName: 'Marcus',
    lastName: 'Bell',
    role: 'admin',
    phoneNumber: '2065550142',
    countryCallingCode: '+1',
    overrides: { legal_representative: false },
  },
  {
    id: 41_003,
    companyId: PAO_COMPANY.id,
    email: 'nina.park@demo.outlay.test',
    firstName: 'Nina',
    lastName: 'Park',
    role: 'employee',
    phoneNumber: '2065550143',
    countryCallingCode: '+1',
  },
];

export async function seedTeam(db: Db, passwords: PasswordHasher, today: Date) {
  await seedUnconfirmedUsCompany(db, { ...PAO_COMPANY, availableSpent: 18_000, totalSpent: 2_000 });

  const rows = [];
  for (const user of TEAM_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    rows.push(demoUserRow(user, hash));
  }
  await seedQueries(db).insertInto('users').values(rows).execute();
  await syncIdSequence(db, 'users');

  await seedQueries(db)
    .insertInto('team_groups')
    .values(
      GROUPS.map((group) => ({
        ...group,
        company_id: COMPANY.northwind,
        name_key: groupNameKey(group.name),
        created_at: SEED_DATE,
      })),
    )
    .execute();
  await syncIdSequence(db, 'team_groups');
  for (const [userId, [department, location]] of Object.entries(PLACES)) {
    await seedQueries(db)
      .updateTable('users')
      .set({ department_id: department, location_id: location })
      .where('id', '=', Number(userId))
      .execute();
  }

  // Northwind's Primary Account Owner, and a delegate.
  await seedQueries(db)
    .updateTable('users')
    .set({ legal_representative: true })
    .where('id', '=', 1001)
    .execute();
  await seedQueries(db)
    .updateTable('users')
    .set({ is_delegate: true })
    .where('id', 'in', [1101, 1005])
    .execute();

  // invited@ has a live link (sent two days ago); Lena Vogel's expired six days ago. Nobody
  // knows the seeded tokens: the links to open are sent again from the Team page.
  const invitation = (userId: number, sentDaysAgo: number) => {
    const sentAt = addSeconds(today, -sentDaysAgo * DAY_SECONDS);
    return {
      company_id: COMPANY.northwind,
      user_id: userId,
      invited_by: 1001,
      token_hash: sha256Hex(stableUuid(`invitation:${String(userId)}`)),
      is_legal_representative: false,
      created_at: sentAt,
      expires_at: addSeconds(sentAt, INVITATION_DAYS * DAY_SECONDS),
    };
  };
  await seedQueries(db)
    .insertInto('invitations')
    .values([invitation(1908, 2), invitation(1910, 20)])
    .execute();
}
