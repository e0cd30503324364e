import type { SatInvoice } from '@outlay/api-client/schema';
import { fromMinor, toMinor } from '@outlay/rules';
import {
  type Expression,
  type ExpressionBuilder,
  type InferResult,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { SatInvoices } from '../db/schema.js';
import type { ReferenceType } from './entry-facts.js';
import type { InvoiceFacts } from './matching.js';
import type { CfdiInvoice } from './provider.js';

export type { SatInvoice } from '@outlay/api-client/schema';

/** A payment of a PPD invoice, as `insert` writes it in `payments`. */
interface StoredPayment {
  createdAt: string;
  amount: number;
  currency: string;
}

/** The company's invoices, each with the entry and receipt it is attached as, if any. */
function invoiceRows(db: Db, companyId: number) {
  return kyselyOf(db)
    .selectFrom('sat_invoices as i')
    .leftJoin('sat_invoice_matches as m', (join) =>
      join.onRef('m.invoice_id', '=', 'i.id').onRef('m.company_id', '=', 'i.company_id'),
    )
    .leftJoin('entries as me', (join) =>
      join.onRef('me.id', '=', 'm.entry_id').onRef('me.company_id', '=', 'm.company_id'),
    )
    .leftJoin('receipts as r', (join) =>
      join.onRef('r.id', '=', 'm.receipt_id').onRef('r.company_id', '=', 'm.company_id'),
    )
    .select((eb) => [
      'i.id',
      'i.invoice_uuid',
      'i.issuer_name',
      'i.issuer_rfc',
      'i.issued_at',
      eb.cast<number>('i.total', 'float8').as('total'),
      eb.cast<number>('i.paid_amount', 'float8').as('paid_amount'),
      'i.currency',
      'i.payment_type',
      eb.ref('i.payments').$castTo<StoredPayment[]>().as('payments'),
      'i.storage_key',
      'm.entry_id as matched_entry_id',
      // Invoices are attached to card transactions and payments only (readSatEntry).
      eb.ref('me.kind').$castTo<ReferenceType | null>().as('matched_kind'),
      'me.title as matched_title',
      'r.public_id as receipt_public_id',
    ])
    .where('i.company_id', '=', companyId);
}

export type InvoiceRow = InferResult<ReturnType<typeof invoiceRows>>[number];

/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const paymentsOf = (row: InvoiceRow) =>
  row.payments.map((payment) => ({ ...payment, createdAt: new Date(payment.createdAt) }));

/** What matching reads of an invoice. */
export const invoiceFacts = (row: InvoiceRow): InvoiceFacts => ({
  issuerName: row.issuer_name,
  issuerRfc: row.issuer_rfc,
  issuedAt: row.issued_at,
  total: row.total,
  currency: row.currency,
  paymentType: row.payment_type,
  payments: paymentsOf(row),
});

/** An invoice as the contract shows it; `forEntry` is the entry asked about, if any. */
export function toSatInvoice(
  row: InvoiceRow,
  match: { percentage: number; reasons: SatInvoice['matchReasons'] } | null,
  forEntry: number | null,
): SatInvoice {
  const matchedEntry =
    row.matched_entry_id !== null && row.matched_kind !== null
      ? { id: row.matched_entry_id, type: row.matched_kind, title: row.matched_title ?? '' }
      : null;
  const attachedHere = matchedEntry !== null && (forEntry === null || matchedEntry.id === forEntry);
  return {
    invoiceId: row.invoice_uuid,
    issuerName: row.issuer_name,
    issuerRfc: row.issuer_rfc,
    issuedAt: row.issued_at.toISOString(),
    matchedPercentage: match?.percentage ?? null,
    matchReasons: match?.reasons ?? [],
    total: row.total,
    paidAmount: row.paid_amount,
    dueAmount: fromMinor(
      toMinor(row.total, row.currency) - toMinor(row.paid_amount, row.currency),
      row.currency,
    ),
    currency: row.currency,
    paymentType: row.payment_type,
    isInvoiceMatched: attachedHere,
    receiptId: attachedHere ? row.receipt_public_id : null,
    matchedEntry,
    payments: paymentsOf(row).map((payment) => ({
      createdAt: payment.createdAt.toISOString(),
      amount: payment.amount,
      currency: payment.currency,
    })),
  };
}

export interface InvoiceFilter {
  searchText?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** The invoices a filter keeps: the search in the issuer or the fiscal id, the dates asked. */
function matchingFilter(filter: InvoiceFilter) {
  const search = filter.searchText?.trim();
  return (eb: ExpressionBuilder<{ i: SatInvoices }, 'i'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (search) {
      const pattern = likePattern(search);
      conditions.push(
        eb.or([
          eb('i.issuer_name', 'ilike', pattern),
          eb('i.issuer_rfc', 'ilike', pattern),
          eb(eb.cast<string>('i.invoice_uuid', 'text'), 'ilike', pattern),
        ]),
      );
    }
    if (filter.fromDate !== undefined) {
      conditions.push(eb('i.issued_at', '>=', eb.cast<Date>(eb.val(filter.fromDate), 'date')));
    }
    if (filter.toDate !== undefined) {
      conditions.push(eb('i.issued_at', '<', sql<Date>`${filter.toDate}::date + 1`));
    }
    return eb.and(conditions);
  };
}

/** The `sat_invoices` table and the matches beside it. */
export const satInvoices = {
  /** The uuids of these invoices the company already holds. */
  async known(db: Db, companyId: number, uuids: readonly string[]): Promise<Set<string>> {
    if (uuids.length === 0) return new Set();
    const rows = await kyselyOf(db)
      .selectFrom('sat_invoices')
      .select('invoice_uuid')
      .where('company_id', '=', companyId)
      .where((eb) => eb('invoice_uuid', '=', eb.fn.any(eb.val([...uuids]))))
      .execute();
    return new Set(rows.map((row) => row.invoice_uuid));
  },

  async insert(
    db: Db,
    companyId: number,
    invoice: Omit<CfdiInvoice, 'xml'> & { storageKey: string },
    now: Date,
  ): Promise<boolean> {
    const minor = (amount: number) => toMinor(amount, invoice.currency);
    const paid =
      invoice.paymentType === 'PUE'
        ? minor(invoice.total)
        : invoice.payments.reduce((sum, payment) => sum + minor(payment.amount), 0);
    const payments: StoredPayment[] = invoice.payments.map((payment) => ({
      createdAt: payment.createdAt.toISOString(),
      amount: payment.amount,
      currency: payment.currency,
    }));
    const rows = await kyselyOf(db)
      .insertInto('sat_invoices')
      .values({
        company_id: companyId,
        invoice_uuid: invoice.uuid,
        issuer_name: invoice.issuerName,
        issuer_rfc: invoice.issuerRfc,
        issued_at: invoice.issuedAt,
        total: invoice.total,
        paid_amount: fromMinor(Math.min(paid, minor(invoice.total)), invoice.currency),
        currency: invoice.currency,
        payment_type: invoice.paymentType,
        payments: JSON.stringify(payments),
        storage_key: invoice.storageKey,
        retrieved_at: now,
      })
      .onConflict((oc) => oc.columns(['company_id', 'invoice_uuid']).doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  },

  /** Records that an invoice was attached to an entry, as the receipt it became. */
  async recordMatch(
    db: Db,
    match: {
      invoiceId: number;
      companyId: number;
      entryId: number;
      receiptId: number;
      percentage: number;
      matchedBy: number;
      matchedAt: Date;
    },
  ): Promise<void> {
    await kyselyOf(db)
      .insertInto('sat_invoice_matches')
      .values({
        invoice_id: match.invoiceId,
        company_id: match.companyId,
        entry_id: match.entryId,
        receipt_id: match.receiptId,
        matched_percentage: match.percentage,
        matched_by: match.matchedBy,
        matched_at: match.matchedAt,
      })
      .execute();
  },

  async count(db: Db, companyId: number): Promise<number> {
    const row = await kyselyOf(db)
      .selectFrom('sat_invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row?.count ?? 0;
  },

  async byUuid(db: Db, companyId: number, uuid: string, lock = false): Promise<InvoiceRow | null> {
    const row = await invoiceRows(db, companyId)
      .where('i.invoice_uuid', '=', uuid)
      .$if(lock, (qb) => qb.forUpdate('i'))
      .executeTakeFirst();
    return row ?? null;
  },

  /** The stored CFDI of an invoice, by its fiscal id. */
  async file(db: Db, uuid: string): Promise<{ storage_key: string } | null> {
    // A signed link names the invoice alone: its signature, checked by the caller, is the permission.
    const row = await kyselyAcrossCompanies(db)
      .selectFrom('sat_invoices')
      .select('storage_key')
      .where('invoice_uuid', '=', uuid)
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  },

  /** The company's invoices, newest first, one page, with how many there are. */
  async page(
    db: Db,
    companyId: number,
    filter: InvoiceFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: InvoiceRow[]; count: number }> {
    const rows = await invoiceRows(db, companyId)
      .select((eb) => eb.fn.countAll<number>().over().as('full_count'))
      .where(matchingFilter(filter))
      .orderBy('i.issued_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute();
    return { rows, count: rows[0]?.full_count ?? 0 };
  },

  /**
   * The invoices that may belong to an entry: not attached elsewhere, issued in the window
   * (the dates asked for, else weeks around the entry), matching the search.
   */
  async candidates(
    db: Db,
    companyId: number,
    entryId: number,
    window: { from: Date; to: Date },
    filter: InvoiceFilter,
  ): Promise<InvoiceRow[]> {
    return invoiceRows(db, companyId)
      .where((eb) => eb.or([eb('m.entry_id', 'is', null), eb('m.entry_id', '=', entryId)]))
      .where('i.issued_at', '>=', window.from)
      .where('i.issued_at', '<', window.to)
      .where(matchingFilter(filter))
      .orderBy('i.issued_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(2000)
      .execute();
  },
};
