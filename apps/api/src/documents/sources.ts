import type {
  CompanyDocumentCategory,
  CompanyDocumentKind,
  CompanyDocumentStatus,
} from '@outlay/api-client/schema';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { Queries } from '../db/kysely.js';
import { viewerScope, type Viewer } from '../entries/viewer.js';
import { LEGAL_DOCUMENTS } from '../legal/documents.js';
import { LANGUAGES } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';

/**
 * One document as every source gives it, so the sources line up in one UNION ALL: the page is
 * sorted, searched and cut in the database however many documents a company holds.
 */
export interface DocumentRow {
  kind: CompanyDocumentKind;
  id: string;
  /** What the row names (a file name, an agreement's document, a card), shown after `label`. */
  name: string;
  /** Every word a search may match, in every language the product speaks. */
  search: string;
  date: Date;
  signer: string | null;
  category: CompanyDocumentCategory | null;
  status: CompanyDocumentStatus | null;
  rejection_reason: string | null;
  size_bytes: number | null;
}

/** One source's query: its rows already pinned to the viewer's company and scope. */
type Source = Expression<DocumentRow>;

/** Which documents of one kind, and optionally the one with this id. */
interface Scope {
  viewer: Viewer;
  id?: string;
}

const none = sql<null>`null::text`;
const noSize = sql<null>`null::integer`;
const kindOf = (kind: CompanyDocumentKind) => sql<CompanyDocumentKind>`${sql.lit(kind)}::text`;
const isAdmin = (viewer: Viewer) => viewer.role === 'admin';

/** A person's full name, from a users alias. */
const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** A message in every language, for the search column (a Spanish reader searches in Spanish). */
const inEveryLanguage = (key: MessageKey) =>
  LANGUAGES.map((lang) => translate(lang, key)).join(' ');

/** `CASE column WHEN value THEN text … ELSE column END`, the texts of a fixed list of values. */
function caseOf(column: string, texts: ReadonlyMap<string, string>): RawBuilder<string> {
  const ref = sql.ref(column);
  if (texts.size === 0) return sql<string>`${ref}::text`;
  const whens = [...texts].map(
    ([value, words]) => sql`WHEN ${sql.lit(value)} THEN ${sql.lit(words)}`,
  );
  return sql<string>`(CASE ${ref}::text ${sql.join(whens, sql` `)} ELSE ${ref}::text END)`;
}

/** The e-signature documents, titled in every language (for searching). */
export const AGREEMENT_DOCUMENTS = ['pad-ca', 'pad-mx', 'ddi-uk', 'sepa-eu'] as const;
const agreementTitles = new Map(
  AGREEMENT_DOCUMENTS.map((document) => [
    document,
    inEveryLanguage(`eSignature.${document}.title` as MessageKey),
  ]),
);
const legalNames = new Map([...LEGAL_DOCUMENTS].map(([id, document]) => [id, document.name]));

