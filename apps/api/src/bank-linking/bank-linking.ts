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

interface LinkRow extends Record<string, unknown> {
  id: number;
  provider: BankLinkingProvider;
  country: BankLink['country'];
  provider_item_id: string;
  institution_name: string;
  status: LinkStatus;
  linked_at: Date | string;
  consent_expires_at: Date | string;
}

interface AccountRow extends Record<string, unknown> {
  id: number;
  link_id: number;
  name: string;
  type: LinkedBankAccount['type'];
  account_type: LinkedBankAccount['accountType'];
  currency: string;
  account_number: string;
  details: BankDetails | null;
}

type AttachableRow = Pick<
  AccountRow,
  'id' | 'name' | 'type' | 'account_type' | 'currency' | 'account_number' | 'details'
> &
  Pick<LinkRow, 'provider' | 'institution_name' | 'status' | 'consent_expires_at'>;

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

const LINK_COLUMNS = `id, provider, country, provider_item_id, institution_name, status, linked_at,
  consent_expires_at`;

/** The spec's link status and linked-account state, with the consent's expiry read from the clock. */
function statusOf(
  row: Pick<LinkRow, 'status' | 'consent_expires_at'>,
  now: Date,
): { status: LinkStatus; state: LinkedAccountState } {
  const status =
    row.status === 'valid' && new Date(row.consent_expires_at) <= now ? 'invalid' : row.status;
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
    const [row] = await target.query<LinkRow>(
      `SELECT ${LINK_COLUMNS} FROM bank_links WHERE id = $1 AND company_id = $2`,
      [linkId, companyId],
    );
    return row;
  }

  async function toContract(target: Db, rows: LinkRow[]): Promise<BankLink[]> {
    if (rows.length === 0) return [];
    const accounts = await target.query<AccountRow>(
      `SELECT id, link_id, name, type, account_type, currency, account_number, details
         FROM linked_bank_accounts WHERE link_id = ANY ($1::int[]) ORDER BY id`,
      [rows.map((row) => row.id)],
    );
    const now = clock.now();
    return rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      country: row.country,
      institutionName: row.institution_name,
      ...statusOf(row, now),
      linkedAt: new Date(row.linked_at).toISOString(),
      consentExpiresAt: new Date(row.consent_expires_at).toISOString(),
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
    const [existing] = await tx.query<{ id: number }>(
      `SELECT id FROM bank_links WHERE company_id = $1 AND provider = $2 AND provider_item_id = $3`,
      [owner.companyId, link.provider, link.itemId],
    );
    let linkId: number;
    if (existing) {
      linkId = existing.id;
      await tx.query(
        `UPDATE bank_links SET status = 'valid', access_token = $2, consent_expires_at = $3,
                reauthorised_at = $4
          WHERE id = $1`,
        [linkId, link.accessToken, link.consentExpiresAt, now],
      );
    } else {
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO bank_links
           (company_id, created_by, provider, country, provider_item_id, access_token,
            institution_id, institution_name, status, linked_at, consent_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'valid', $9, $10) RETURNING id`,
        [
          owner.companyId,
          owner.userId,
          link.provider,
          link.country,
          link.itemId,
          link.accessToken,
          link.institution.id,
          link.institution.name,
          now,
          link.consentExpiresAt,
        ],
      );
      if (!inserted) throw new Error('bank link not inserted');
      linkId = inserted.id;
    }
    // The accounts keep their ids across re-authorisations: attached AutoPay accounts point at them.
    for (const account of accounts) {
      await tx.query(
        `INSERT INTO linked_bank_accounts
           (company_id, link_id, provider_account_id, name, type, account_type, currency,
            account_number, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (link_id, provider_account_id) DO UPDATE SET name = EXCLUDED.name,
           account_number = EXCLUDED.account_number, details = EXCLUDED.details`,
        [
          owner.companyId,
          linkId,
          account.id,
          account.name,
          account.type,
          account.accountType,
          account.currency,
          account.accountNumber,
          account.details ? JSON.stringify(account.details) : null,
        ],
      );
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
        const [contract] = await toContract(tx, [row]);
        if (!contract) throw new Error('bank link not found after saving');
        return contract;
      });
    },

    async links(companyId: number): Promise<BankLink[]> {
      const rows = await db.query<LinkRow>(
        `SELECT ${LINK_COLUMNS} FROM bank_links WHERE company_id = $1 ORDER BY linked_at DESC, id DESC`,
        [companyId],
      );
      return toContract(db, rows);
    },

    logs: (companyId: number, lang: Lang) => logs.newest(companyId, lang),

    /** A linked account of the company, as attaching it needs it; undefined when not the company's. */
    async attachableAccount(target: Db, companyId: number, accountId: number) {
      const [row] = await target.query<AttachableRow>(
        `SELECT a.id, a.name, a.type, a.account_type, a.currency, a.account_number, a.details, l.provider,
                l.institution_name, l.status, l.consent_expires_at
           FROM linked_bank_accounts a JOIN bank_links l ON l.id = a.link_id
          WHERE a.id = $1 AND a.company_id = $2 AND l.company_id = $2`,
        [accountId, companyId],
      );
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
