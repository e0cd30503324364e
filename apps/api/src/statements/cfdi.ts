import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { JobRefusal } from '../jobs/job-refusal.js';
import type { JobQueue } from '../jobs/job-queue.js';
import {
  type CfdiCharge,
  type CfdiInput,
  type CfdiStamp,
  PESO,
  cfdiTotals,
  cfdiXml,
  receptorName,
} from './cfdi-document.js';
import { type Pac, mexicoCityTime } from './cfdi-pac.js';
import type { StatementCompany } from './cycle-figures.js';
import { type StatementLine, statementLines } from './statement-files.js';
import type { FixRates } from './fix-rates.js';
import { statementCompanyOf } from './statements.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

export const CFDI_QUEUE = 'statements.cfdi';
/**
 * The statement currencies Outlay invoices in Mexico: pesos, and dollars (a split-billing
 * company's USD statement) with Banxico's FIX as TipoCambio. A statement in another is not a
 * CFDI's.
 */
export const CFDI_CURRENCIES = [PESO, 'USD'] as const;
/** The series of Outlay's statement CFDIs ("estado de cuenta"); the folio is the statement's. */
const SERIES = 'EC';
/** The issuer's CSD number (the SAT's test certificate). */
const CERTIFICATE_NUMBER = '30001000000500003416';

/** Spanish, as the CFDI is: what each kind of charge is called on it. */
const CHARGE_NAMES: Record<string, string> = {
  'late-payment-penalty': 'Comisión por pago tardío',
  adjustment: 'Cargo por ajuste',
};

/** The fees and penalties the statement charged (as its figures count them), IVA included. */
export function chargesOf(lines: readonly StatementLine[]): CfdiCharge[] {
  return lines
    .filter(
      (line) =>
        line.type === 'late-payment-penalty' || (line.type === 'adjustment' && line.amount > 0),
    )
    .map((line) => ({
      description: `${CHARGE_NAMES[line.type] ?? line.type} ${line.postedOn}`.trim(),
      amountMinor: line.amount,
    }));
}

interface CfdiPayload {
  companyId: number;
  cfdiId: number;
}

const CFDI_PAYLOAD_SCHEMA = idPayloadSchema('companyId', 'cfdiId');

interface StampResult {
  stamp: CfdiStamp;
  xml: string;
}

/**
 * The company as the CFDI's receptor: its RFC (its SAT account's, else the one given at sign-up,
 * else its admin's fiscal account) and its legal address's postal code.
 */
async function receptorOf(db: Db, companyId: number) {
  const q = kyselyOf(db);
  const [company, sat, signUp, admin, address] = await Promise.all([
    q.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst(),
    q
      .selectFrom('sat_accounts')
      .select('rfc')
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    q
      .selectFrom('sign_up_applications')
      .select('fiscal_rfc')
      .where('company_id', '=', companyId)
      .where('fiscal_rfc', 'is not', null)
      .executeTakeFirst(),
    q
      .selectFrom('users')
      .select(sql<string | null>`fiscal_account->>'rfc'`.as('rfc'))
      .where('company_id', '=', companyId)
      .where('role', '=', 'admin')
      .where('fiscal_account', 'is not', null)
      .orderBy('id')
      .executeTakeFirst(),
    q
      .selectFrom('company_addresses')
      .select('postal_code')
      .where('company_id', '=', companyId)
      .where('kind', '=', 'legal')
      .executeTakeFirst(),
  ]);
  const rfc = sat?.rfc ?? signUp?.fiscal_rfc ?? admin?.rfc ?? null;
  return {
    rfc: rfc?.toUpperCase() ?? '',
    name: receptorName(company?.name ?? ''),
    postalCode: address?.postal_code ?? '',
  };
}

/** The company's RFC as CFDIs name it as receiver ('' when it has none on file). */
export async function companyRfcOf(db: Db, companyId: number): Promise<string> {
  return (await receptorOf(db, companyId)).rfc;
}

