import type {
  AutopayAccountsChanged,
  AttachCustomBankAccountRequest,
  AttachLinkedBankAccountRequest,
  AttachFallbackBankAccountRequest,
  ChangeAutoDebitAccountRequest,
  ActionType,
} from '@outlay/api-client/schema';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BankLinking } from '../bank-linking/bank-linking.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import type { JobOutcome } from '../jobs/job-queue.js';
import type { Services } from '../services.js';
import { createAgreements } from './agreements.js';
import { type BankingOwner, checkDetails, insertAccount } from './attach-accounts.js';
import { accountOf, autopayAccountsOf, currenciesOf } from './autopay-accounts.js';
import { idPayloadSchema } from '../jobs/id-payload.js';

export const VERIFICATION_QUEUE = 'bank-account-verification';
const ACCOUNT_SUBJECT = 'autopay-bank-account';

/** What the sandbox bank answers about an account entered by hand. */
type Verdict = 'pending' | 'failed' | 'rejected';

/**
 * The sandbox bank's verification of a hand-entered account (a micro-deposit, in a real
 * bank's time): account numbers ending in 0000 cannot be verified (`failed`), in 9999 the bank
 * refuses debits on them (`rejected`); any other is verified (`pending`, ready to pay).
 */
export function sandboxVerdict(accountNumber: string): Verdict {
  if (accountNumber.endsWith('0000')) return 'failed';
  if (accountNumber.endsWith('9999')) return 'rejected';
  return 'pending';
}

/**
 * AutoPay accounts (spec part 1 §3.4, §4.4, §5, §7): attaching them by hand by their country's
 * rules or from a linked bank, verifying those entered by hand in the background, the
 * currency's fallback and auto-debit accounts, and the agreement the auto-debit one signs.
 * Every change is an admin's, scoped by the session's company, and the sensitive ones spend an
 * action code in the same transaction (a refused change leaves it unspent).
 */
