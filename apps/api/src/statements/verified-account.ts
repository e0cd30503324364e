import { agreementKindOf, agreementStatus } from '@outlay/rules';
import { type AccountRow, accountOf } from '../banking/autopay-accounts.js';
import type { Db } from '../db/db.js';
import { AppError } from '../http/errors.js';

/**
 * Whether an AutoPay account may pay a statement in `currency`: verified, and its debit
 * agreement signed where its region needs one (part 1 §3.4). Pay now and AutoPay both ask.
 */
export function isVerifiedFor(
  account: Pick<
    AccountRow,
    'currency' | 'verification_status' | 'region_flag' | 'pad_document' | 'user_agreement_id'
  > & { pad_requested_at: Date | null },
  currency: string,
  now: Date,
): boolean {
  return (
    account.currency === currency &&
    account.verification_status === 'pending' &&
    (agreementKindOf(account.region_flag) === null ||
      agreementStatus(
        {
          padDocument: account.pad_document,
          userAgreementId: account.user_agreement_id,
          padRequestedAt: account.pad_requested_at?.toISOString() ?? null,
        },
        now,
      ) === 'DONE')
  );
}

/**
 * The company's AutoPay account `accountId` when it may pay in `currency` (see isVerifiedFor),
 * else null: Pay now, paying a loan and redeeming cashback to an account all pay from one.
 */
export async function verifiedAccountOf(
  db: Db,
  companyId: number,
  accountId: number,
  currency: string,
  now: Date,
): Promise<AccountRow | null> {
  // Only "no such account" means null: a failing query is not swallowed into a refusal.
  const account = await accountOf(db, companyId, accountId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  return account !== null && isVerifiedFor(account, currency, now) ? account : null;
}
