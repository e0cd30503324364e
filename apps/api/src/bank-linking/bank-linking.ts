import type {
  BankLink,
  LinkToken,
  LinkTokenRequest,
  LinkStatus,
  LinkedAccountState,
  LinkedBankAccount,
} from '@outlay/api-client/schema';
import { type BankDetails, bankLinkingProvidersFor, maskAccountNumber } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { type Queries, kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import { createBankLinkingLogs } from './logs.js';
import type {
  BankLinkingAdapter,
  BankLinkingProvider,
  ProviderAccount,
  ProviderLink,
} from './provider.js';

/** Who links: the company the link belongs to, and the user who opened the widget. */
export interface LinkOwner {
  companyId: number;
  userId: number;
}

/** A linked account with what attaching it needs: its numbers and whether its link is current. */
export interface AttachableAccount {
  id: number;
  name: string;
  type: LinkedBankAccount['type'];
  accountType: LinkedBankAccount['accountType'];
  currency: string;
  accountNumber: string;
  details: BankDetails | null;
  provider: BankLinkingProvider;
  institutionName: string;
  needsReauthorisation: boolean;
}

/** A company's bank links, with the columns the contract answers. */
const linkRows = (q: Queries, companyId: number) =>
  q
    .selectFrom('bank_links')
    .select([
      'id',
      'provider',
      'country',
      'provider_item_id',
      'institution_name',
      'status',
      'linked_at',
      'consent_expires_at',
    ])
    .where('company_id', '=', companyId);

type LinkRow = Awaited<ReturnType<ReturnType<typeof linkRows>['executeTakeFirstOrThrow']>>;

/** The spec's link status and linked-account state, with the consent's expiry read from the clock. */
function statusOf(
  row: Pick<LinkRow, 'status' | 'consent_expires_at'>,
  now: Date,
): { status: LinkStatus; state: LinkedAccountState } {
  const status = row.status === 'valid' && row.consent_expires_at <= now ? 'invalid' : row.status;
  const states: Record<LinkStatus, LinkedAccountState> = {
    pending: 'Linking',
    valid: 'Linked',
    invalid: 'PendingAuth',
    deactivated: 'Unlinked',
    error: 'Deauthorized',
  };
  return { status, state: states[status] };
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/**
 * Bank linking (spec part 1 §7, part 2 §3): link tokens that open a provider's widget, the
 * exchange of its public token for the link and its accounts (normalised across providers),
 * re-authorisation when a link's consent expires, and the integration log. Used by billing's
 * AutoPay accounts and by the sign-up wizard's bank step.
 */
export function createBankLinking(deps: { db: Db; clock: Clock; adapter: BankLinkingAdapter }) {
  const { db, clock, adapter } = deps;
  const logs = createBankLinkingLogs(db, clock);
  adapter.onEvent((tx, event) => logs.record(tx, event));

  async function linkRow(target: Db, companyId: number, linkId: number) {
    return linkRows(kyselyOf(target), companyId).where('id', '=', linkId).executeTakeFirst();
  }

  async function toContract(target: Db, companyId: number, rows: LinkRow[]): Promise<BankLink[]> {
    if (rows.length === 0) return [];
    const accounts = await kyselyOf(target)
      .selectFrom('linked_bank_accounts')
      .select(['id', 'link_id', 'name', 'type', 'account_type', 'currency', 'account_number'])
      .where('company_id', '=', companyId)
      .where('link_id', '=', (eb) => eb.fn.any(eb.val(rows.map((row) => row.id))))
      .orderBy('id')
      .execute();
    const now = clock.now();
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      country: row.country,
      institutionName: row.institution_name,
      ...statusOf(row, now),
      linkedAt: row.linked_at.toISOString(),
      consentExpiresAt: row.consent_expires_at.toISOString(),
      accounts: accounts
        .filter((account) => account.link_id === row.id)
        .map((account) => ({
          id: account.id,
          name: account.name,
          institutionName: row.institution_name,
          type: account.type,
          accountType: account.account_type,
          currency: account.currency,
          accountNumber: maskAccountNumber(account.account_number),
        })),
    }));
  }

  /** Saves the link and its accounts; a bank linked before is renewed, not doubled. */
  async function saveLink(
    tx: Db,
    owner: LinkOwner,
    link: ProviderLink,
    accounts: readonly ProviderAccount[],
  ) {
    const now = clock.now();
    const q = kyselyOf(tx);
    const existing = await q
      .selectFrom('bank_links')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .where('provider', '=', link.provider)
      .where('provider_item_id', '=', link.itemId)
      .executeTakeFirst();
    let linkId: number;
    if (existing) {
      linkId = existing.id;
      await q
        .updateTable('bank_links')
        .set({
          status: 'valid',
          access_token: link.accessToken,
          consent_expires_at: link.consentExpiresAt,
          reauthorised_at: now,
        })
        .where('id', '=', linkId)
        .where('company_id', '=', owner.companyId)
        .execute();
    } else {
      const inserted = await q
        .insertInto('bank_links')
        .values({
          company_id: owner.companyId,
          created_by: owner.userId,
          provider: link.provider,
          country: link.country,
          provider_item_id: link.itemId,
          access_token: link.accessToken,
          institution_id: link.institution.id,
          institution_name: link.institution.name,
          status: 'valid',
          linked_at: now,
          consent_expires_at: link.consentExpiresAt,
        })
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new Error('bank link not inserted');
      linkId = inserted.id;
    }
    // The accounts keep their ids across re-authorisations: attached AutoPay accounts point at them.
    for (const account of accounts) {
      await q
        .insertInto('linked_bank_accounts')
        .values({
          company_id: owner.companyId,
          link_id: linkId,
          provider_account_id: account.id,
          name: account.name,
          type: account.type,
          account_type: account.accountType,
          currency: account.currency,
          account_number: account.accountNumber,
          details: account.details ? JSON.stringify(account.details) : null,
        })
        .onConflict((oc) =>
          oc.columns(['company_id', 'link_id', 'provider_account_id']).doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            account_number: eb.ref('excluded.account_number'),
            details: eb.ref('excluded.details'),
          })),
        )
        .execute();
    }
    await logs.record(tx, {
      companyId: owner.companyId,
      userId: owner.userId,
      provider: link.provider,
      event: existing ? 'linkReauthorised' : 'linkCreated',
      succeed: true,
      institutionName: link.institution.name,
      failure: null,
    });
    return linkId;
  }

  return {
    async createLinkToken(owner: LinkOwner, request: LinkTokenRequest): Promise<LinkToken> {
      let { country } = request;
      let provider = request.provider ?? bankLinkingProvidersFor(country)[0];
      let itemId: string | null = null;
      if (request.linkId !== undefined) {
        const link = await linkRow(db, owner.companyId, request.linkId);
        if (!link) throw notFound();
        ({ country, provider } = link);
        itemId = link.provider_item_id;
      }
      if (!provider || !bankLinkingProvidersFor(country).includes(provider)) {
        throw new AppError(400, 'BAD_REQUEST', 'bankLinking.providerCountry');
      }
      const created = await adapter.createLinkToken({
        companyId: owner.companyId,
        userId: owner.userId,
        provider,
        country,
        itemId,
      });
      await logs.record(db, {
        companyId: owner.companyId,
        userId: owner.userId,
        provider,
        event: 'linkTokenCreated',
        succeed: true,
        institutionName: null,
        failure: null,
      });
      return {
        linkToken: created.linkToken,
        provider,
        country,
        mode: itemId ? 'update' : 'create',
        expiresAt: created.expiresAt.toISOString(),
      };
    },

    async exchange(owner: LinkOwner, publicToken: string): Promise<BankLink> {
      const link = await adapter.exchangePublicToken(publicToken, owner.companyId);
      if (!link) throw new AppError(400, 'LINK_INVALID', 'bankLinking.linkInvalid');
      // The provider is asked before the transaction, as a service over the network is.
      const accounts = await adapter.accounts(link.accessToken);
      return db.transaction(async (tx) => {
        const linkId = await saveLink(tx, owner, link, accounts);
        const row = await linkRow(tx, owner.companyId, linkId);
        if (!row) throw new Error('bank link not found after saving');
        const [contract] = await toContract(tx, owner.companyId, [row]);
        if (!contract) throw new Error('bank link not found after saving');
        return contract;
      });
    },

    async links(companyId: number): Promise<BankLink[]> {
      const rows = await linkRows(kyselyOf(db), companyId)
        .orderBy('linked_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return toContract(db, companyId, rows);
    },

    logs: (companyId: number, lang: Lang) => logs.newest(companyId, lang),

    /** A linked account of the company, as attaching it needs it; undefined when not the company's. */
    async attachableAccount(target: Db, companyId: number, accountId: number) {
      const row = await kyselyOf(target)
        .selectFrom('linked_bank_accounts as a')
        .innerJoin('bank_links as l', (join) =>
          join.onRef('l.company_id', '=', 'a.company_id').onRef('l.id', '=', 'a.link_id'),
        )
        .select((eb) => [
          'a.id',
          'a.name',
          'a.type',
          'a.account_type',
          'a.currency',
          'a.account_number',
          // Written from the provider's BankDetails (saveLink).
          eb.ref('a.details').$castTo<BankDetails | null>().as('details'),
          'l.provider',
          'l.institution_name',
          'l.status',
          'l.consent_expires_at',
        ])
        .where('a.id', '=', accountId)
        .where('a.company_id', '=', companyId)
        .where('l.company_id', '=', companyId)
        .executeTakeFirst();
      if (!row) return undefined;
      const attachable: AttachableAccount = {
        id: row.id,
        name: row.name,
        type: row.type,
        accountType: row.account_type,
        currency: row.currency,
        accountNumber: row.account_number,
        details: row.details,
        provider: row.provider,
        institutionName: row.institution_name,
        needsReauthorisation: statusOf(row, clock.now()).status !== 'valid',
      };
      return attachable;
    },
  };
}

export type BankLinking = ReturnType<typeof createBankLinking>;
