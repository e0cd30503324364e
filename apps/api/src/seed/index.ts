import { createPasswordHasher } from '../auth/passwords.js';
import type { PasswordHashingParams } from '../config.js';
import type { Db } from '../db/db.js';
import type { FileStorage } from '../files/storage.js';
import { SEED_DATE } from './constants.js';
import { seedAccountOwners } from './account-owners.js';
import { seedAccounting } from './accounting.js';
import { seedCardLimits } from './card-limits.js';
import { seedBulkPayments } from './bulk-payments.js';
import { seedCards } from './cards.js';
import { seedBilling } from './billing.js';
import { seedCompanies } from './companies.js';
import { seedCompanyDocuments } from './company-documents.js';
import { seedDashboard } from './dashboard.js';
import { seedQueries } from './insert.js';
import { seedQaAutopay } from './qa-autopay.js';
import { seedLoginGate } from './login-gate.js';
import { seedReferrals } from './referrals.js';
import { seedRewards } from './rewards.js';
import { seedSat } from './sat.js';
import { seedSingleSignOn } from './single-sign-on.js';
import { seedStatements } from './statements.js';
import { seedShell } from './shell.js';
import { seedTeam } from './team.js';
import { seedTransactionDetails } from './transaction-details.js';
import { seedUploadRequests } from './upload-requests.js';
import { seedUsers } from './users.js';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET, SEED_DATE } from './constants.js';
export { COMPANY, DEMO_COMPANIES } from './companies.js';
export { DEMO_USERS, demoUserId } from './users.js';
export { GATE_USERS, LEGAL_REP_COMPANY } from './login-gate.js';
export { SHELL_USERS } from './shell.js';
export { QA_AUTOPAY_COMPANIES, QA_AUTOPAY_USERS } from './qa-autopay.js';
export { SAT_USERS } from './sat.js';
export { SSO_COMPANIES, SSO_USERS } from './single-sign-on.js';
export { PAO_COMPANY, TEAM_USERS } from './team.js';
export { DEMO_UPLOAD_REQUESTS } from './upload-requests.js';
export { DEMO_COMPANY_DOCUMENTS } from './company-documents.js';
export { CARD_USERS } from './cards.js';
export { BULK_USERS } from './bulk-payments.js';
export { CARDHOLDER_USERS, DEMO_SPEND_LIMITS, NORTHWIND_CARD_ENTRIES } from './dashboard.js';

export interface SeedContext {
  passwords: ReturnType<typeof createPasswordHasher>;
  /** Stored files (demo uploads); without it, file rows are seeded without their bytes. */
  storage: FileStorage | undefined;
  /** The day dated demo rows (dashboard entries) end on; SEED_DATE unless given. */
  today: Date | undefined;
}

/**
 * The demo data, one area per file, applied in this order (later areas may refer to rows of
 * earlier ones). A later issue adds its area here: cards, transactions, upload requests…
 */
const AREAS: readonly { name: string; run: (db: Db, context: SeedContext) => Promise<void> }[] = [
  { name: 'companies', run: (db) => seedCompanies(db) },
  { name: 'users', run: (db, context) => seedUsers(db, context.passwords) },
  { name: 'login gate', run: (db, context) => seedLoginGate(db, context.passwords) },
  { name: 'shell', run: (db, context) => seedShell(db, context.passwords) },
  // After the shell's autopay accounts, whose ids are fixed.
  { name: 'qa autopay', run: (db, context) => seedQaAutopay(db, context.passwords) },
  { name: 'upload requests', run: (db, context) => seedUploadRequests(db, context.storage) },
  { name: 'dashboard', run: (db, context) => seedDashboard(db, context) },
  { name: 'transaction details', run: (db) => seedTransactionDetails(db) },
  { name: 'accounting', run: (db, context) => seedAccounting(db, context) },
  { name: 'cards', run: (db, context) => seedCards(db, context.passwords) },
  { name: 'sat', run: (db, context) => seedSat(db, context.passwords) },
  { name: 'bulk payments', run: (db, context) => seedBulkPayments(db, context.passwords) },
  {
    name: 'team',
    run: (db, context) => seedTeam(db, context.passwords, context.today ?? SEED_DATE),
  },
  { name: 'billing', run: (db, context) => seedBilling(db, context) },
  { name: 'statements', run: (db, context) => seedStatements(db, context) },
  { name: 'rewards', run: (db) => seedRewards(db) },
  { name: 'referrals', run: (db, context) => seedReferrals(db, context.today ?? SEED_DATE) },
  { name: 'single sign-on', run: (db, context) => seedSingleSignOn(db, context.passwords) },
  { name: 'company documents', run: (db, context) => seedCompanyDocuments(db, context.storage) },
  { name: 'account owners', run: (db) => seedAccountOwners(db) },
  // Last: card limits fit what every earlier area's entries spent.
  { name: 'card limits', run: (db) => seedCardLimits(db) },
];

export async function isSeeded(db: Db): Promise<boolean> {
  // Any company at all: across companies on purpose.
  const row = await seedQueries(db)
    .selectFrom('companies')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds an empty, migrated database in one transaction: all of the demo data or none. Demo
 * passwords are hashed with the parameters of the server that will check them: a hash lighter
 * than the server's answers a wrong password faster than an unknown email does (the dummy
 * check uses the server's), which tells by timing which addresses have an account.
 */
export async function seedDemo(
  db: Db,
  options: { passwordHashing: PasswordHashingParams; storage?: FileStorage; today?: Date },
): Promise<string[]> {
  const context: SeedContext = {
    passwords: createPasswordHasher(options.passwordHashing),
    storage: options.storage,
    today: options.today,
  };
  return db.transaction(async (tx) => {
    for (const area of AREAS) await area.run(tx, context);
    return AREAS.map((area) => area.name);
  });
}
