import type { CardDeclineReason } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { declinedPurchaseNotice, languageOfCountry } from './notices.js';
import type { Notifier } from './notifier.js';

export interface Decline {
  companyId: number;
  /** The card's holder, who is told. */
  userId: number;
  merchant: string;
  /** In major units, as card_declines keeps it. */
  amount: number;
  currency: string;
  lastFour: string;
  reason: CardDeclineReason;
}

/**
 * A purchase the card's controls declined: its holder is told. The issuer's call carries no
 * language, so the words are in the company's country's.
 */
export async function notifyDeclinedPurchase(
  deps: { db: Db; notifier: Notifier },
  decline: Decline,
) {
  const company = await kyselyOf(deps.db)
    .selectFrom('companies')
    .select('country_code')
    .where('id', '=', decline.companyId)
    .executeTakeFirst();
  const lang = languageOfCountry(company?.country_code ?? '');
  return deps.notifier.notify(
    { companyId: decline.companyId, userId: decline.userId },
    (words) => declinedPurchaseNotice(words, decline),
    lang,
  );
}
