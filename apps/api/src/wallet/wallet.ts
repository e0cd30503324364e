import type { WalletAccount, WalletAccounts } from '@outlay/api-client/schema';
import { maskAccountNumber } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';

export interface Wallet {
  list(companyId: number): Promise<WalletAccounts>;
  /** Makes the account the company's one default; the previous default stops being it. */
  makeDefault(companyId: number, accountId: number): Promise<WalletAccounts>;
  /**
   * Marks the account removed (the row stays: payments and statements name it). Removing the
   * default while others remain needs the one that becomes the default.
   */
  remove(companyId: number, accountId: number, newDefaultId?: number): Promise<WalletAccounts>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'wallet.accountNotFound');

export function createWallet(deps: { db: Db; clock: Clock }): Wallet {
  const { db, clock } = deps;

  async function list(runner: Db, companyId: number): Promise<WalletAccounts> {
    const rows = await kyselyOf(runner)
      .selectFrom('autopay_bank_accounts')
      .select([
        'id',
        'bank_name',
        'account_number',
        'currency',
        'bank_country',
        'source',
        'link_provider',
        'wallet_default',
        'auto_debit',
      ])
      .where('company_id', '=', companyId)
      .where('removed_at', 'is', null)
      // Failed and rejected accounts are kept for the record but never used (part 1 §4.4).
      .where('verification_status', 'in', ['pending', 'inprogress'])
      .orderBy('wallet_default', 'desc')
      .orderBy('id')
      .execute();
    return {
      accounts: rows.map((row): WalletAccount => ({
        id: row.id,
        bankName: row.bank_name,
        accountNumber: maskAccountNumber(row.account_number),
        currency: row.currency,
        bankCountry: row.bank_country,
        source: row.source,
        linkProvider: row.link_provider,
        isDefault: row.wallet_default,
        autoDebit: row.auto_debit,
      })),
    };
  }

  /**
   * Locks the company's row: every change of its default waits for the one before, so the
   * partial unique index (one default per company) is never raced into a refusal, and 16
   * requests at once end with one default, the last one's.
   */
  async function lockCompany(tx: Db, companyId: number): Promise<void> {
    await kyselyOf(tx)
      .selectFrom('companies')
      .select('id')
      .where('id', '=', companyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  async function accountOf(tx: Db, companyId: number, accountId: number) {
    const row = await kyselyOf(tx)
      .selectFrom('autopay_bank_accounts')
      .select(['id', 'wallet_default', 'auto_debit'])
      .where('id', '=', accountId)
      .where('company_id', '=', companyId)
      .where('removed_at', 'is', null)
      .where('verification_status', 'in', ['pending', 'inprogress'])
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  async function setDefault(tx: Db, companyId: number, accountId: number | null): Promise<void> {
    await kyselyOf(tx)
      .updateTable('autopay_bank_accounts')
      .set({ wallet_default: false })
      .where('company_id', '=', companyId)
      .where('wallet_default', '=', true)
      .execute();
    if (accountId === null) return;
    await kyselyOf(tx)
      .updateTable('autopay_bank_accounts')
      .set({ wallet_default: true })
      .where('id', '=', accountId)
      .where('company_id', '=', companyId)
      .execute();
  }

  return {
    list: (companyId) => list(db, companyId),

    makeDefault: (companyId, accountId) =>
      db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const account = await accountOf(tx, companyId, accountId);
        if (!account.wallet_default) await setDefault(tx, companyId, accountId);
        return list(tx, companyId);
      }),

    remove: (companyId, accountId, newDefaultId) =>
      db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const account = await accountOf(tx, companyId, accountId);
        if (account.auto_debit) {
          throw new AppError(409, 'CONFLICT', 'wallet.autoDebitAccount');
        }
        const others = (await list(tx, companyId)).accounts.filter(
          (other) => other.id !== accountId,
        );
        if (account.wallet_default && others.length > 0) {
          const next = others.find((other) => other.id === newDefaultId);
          if (!next) {
            throw new AppError(
              400,
              'VALIDATION',
              'wallet.chooseNewDefault',
              {},
              {},
              {
                newDefaultId: { key: 'wallet.chooseNewDefault' },
              },
            );
          }
          await setDefault(tx, companyId, next.id);
        }
        await kyselyOf(tx)
          .updateTable('autopay_bank_accounts')
          .set({ removed_at: clock.now(), wallet_default: false })
          .where('id', '=', accountId)
          .where('company_id', '=', companyId)
          .execute();
        return list(tx, companyId);
      }),
  };
}
