import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import { CARD_SERVICE_TIME_ZONES } from '@outlay/rules';

/** What the dashboard needs to know of the caller's company. */
export interface CompanyContext {
  name: string;
  timeZone: string;
  countryCode: string;
  statementCycleDay: number;
  platformCurrency: string;
  availableSpent: number;
  totalSpent: number;
  matchesSatInvoices: boolean;
}

/** How long a company's settings are reused before they are read again. */
export const COMPANY_CONTEXT_TTL_MS = 30_000;

/**
 * Company settings change rarely (a card service, a statement day) and every dashboard call
 * needs them, so each instance keeps them for COMPANY_CONTEXT_TTL_MS: a change reaches the
 * dashboard within that time, and a busy dashboard saves a query per call.
 */
export function createCompanyContexts(db: Db, now: () => number = Date.now) {
  const cached = new Map<number, { at: number; context: Promise<CompanyContext> }>();
  return (companyId: number): Promise<CompanyContext> => {
    const hit = cached.get(companyId);
    if (hit && now() - hit.at < COMPANY_CONTEXT_TTL_MS) return hit.context;
    const context = readCompanyContext(db, companyId);
    cached.set(companyId, { at: now(), context });
    context.catch(() => cached.delete(companyId));
    return context;
  };
}

export type CompanyContexts = ReturnType<typeof createCompanyContexts>;

async function readCompanyContext(db: Db, companyId: number): Promise<CompanyContext> {
  const row = await kyselyOf(db)
    .selectFrom('companies')
    .select((eb) => [
      'name',
      'card_service_type',
      'country_code',
      'statement_cycle_day',
      'platform_currency',
      'available_spent',
      'total_spent',
      eb
        .cast<boolean | null>(
          // The flags are free-form JSON (Json), so the key is read as SQL.
          sql`${eb.ref('feature_flags')} ->> 'isSatMatchInvoicesAvailable'`,
          'boolean',
        )
        .as('sat_match'),
    ])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
  return {
    name: row.name,
    timeZone: CARD_SERVICE_TIME_ZONES[row.card_service_type],
    countryCode: row.country_code,
    statementCycleDay: row.statement_cycle_day,
    platformCurrency: row.platform_currency,
    availableSpent: Number(row.available_spent),
    totalSpent: Number(row.total_spent),
    matchesSatInvoices: row.sat_match === true,
  };
}
