import type { SatInvoice } from '@outlay/api-client/schema';
import { fromMinor, toMinor } from '@outlay/rules';
import type { Db } from '../db/db.js';
import type { InvoiceFacts } from './matching.js';
import type { CfdiInvoice } from './provider.js';

export type { SatInvoice } from '@outlay/api-client/schema';

export interface InvoiceRow extends Record<string, unknown> {
  id: number;
  invoice_uuid: string;
  issuer_name: string;
  issuer_rfc: string;
  issued_at: Date | string;
  total: number;
  paid_amount: number;
  currency: string;
  payment_type: 'PUE' | 'PPD';
  payments: { createdAt: string; amount: number; currency: string }[] | string;
  storage_key: string;
  matched_entry_id: string | null;
  matched_kind: 'card' | 'payment' | null;
  matched_title: string | null;
  receipt_public_id: string | null;
}

const COLUMNS = `i.id, i.invoice_uuid, i.issuer_name, i.issuer_rfc, i.issued_at,
  i.total::float8 AS total, i.paid_amount::float8 AS paid_amount, i.currency, i.payment_type,
  i.payments, i.storage_key, m.entry_id::text AS matched_entry_id, me.kind AS matched_kind,
  me.title AS matched_title, r.public_id AS receipt_public_id`;

const JOINS = `FROM sat_invoices i
  LEFT JOIN sat_invoice_matches m ON m.invoice_id = i.id
  LEFT JOIN entries me ON me.id = m.entry_id
  LEFT JOIN receipts r ON r.id = m.receipt_id`;

/** `%` and `_` typed by a user are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const paymentsOf = (row: InvoiceRow) =>
  (typeof row.payments === 'string'
    ? (JSON.parse(row.payments) as Exclude<InvoiceRow['payments'], string>)
    : row.payments
  ).map((payment) => ({ ...payment, createdAt: new Date(payment.createdAt) }));

/** What matching reads of an invoice. */
export const invoiceFacts = (row: InvoiceRow): InvoiceFacts => ({
  issuerName: row.issuer_name,
  issuerRfc: row.issuer_rfc,
  issuedAt: new Date(row.issued_at),
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
      ? { id: Number(row.matched_entry_id), type: row.matched_kind, title: row.matched_title ?? '' }
      : null;
  const attachedHere = matchedEntry !== null && (forEntry === null || matchedEntry.id === forEntry);
  return {
    invoiceId: row.invoice_uuid,
    issuerName: row.issuer_name,
    issuerRfc: row.issuer_rfc,
    issuedAt: new Date(row.issued_at).toISOString(),
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

/** The `sat_invoices` table and the matches beside it. */
export const satInvoices = {
  /** The uuids of these invoices the company already holds. */
  async known(db: Db, companyId: number, uuids: readonly string[]): Promise<Set<string>> {
    if (uuids.length === 0) return new Set();
    const rows = await db.query<{ invoice_uuid: string }>(
      'SELECT invoice_uuid FROM sat_invoices WHERE company_id = $1 AND invoice_uuid = ANY($2::uuid[])',
      [companyId, [...uuids]],
    );
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
    const rows = await db.query(
      `INSERT INTO sat_invoices (company_id, invoice_uuid, issuer_name, issuer_rfc, issued_at, total,
                                 paid_amount, currency, payment_type, payments, storage_key,
                                 retrieved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)
       ON CONFLICT (company_id, invoice_uuid) DO NOTHING
       RETURNING id`,
      [
        companyId,
        invoice.uuid,
        invoice.issuerName,
        invoice.issuerRfc,
        invoice.issuedAt,
        invoice.total,
        fromMinor(Math.min(paid, minor(invoice.total)), invoice.currency),
        invoice.currency,
        invoice.paymentType,
        JSON.stringify(
          invoice.payments.map((payment) => ({
            createdAt: payment.createdAt.toISOString(),
            amount: payment.amount,
            currency: payment.currency,
          })),
        ),
        invoice.storageKey,
        now,
      ],
    );
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
    await db.query(
      `INSERT INTO sat_invoice_matches (invoice_id, company_id, entry_id, receipt_id,
                                        matched_percentage, matched_by, matched_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        match.invoiceId,
        match.companyId,
        match.entryId,
        match.receiptId,
        match.percentage,
        match.matchedBy,
        match.matchedAt,
      ],
    );
  },

  async count(db: Db, companyId: number): Promise<number> {
    const [row] = await db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM sat_invoices WHERE company_id = $1',
      [companyId],
    );
    return Number(row?.count ?? 0);
  },

  async byUuid(db: Db, companyId: number, uuid: string, lock = false): Promise<InvoiceRow | null> {
    const [row] = await db.query<InvoiceRow>(
      `SELECT ${COLUMNS} ${JOINS} WHERE i.company_id = $1 AND i.invoice_uuid = $2
       ${lock ? 'FOR UPDATE OF i' : ''}`,
      [companyId, uuid],
    );
    return row ?? null;
  },

  /** The stored CFDI of an invoice, by its fiscal id. */
  async file(db: Db, uuid: string): Promise<{ storage_key: string } | null> {
    const [row] = await db.query<{ storage_key: string }>(
      'SELECT storage_key FROM sat_invoices WHERE invoice_uuid = $1 LIMIT 1',
      [uuid],
    );
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
    const rows = await db.query<InvoiceRow & { full_count: string }>(
      `SELECT ${COLUMNS}, count(*) OVER ()::text AS full_count ${JOINS}
        WHERE i.company_id = $1 AND ${filterSql(4)}
        ORDER BY i.issued_at DESC, i.id DESC LIMIT $2 OFFSET $3`,
      [companyId, pageSize, page * pageSize, ...filterValues(filter)],
    );
    return { rows, count: Number(rows[0]?.full_count ?? 0) };
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
    return db.query<InvoiceRow>(
      `SELECT ${COLUMNS} ${JOINS}
        WHERE i.company_id = $1 AND (m.entry_id IS NULL OR m.entry_id = $2)
          AND i.issued_at >= $3 AND i.issued_at < $4 AND ${filterSql(5)}
        ORDER BY i.issued_at DESC, i.id DESC LIMIT 2000`,
      [companyId, entryId, window.from, window.to, ...filterValues(filter)],
    );
  },
};

function filterSql(first: number): string {
  const [search, from, to] = [first, first + 1, first + 2].map((n) => `$${n}`);
  return `(${search}::text IS NULL OR i.issuer_name ILIKE ${search} OR i.issuer_rfc ILIKE ${search}
          OR i.invoice_uuid::text ILIKE ${search})
      AND (${from}::date IS NULL OR i.issued_at >= ${from}::date)
      AND (${to}::date IS NULL OR i.issued_at < ${to}::date + 1)`;
}

function filterValues(filter: InvoiceFilter): unknown[] {
  const search = filter.searchText?.trim();
  return [search ? likePattern(search) : null, filter.fromDate ?? null, filter.toDate ?? null];
}