export function createBanking(services: Services, bankLinking: BankLinking) {
  const { db, clock, actionCodes, jobs } = services;
  const agreements = createAgreements({ db, clock, eSignature: services.eSignature });

  jobs.define<{ accountId: number }, { verdict: Verdict }>({
    queue: VERIFICATION_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 120,
    payloadSchema: idPayloadSchema('accountId'),
    async run({ accountId }, job) {
      const row = await kyselyOf(db)
        .selectFrom('autopay_bank_accounts')
        .select('account_number')
        .where('id', '=', accountId)
        .where('company_id', '=', job.subject.companyId)
        .executeTakeFirst();
      await sleep(services.config.bankVerification.sandboxLatencyMs);
      return { verdict: row ? sandboxVerdict(row.account_number) : 'failed' };
    },
    async settle(tx, { accountId }, job, outcome: JobOutcome<{ verdict: Verdict }>) {
      const verdict = outcome.state === 'completed' ? outcome.result.verdict : 'failed';
      const usable = verdict === 'pending';
      // An account that cannot be used no longer pays, nor stands behind the one that does.
      await kyselyOf(tx)
        .updateTable('autopay_bank_accounts')
        .set((eb) => ({
          verification_status: verdict,
          auto_debit: usable ? eb.ref('auto_debit') : false,
          fallback_phone_number: usable ? eb.ref('fallback_phone_number') : null,
        }))
        .where('id', '=', accountId)
        .where('company_id', '=', job.subject.companyId)
        .where('verification_status', '=', 'inprogress')
        .execute();
    },
  });

  async function spend(tx: Db, owner: BankingOwner, actionType: ActionType, actionCode: string) {
    await actionCodes.spend(owner, { actionType }, actionCode, tx);
  }

  async function billedIn(owner: BankingOwner, currency: string) {
    if (!(await currenciesOf(db, owner.companyId)).includes(currency)) {
      throw new AppError(400, 'VALIDATION', 'banking.currencyNotBilled', { currency });
    }
  }

  const changed = async (
    owner: BankingOwner,
    accountId: number,
  ): Promise<AutopayAccountsChanged> => ({
    accountId,
    autopay: await autopayAccountsOf(db, owner.companyId),
  });

  return {
    accounts: (companyId: number) => autopayAccountsOf(db, companyId),

    async attachCustom(owner: BankingOwner, body: AttachCustomBankAccountRequest, lang: Lang) {
      await billedIn(owner, body.currency);
      checkDetails(body.details, body.currency, lang);
      const accountId = await db.transaction(async (tx) => {
        await spend(tx, owner, 'ATTACH_BANK_ACCOUNT', body.actionCode);
        const id = await insertAccount(tx, clock, owner, {
          currency: body.currency,
          details: body.details,
          bankName: null,
          status: 'inprogress',
          source: 'manual',
          linkProvider: null,
          linkedAccountId: null,
          autoDebit: body.autoDebit,
        });
        await jobs.enqueue(
          VERIFICATION_QUEUE,
          [
            {
              subject: { companyId: owner.companyId, kind: ACCOUNT_SUBJECT, id: String(id) },
              requestedBy: owner.userId,
              payload: { accountId: id },
            },
          ],
          { tx },
        );
        return id;
      });
      jobs.wake(VERIFICATION_QUEUE);
      return changed(owner, accountId);
    },

    async attachLinked(owner: BankingOwner, body: AttachLinkedBankAccountRequest, lang: Lang) {
      await billedIn(owner, body.currency);
      const linked = await bankLinking.attachableAccount(db, owner.companyId, body.linkedAccountId);
      if (!linked) throw new AppError(404, 'NOT_FOUND', 'banking.accountNotFound');
      if (linked.needsReauthorisation) {
        throw new AppError(409, 'CONFLICT', 'bankLinking.reauthoriseFirst', {
          bank: linked.institutionName,
        });
      }
      if (linked.type !== 'depository') {
        throw new AppError(400, 'VALIDATION', 'banking.linkedNotDepository');
      }
      if (linked.currency !== body.currency) {
        throw new AppError(400, 'VALIDATION', 'banking.linkedCurrency', {
          accountCurrency: linked.currency,
          currency: body.currency,
        });
      }
      const { details } = linked;
      if (!details) throw new AppError(400, 'VALIDATION', 'banking.linkedNoNumbers');
      checkDetails(details, body.currency, lang);
      const accountId = await db.transaction(async (tx) => {
        await spend(tx, owner, 'ATTACH_BANK_ACCOUNT', body.actionCode);
        // The provider verified the account when the bank was linked.
        return insertAccount(tx, clock, owner, {
          currency: body.currency,
          details,
          bankName: linked.institutionName,
          status: 'pending',
          source: 'linked',
          linkProvider: linked.provider,
          linkedAccountId: linked.id,
          autoDebit: body.autoDebit,
        });
      });
      return changed(owner, accountId);
    },

    async attachFallback(owner: BankingOwner, body: AttachFallbackBankAccountRequest) {
      await db.transaction(async (tx) => {
        const row = await accountOf(tx, owner.companyId, body.accountId, { lock: true });
        if (row.auto_debit) throw new AppError(409, 'CONFLICT', 'banking.fallbackIsAutoDebit');
        if (row.verification_status !== 'pending') {
          throw new AppError(409, 'CONFLICT', 'banking.notVerified');
        }
        await spend(tx, owner, 'ATTACH_FALLBACK_ACCOUNT', body.actionCode);
        const q = kyselyOf(tx);
        await q
          .updateTable('autopay_bank_accounts')
          .set({ fallback_phone_number: null })
          .where('company_id', '=', owner.companyId)
          .where('currency', '=', row.currency)
          .where('id', '<>', row.id)
          .execute();
        await q
          .updateTable('autopay_bank_accounts')
          .set({ fallback_phone_number: body.phoneNumber })
          .where('id', '=', row.id)
          .where('company_id', '=', owner.companyId)
          .execute();
      });
      return changed(owner, body.accountId);
    },

    async changeAutoDebit(owner: BankingOwner, body: ChangeAutoDebitAccountRequest) {
      await db.transaction(async (tx) => {
        const row = await accountOf(tx, owner.companyId, body.accountId, { lock: true });
        if (row.verification_status !== 'pending') {
          throw new AppError(409, 'CONFLICT', 'banking.notVerified');
        }
        await spend(tx, owner, 'CHANGE_AUTO_DEBIT_ACCOUNT', body.actionCode);
        const q = kyselyOf(tx);
        await q
          .updateTable('autopay_bank_accounts')
          .set({ auto_debit: false })
          .where('company_id', '=', owner.companyId)
          .where('currency', '=', row.currency)
          .where((eb) => eb.ref('auto_debit'))
          .where('id', '<>', row.id)
          .execute();
        // The account that pays is not its own fallback.
        await q
          .updateTable('autopay_bank_accounts')
          .set({ auto_debit: true, fallback_phone_number: null })
          .where('id', '=', row.id)
          .where('company_id', '=', owner.companyId)
          .execute();
      });
      return changed(owner, body.accountId);
    },

    requestAgreement: (owner: BankingOwner, accountId: number) =>
      agreements.request(owner, accountId),
  };
}

export type Banking = ReturnType<typeof createBanking>;
