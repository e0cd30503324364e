import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Clock } from '../../clock.js';
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { kyselyOf } from '../../db/kysely.js';
import { Prng } from '../../seed/entries/prng.js';
import { stableUuid } from '../../seed/stable-ids.js';
import { type CfdiInvoice, type SatLink, type SatProvider, SatRefusal } from '../provider.js';
import { cfdiXml } from './cfdi-xml.js';
import { isRefusedBySandbox, sandboxRfc } from './rfc.js';

export interface SatSandboxConfig {
  /** How long the SAT takes to check credentials. */
  linkMs: number;
  /** How long one page of invoices takes to extract. */
  pageMs: number;
}

/** Invoices a page: a company's months of invoices take a few pages, so a few minutes. */
export const SANDBOX_PAGE_SIZE = 25;
/** How far back the SAT's invoices are extracted. */
const MONTHS_BACK = 6;

/** Suppliers of the demo that no entry pays: their invoices match nothing. */
const UNRELATED_ISSUERS = [
  'Papelería La Estrella S.A. de C.V.',
  'Servicios Integrales del Bajío S.C.',
  'Refaccionaria Hermanos Ortiz S.A. de C.V.',
  'Consultores Fiscales Reforma S.C.',
  'Mantenimiento Industrial Monterrey S.A. de C.V.',
];

const round = (value: number) => Math.round(value * 100) / 100;
const DAY_MS = 86_400_000;

/**
 * The local sandbox of the SAT data provider. Credentials go `pending`, then the SAT's verdict
 * arrives after `linkMs` (the generic RFCs XAXX… and XEXX… are refused). Invoices are the
 * taxpayer's real spend seen from the other side: for most card purchases and completed
 * transfers of the last months, an invoice by the merchant or recipient (its RFC and name, or
 * its legal name) for the same total, a total off by an exchange difference, or a PPD invoice
 * paid in instalments of which the entry is one; plus invoices of suppliers nobody paid. Each
 * page takes `pageMs`. The same company gives the same invoices on every run.
 */
