import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';

export type ReferralState = 'invited' | 'signedUp' | 'approved' | 'paid';
export type ReferralNeed = 'signUp' | 'approval' | 'spend';

/** A company referred, as the rewards page lists it; amounts in minor units of the credit's currency. */
export interface ReferralView {
  id: number;
  companyName: string;
  referredAt: string;
  state: ReferralState;
  spent: number;
  requiredSpend: number;
  credit: number;
  needs: ReferralNeed[];
  paidAt: string | null;
  entryId: number | null;
}

/**
 * What a referred company still has to do before the referrer's credit is paid, in order: sign
 * up, be approved by Outlay, then spend the required amount on its cards. A paid one needs nothing.
 */
export function needsOf(referral: {
  state: ReferralState;
  spentMinor: number;
  requiredSpendMinor: number;
}): ReferralNeed[] {
  if (referral.state === 'paid') return [];
  const needs: ReferralNeed[] = [];
  if (referral.state === 'invited') needs.push('signUp');
  if (referral.state === 'invited' || referral.state === 'signedUp') needs.push('approval');
  if (referral.spentMinor < referral.requiredSpendMinor) needs.push('spend');
  return needs;
}

/** The companies `companyId` referred, newest first. */
export async function referralsOf(db: Db, companyId: number): Promise<ReferralView[]> {
  const rows = await kyselyOf(db)
    .selectFrom('referrals')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('referred_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    companyName: row.referred_name,
    referredAt: row.referred_at.toISOString(),
    state: row.state,
    spent: row.spent_minor,
    requiredSpend: row.required_spend_minor,
    credit: row.credit_minor,
    needs: needsOf({
      state: row.state,
      spentMinor: row.spent_minor,
      requiredSpendMinor: row.required_spend_minor,
    }),
    paidAt: row.paid_at?.toISOString() ?? null,
    entryId: row.entry_id,
  }));
}