export interface StatementCfdis {
  /**
   * Issues the CFDI of every closed MXN or USD statement of a Mexican company that charged fees or
   * interest and has none yet, each queued for the PAC; answers how many it issued. Safe to
   * run at once from many readers: one CFDI per statement (its unique key), one job each.
   */
  issueMissing(companyId: number): Promise<number>;
  /** A stamped CFDI's XML, by the statement's period and currency; null when none is stamped. */
  stamped(
    companyId: number,
    periodStart: string,
    currency: string,
  ): Promise<{ xml: string; uuid: string; folio: number } | null>;
}

export function createStatementCfdis(deps: {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  pac: Pac;
  /** Banxico's FIX, the TipoCambio of a CFDI in dollars. */
  fix: FixRates;
  /** Between the PAC's tries: pg-boss backs off from it. */
  retryDelaySeconds: number;
}): StatementCfdis {
  const { db, clock, jobs, pac, fix } = deps;

  /**
   * The TipoCambio of a statement's CFDI: none for pesos; for dollars the FIX in force on its
   * closing date (the statement's date; a published FIX never changes, so a retry finds the
   * same). A currency without one cannot be invoiced: refused, never retried.
   */
  async function exchangeRateOf(currency: string, closingDate: string): Promise<string | null> {
    if (currency === PESO) return null;
    const found = await fix.fixOn(closingDate, currency);
    if (!found) throw new JobRefusal('CFDI_NO_EXCHANGE_RATE');
    return found.rate;
  }

  /** The document to stamp, rebuilt from the closed statement (which never changes). */
  async function inputOf(target: Db, companyId: number, cfdiId: number): Promise<CfdiInput> {
    const row = await kyselyOf(target)
      .selectFrom('statement_cfdis as c')
      .innerJoin('statements as s', (join) =>
        join.onRef('s.id', '=', 'c.statement_id').onRef('s.company_id', '=', 'c.company_id'),
      )
      .select([
        'c.total_minor',
        'c.created_at',
        's.id',
        's.period_start',
        's.period_end',
        's.currency',
      ])
      .where('c.company_id', '=', companyId)
      .where('c.id', '=', cfdiId)
      .executeTakeFirst();
    if (!row) throw new JobRefusal('CFDI_NOT_FOUND');
    const company = await statementCompanyOf(target, companyId);
    const lines = await statementLines(target, company, {
      periodStart: row.period_start,
      closingDate: row.period_end,
      currency: row.currency,
    });
    const totals = cfdiTotals(chargesOf(lines));
    if (totals.totalMinor !== row.total_minor) throw new JobRefusal('CFDI_TOTAL_CHANGED');
    const receptor = await receptorOf(target, companyId);
    const document = {
      series: SERIES,
      folio: String(row.id),
      issuedAt: mexicoCityTime(row.created_at),
      currency: row.currency,
      exchangeRate: await exchangeRateOf(row.currency, row.period_end),
      receptor,
      totals,
      certificateNumber: CERTIFICATE_NUMBER,
    };
    // The sandbox's seal: a digest of what is sealed (a real one is signed with the CSD's key).
    const seal = createHash('sha256').update(JSON.stringify(document)).digest('base64');
    return { ...document, seal };
  }

  jobs.define<CfdiPayload, StampResult>({
    queue: CFDI_QUEUE,
    payloadSchema: CFDI_PAYLOAD_SCHEMA,
    retryLimit: 4,
    retryDelaySeconds: deps.retryDelaySeconds,
    expireInSeconds: 120,
    async run({ companyId, cfdiId }) {
      const input = await inputOf(db, companyId, cfdiId);
      const stamp = await pac.stamp(cfdiXml(input));
      return { stamp, xml: cfdiXml(input, stamp) };
    },
    async settle(tx, { companyId, cfdiId }, _job, outcome) {
      const q = kyselyOf(tx);
      const row = await q
        .selectFrom('statement_cfdis')
        .select('status')
        .where('company_id', '=', companyId)
        .where('id', '=', cfdiId)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'pending') return;
      const update = q
        .updateTable('statement_cfdis')
        .where('company_id', '=', companyId)
        .where('id', '=', cfdiId);
      if (outcome.state === 'completed') {
        await update
          .set({
            status: 'stamped',
            uuid: outcome.result.stamp.uuid.toLowerCase(),
            xml: outcome.result.xml,
            stamped_at: clock.now(),
          })
          .execute();
      } else if (outcome.state === 'refused') {
        await update.set({ status: 'refused', refusal: outcome.refusal.code }).execute();
      } else {
        await update.set({ status: 'failed' }).execute();
      }
    },
  });

  async function toIssue(company: StatementCompany) {
    return kyselyOf(db)
      .selectFrom('statements as s')
      .leftJoin('statement_cfdis as c', (join) =>
        join.onRef('c.statement_id', '=', 's.id').onRef('c.company_id', '=', 's.company_id'),
      )
      .select(['s.id', 's.period_start', 's.period_end', 's.currency', 's.fees_minor'])
      .where('s.company_id', '=', company.id)
      .where('s.currency', 'in', CFDI_CURRENCIES)
      .where('s.fees_minor', '>', 0)
      .where('c.id', 'is', null)
      .orderBy('s.period_start')
      .execute();
  }

  return {
    async issueMissing(companyId) {
      const country = await kyselyOf(db)
        .selectFrom('companies')
        .select('country_code')
        .where('id', '=', companyId)
        .executeTakeFirst();
      if (country?.country_code !== 'MX') return 0;
      const company = await statementCompanyOf(db, companyId);
      let issued = 0;
      for (const statement of await toIssue(company)) {
        const lines = await statementLines(db, company, {
          periodStart: statement.period_start,
          closingDate: statement.period_end,
          currency: statement.currency,
        });
        const totals = cfdiTotals(chargesOf(lines));
        if (totals.totalMinor <= 0) continue;
        const made = await db.transaction(async (tx) => {
          // A second reader issuing the same statement's CFDI meets its unique key: a no-op.
          const inserted = await kyselyOf(tx)
            .insertInto('statement_cfdis')
            .values({
              company_id: companyId,
              statement_id: statement.id,
              subtotal_minor: totals.subtotalMinor,
              tax_minor: totals.taxMinor,
              total_minor: totals.totalMinor,
              created_at: clock.now(),
            })
            .onConflict((oc) => oc.columns(['company_id', 'statement_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return false;
          const [jobId] = await jobs.enqueue<CfdiPayload>(
            CFDI_QUEUE,
            [
              {
                subject: { companyId, kind: 'statement-cfdi', id: String(inserted.id) },
                requestedBy: null,
                payload: { companyId, cfdiId: inserted.id },
              },
            ],
            { tx },
          );
          await kyselyOf(tx)
            .updateTable('statement_cfdis')
            .set({ job_id: jobId ?? null })
            .where('company_id', '=', companyId)
            .where('id', '=', inserted.id)
            .execute();
          return true;
        });
        if (made) issued += 1;
      }
      if (issued > 0) jobs.wake(CFDI_QUEUE);
      return issued;
    },

    async stamped(companyId, periodStart, currency) {
      const row = await kyselyOf(db)
        .selectFrom('statement_cfdis as c')
        .innerJoin('statements as s', (join) =>
          join.onRef('s.id', '=', 'c.statement_id').onRef('s.company_id', '=', 'c.company_id'),
        )
        .select(['c.xml', 'c.uuid', 's.id'])
        .where('c.company_id', '=', companyId)
        .where('s.period_start', '=', periodStart)
        .where('s.currency', '=', currency)
        .where('c.status', '=', 'stamped')
        .executeTakeFirst();
      if (!row?.xml || !row.uuid) return null;
      return { xml: row.xml, uuid: row.uuid, folio: row.id };
    },
  };
}
