import type { components } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
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

interface CompanyRow extends Record<string, unknown> {
  name: string;
  card_service_type: components['schemas']['CardServiceType'];
  country_code: string;
  statement_cycle_day: number;
  platform_currency: string;
  available_spent: string;
  total_spent: string;
  sat_match: boolean | null;
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
  const [row] = await db.query<CompanyRow>(
    `SELECT name, card_service_type, country_code, statement_cycle_day, platform_currency,
            available_spent::text, total_spent::text,
            (feature_flags ->> 'isSatMatchInvoicesAvailable')::boolean AS sat_match
       FROM companies WHERE id = $1`,
    [companyId],
  );
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