export function createSandboxSatProvider(
  db: Db,
  clock: Clock,
  config: SatSandboxConfig,
): SatProvider {
  async function credentials(link: SatLink) {
    // The sandbox's own table: the provider's, not a company's.
    const row = await kyselyOf(db)
      .selectFrom('sat_sandbox_credentials')
      .select(['external_id', 'rfc', 'verdict', 'ready_at'])
      .where('id', '=', link.linkId)
      .executeTakeFirst();
    if (!row) throw new SatRefusal('INVALID_CREDENTIALS', 'Unknown credential');
    return row;
  }

  type CredentialRow = Awaited<ReturnType<typeof credentials>>;

  async function receiverName(companyId: number): Promise<string> {
    const row = await kyselyOf(db)
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirst();
    return row?.name ?? '';
  }

  /** The taxpayer's card purchases and completed transfers of the last months. */
  async function spend(companyId: number) {
    const now = clock.now();
    const since = new Date(now.getTime() - MONTHS_BACK * 30 * DAY_MS);
    const q = kyselyOf(db);
    const purchases = q
      .selectFrom('entries as e')
      .innerJoin('card_transactions as ct', (join) =>
        join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
      )
      .leftJoin('merchants as m', 'm.id', 'ct.merchant_id')
      .select((eb) => [
        'e.id',
        'e.kind',
        'e.occurred_at',
        eb.fn.coalesce('m.clean_name', 'ct.biller_name').$notNull().as('issuer'),
        'm.rfc as issuer_rfc',
        eb.cast<string>('ct.transaction_amount', 'text').as('amount'),
        'ct.currency',
      ])
      .where('e.company_id', '=', companyId)
      .where('e.occurred_at', '>=', since)
      .where('e.occurred_at', '<=', now)
      .where('ct.payment_type', '=', 'cards')
      .where('ct.transaction_type', '=', 'debit')
      .where((eb) => eb(eb.fn.coalesce('m.clean_name', 'ct.biller_name'), 'is not', null));
    const transfers = q
      .selectFrom('entries as e')
      .innerJoin('transfers as t', (join) =>
        join.onRef('t.entry_id', '=', 'e.id').onRef('t.company_id', '=', 'e.company_id'),
      )
      .innerJoin('beneficiaries as b', (join) =>
        join.onRef('b.id', '=', 't.beneficiary_id').onRef('b.company_id', '=', 't.company_id'),
      )
      .select((eb) => [
        'e.id',
        'e.kind',
        'e.occurred_at',
        eb.fn
          .coalesce(
            'b.beneficiary_name',
            sql<string>`${eb.ref('b.first_name')} || ' ' || ${eb.ref('b.last_name')}`,
          )
          .as('issuer'),
        'b.rfc as issuer_rfc',
        eb.cast<string>('t.platform_amount', 'text').as('amount'),
        't.platform_currency as currency',
      ])
      .where('e.company_id', '=', companyId)
      .where('e.occurred_at', '>=', since)
      .where('e.occurred_at', '<=', now)
      .where('t.transfer_status', '=', 'completed');
    return purchases.unionAll(transfers).execute();
  }

  /** Every invoice the taxpayer received, newest first. */
  async function allInvoices(row: CredentialRow): Promise<CfdiInvoice[]> {
    const receiver = await receiverName(row.external_id);
    const made: Omit<CfdiInvoice, 'xml'>[] = [];
    for (const entry of await spend(row.external_id)) {
      const random = new Prng(entry.id * 7919 + row.external_id);
      const roll = random.next();
      if (roll < 0.3) continue;
      const amount = Number(entry.amount);
      const occurredAt = entry.occurred_at;
      const legal = random.chance(0.5);
      const issuerName = legal ? `${entry.issuer.toUpperCase()} S.A. DE C.V.` : entry.issuer;
      const issuerRfc = entry.issuer_rfc ?? sandboxRfc(entry.issuer);
      const uuid = stableUuid(`cfdi:${row.external_id}:${entry.id}`);
      if (roll < 0.7) {
        // Paid in one payment (PUE), stamped the day of the purchase or the next.
        made.push({
          uuid,
          issuerName,
          issuerRfc,
          receiverRfc: row.rfc,
          issuedAt: new Date(occurredAt.getTime() + random.int(0, 20) * 3_600_000),
          total: amount,
          currency: entry.currency,
          paymentType: 'PUE',
          payments: [],
        });
      } else if (roll < 0.82) {
        // The total differs by an exchange or rounding difference.
        made.push({
          uuid,
          issuerName,
          issuerRfc,
          receiverRfc: row.rfc,
          issuedAt: new Date(occurredAt.getTime() + random.int(1, 3) * DAY_MS),
          total: round(amount * (1 + random.int(5, 25) / 1000)),
          currency: entry.currency,
          paymentType: 'PUE',
          payments: [],
        });
      } else {
        // Paid in instalments (PPD): issued weeks before, the entry is the first payment.
        made.push({
          uuid,
          issuerName,
          issuerRfc,
          receiverRfc: row.rfc,
          issuedAt: new Date(occurredAt.getTime() - random.int(7, 25) * DAY_MS),
          total: round(amount * random.int(2, 3)),
          currency: entry.currency,
          paymentType: 'PPD',
          payments: [{ createdAt: occurredAt, amount, currency: entry.currency }],
        });
      }
    }
    const random = new Prng(row.external_id * 104_729);
    const now = clock.now().getTime();
    for (let index = 0; index < 12; index += 1) {
      const issuerName = random.pick(UNRELATED_ISSUERS);
      made.push({
        uuid: stableUuid(`cfdi:${row.external_id}:unrelated:${index}`),
        issuerName,
        issuerRfc: sandboxRfc(issuerName),
        receiverRfc: row.rfc,
        issuedAt: new Date(now - random.int(1, MONTHS_BACK * 30) * DAY_MS),
        total: round(random.int(35_000, 4_800_000) / 100),
        currency: 'MXN',
        paymentType: 'PUE',
        payments: [],
      });
    }
    made.sort(
      (a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || a.uuid.localeCompare(b.uuid),
    );
    return made.map((invoice) => ({
      ...invoice,
      xml: cfdiXml({ ...invoice, receiverName: receiver, concept: invoice.issuerName }),
    }));
  }

  return {
    async createLink({ externalId, rfc }) {
      const id = randomUUID();
      const now = clock.now();
      await kyselyOf(db)
        .insertInto('sat_sandbox_credentials')
        .values({
          id,
          external_id: externalId,
          rfc: rfc.toUpperCase(),
          verdict: isRefusedBySandbox(rfc) ? 'invalid' : 'valid',
          ready_at: new Date(now.getTime() + config.linkMs),
          created_at: now,
        })
        .execute();
      return { linkId: id };
    },

    async awaitLink(link) {
      const row = await credentials(link);
      const wait = row.ready_at.getTime() - clock.now().getTime();
      if (wait > 0) await sleep(Math.min(wait, config.linkMs));
      if (row.verdict === 'invalid') {
        throw new SatRefusal('INVALID_CREDENTIALS', 'El RFC o la contraseña son incorrectos');
      }
    },

    async invoices(link, page) {
      const row = await credentials(link);
      if (row.verdict === 'invalid') {
        throw new SatRefusal('INVALID_CREDENTIALS', 'El RFC o la contraseña son incorrectos');
      }
      await sleep(config.pageMs);
      const all = await allInvoices(row);
      const start = page * SANDBOX_PAGE_SIZE;
      return {
        invoices: all.slice(start, start + SANDBOX_PAGE_SIZE),
        hasMore: start + SANDBOX_PAGE_SIZE < all.length,
      };
    },
  };
}