/** Closed statement cycles (the statements domain's rows, read only): the admin's. */
function statements(q: Queries, { viewer, id }: Scope): Source | null {
  if (!isAdmin(viewer)) return null;
  const statementId = sql<string>`s.period_start::text || '-' || s.currency`;
  return q
    .selectFrom('statements as s')
    .where('s.company_id', '=', viewer.companyId)
    .$if(id !== undefined, (query) => query.where(statementId, '=', id ?? ''))
    .select([
      kindOf('statement').as('kind'),
      statementId.as('id'),
      sql<string>`s.period_start::text || ' – ' || s.period_end::text || ' · ' || s.currency`.as(
        'name',
      ),
      sql<string>`s.period_start::text || ' ' || s.period_end::text || ' ' || s.currency || ' ' || ${inEveryLanguage('documents.kind.statement')}`.as(
        'search',
      ),
      // When the cycle ended (all of a seed's cycles close at once: closed_at says nothing).
      sql<Date>`s.ends_at`.as('date'),
      none.as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** PAD and Direct Debit agreements signed through the e-signature provider: the admin's. */
function signedAgreements(q: Queries, { viewer, id }: Scope): Source | null {
  if (!isAdmin(viewer)) return null;
  const envelopeId = sql<string>`'esign-' || v.id::text`;
  return q
    .selectFrom('e_signature_sandbox_envelopes as v')
    .where('v.company_id', '=', viewer.companyId)
    .where('v.status', '=', 'completed')
    .$if(id !== undefined, (query) => query.where(envelopeId, '=', id ?? ''))
    .select([
      kindOf('agreement').as('kind'),
      envelopeId.as('id'),
      sql<string>`v.document`.as('name'),
      sql<string>`${caseOf('v.document', agreementTitles)} || ' ' || v.signer_name || ' ' || v.agreement`.as(
        'search',
      ),
      sql<Date>`coalesce(v.completed_at, v.created_at)`.as('date'),
      sql<string | null>`v.signer_name`.as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** Terms and click-wrap contracts accepted: everyone's own, every user's for an admin. */
function acceptedTerms(q: Queries, { viewer, id }: Scope): Source {
  const consentId = sql<string>`'terms-' || c.id::text`;
  return q
    .selectFrom('terms_consents as c')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'c.user_id').onRef('u.company_id', '=', 'c.company_id'),
    )
    .where('c.company_id', '=', viewer.companyId)
    .$if(!isAdmin(viewer), (query) => query.where('c.user_id', '=', viewer.userId))
    .$if(id !== undefined, (query) => query.where(consentId, '=', id ?? ''))
    .select([
      kindOf('agreement').as('kind'),
      consentId.as('id'),
      sql<string>`c.document_id`.as('name'),
      sql<string>`${caseOf('c.document_id', legalNames)} || ' ' || ${fullName('u')} || ' ' || c.provider`.as(
        'search',
      ),
      sql<Date>`c.accepted_at`.as('date'),
      fullName('u').as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** Transfers with a Confirmation PDF (as the drawer offers it), within the dashboard's scope. */
function transferConfirmations(q: Queries, { viewer, id }: Scope): Source {
  const entryId = sql<string>`e.id::text`;
  return q
    .selectFrom('entries as e')
    .innerJoin('transfers as t', (join) =>
      join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
    )
    .where((eb) => viewerScope(eb, viewer))
    .where('e.kind', '=', 'payment')
    .where((eb) =>
      eb.or([
        eb('t.payment_type', '=', 'STP'),
        eb.and([
          eb('t.payment_type', '=', 'RouteFusion'),
          eb('t.rf_transaction_id', 'is not', null),
        ]),
      ]),
    )
    .$if(id !== undefined, (query) => query.where(entryId, '=', id ?? ''))
    .select([
      kindOf('transfer-confirmation').as('kind'),
      entryId.as('id'),
      sql<string>`e.title`.as('name'),
      sql<string>`e.title || ' ' || ${inEveryLanguage('documents.kind.transfer-confirmation')}`.as(
        'search',
      ),
      sql<Date>`e.occurred_at`.as('date'),
      none.as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** Each card's cardholder terms: the holder's own cards, every card for an admin. */
function cardDocuments(q: Queries, { viewer, id }: Scope): Source {
  const cardId = sql<string>`k.id::text`;
  const name = sql<string>`k.name || ' ••' || k.last_four`;
  return q
    .selectFrom('cards as k')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'k.user_id').onRef('u.company_id', '=', 'k.company_id'),
    )
    .where('k.company_id', '=', viewer.companyId)
    .$if(!isAdmin(viewer), (query) => query.where('k.user_id', '=', viewer.userId))
    .$if(id !== undefined, (query) => query.where(cardId, '=', id ?? ''))
    .select([
      kindOf('card').as('kind'),
      cardId.as('id'),
      name.as('name'),
      sql<string>`${name} || ' ' || ${fullName('u')} || ' ' || ${inEveryLanguage('documents.kind.card')}`.as(
        'search',
      ),
      sql<Date>`k.created_at`.as('date'),
      fullName('u').as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** CFDI tax invoices retrieved from the SAT (Mexico): the admin's. */
function taxDocuments(q: Queries, { viewer, id }: Scope): Source | null {
  if (!isAdmin(viewer)) return null;
  const invoiceId = sql<string>`i.invoice_uuid::text`;
  return q
    .selectFrom('sat_invoices as i')
    .where('i.company_id', '=', viewer.companyId)
    .$if(id !== undefined, (query) => query.where(invoiceId, '=', (id ?? '').toLowerCase()))
    .select([
      kindOf('tax').as('kind'),
      invoiceId.as('id'),
      sql<string>`i.issuer_name`.as('name'),
      sql<string>`i.issuer_name || ' ' || i.issuer_rfc || ' CFDI ' || ${inEveryLanguage('documents.kind.tax')}`.as(
        'search',
      ),
      sql<Date>`i.issued_at`.as('date'),
      none.as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** The id of a statement's CFDI among the tax documents: `cfdi-` and the statement's id. */
export const STATEMENT_CFDI = 'cfdi-';

/** The statements' stamped CFDIs, issued by Outlay (Mexico): the admin's. */
function statementCfdis(q: Queries, { viewer, id }: Scope): Source | null {
  if (!isAdmin(viewer)) return null;
  const cfdiId = sql<string>`${STATEMENT_CFDI} || s.period_start::text || '-' || s.currency`;
  const name = sql<string>`'CFDI EC-' || s.id::text || ' · ' || s.period_start::text || ' – ' || s.period_end::text`;
  return q
    .selectFrom('statement_cfdis as c')
    .innerJoin('statements as s', (join) =>
      join.onRef('s.id', '=', 'c.statement_id').onRef('s.company_id', '=', 'c.company_id'),
    )
    .where('c.company_id', '=', viewer.companyId)
    .where('c.status', '=', 'stamped')
    .$if(id !== undefined, (query) => query.where(cfdiId, '=', id ?? ''))
    .select([
      kindOf('tax').as('kind'),
      cfdiId.as('id'),
      name.as('name'),
      sql<string>`${name} || ' ' || c.uuid::text || ' ' || ${inEveryLanguage('documents.kind.tax')} || ' ' || ${inEveryLanguage('documents.kind.statement')}`.as(
        'search',
      ),
      sql<Date>`c.stamped_at`.as('date'),
      none.as('signer'),
      none.as('category'),
      none.as('status'),
      none.as('rejection_reason'),
      noSize.as('size_bytes'),
    ]);
}

/** The company's own uploads: everyone's own, every upload for an admin. */
function uploads(q: Queries, { viewer, id }: Scope): Source {
  return q
    .selectFrom('company_documents as d')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'd.uploaded_by').onRef('u.company_id', '=', 'd.company_id'),
    )
    .where('d.company_id', '=', viewer.companyId)
    .$if(!isAdmin(viewer), (query) => query.where('d.uploaded_by', '=', viewer.userId))
    .$if(id !== undefined, (query) => query.where(sql`d.public_id::text`, '=', id ?? ''))
    .select([
      kindOf('upload').as('kind'),
      sql<string>`d.public_id::text`.as('id'),
      sql<string>`d.file_name`.as('name'),
      sql<string>`d.file_name || ' ' || ${fullName('u')} || ' ' || ${caseOf(
        'd.category',
        new Map(
          (['incorporation', 'proof-of-address', 'tax-form', 'lease'] as const).map((category) => [
            category,
            inEveryLanguage(`documents.category.${category}`),
          ]),
        ),
      )}`.as('search'),
      sql<Date>`d.created_at`.as('date'),
      fullName('u').as('signer'),
      sql<CompanyDocumentCategory | null>`d.category`.as('category'),
      sql<CompanyDocumentStatus | null>`d.status`.as('status'),
      sql<string | null>`d.rejection_reason`.as('rejection_reason'),
      sql<number | null>`d.size_bytes`.as('size_bytes'),
    ]);
}

const SOURCES: Record<CompanyDocumentKind, ((q: Queries, scope: Scope) => Source | null)[]> = {
  statement: [statements],
  agreement: [signedAgreements, acceptedTerms],
  'transfer-confirmation': [transferConfirmations],
  card: [cardDocuments],
  tax: [taxDocuments, statementCfdis],
  upload: [uploads],
};

export const DOCUMENT_KINDS = Object.keys(SOURCES) as CompanyDocumentKind[];

/**
 * Every document the viewer sees (of one kind when given) as one table `d`, or null when the
 * viewer sees no source of that kind. Each source is pinned to the company on its own, which
 * the company-scope check verifies inside the union as anywhere else.
 */
export function documentsQuery(q: Queries, scope: Scope & { kind?: CompanyDocumentKind }) {
  const kinds = scope.kind === undefined ? DOCUMENT_KINDS : [scope.kind];
  const sources = kinds.flatMap((kind) =>
    SOURCES[kind].flatMap((source) => source(q, scope) ?? []),
  );
  if (sources.length === 0) return null;
  // Parenthesised whole: Kysely writes a raw table as it is, then its alias.
  const union = sql<DocumentRow>`(${sql.join(
    sources.map((source) => sql`(${source})`),
    sql` UNION ALL `,
  )})`;
  return q.selectFrom(union.as('d'));
}
