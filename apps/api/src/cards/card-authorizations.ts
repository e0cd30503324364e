import type { components } from '@outlay/api-client/schema';
import { scopeDeclineOf, toMinor } from '@outlay/rules';
import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import {
  type CardRow,
  cardNotFound,
  cardRows,
  MERCHANT_COLUMNS,
  type MerchantRow,
  toCardMerchant,
} from './card-rows.js';
import { recordPendingPurchase } from './card-purchases.js';
import { type Cards, likeWord } from './cards.js';
import { notifyDeclinedPurchase } from '../notifications/declined-purchase.js';
import type { Notifier } from '../notifications/notifier.js';

type Schemas = components['schemas'];

/** The scope picker's page of merchants, and a card's latest declines. */
const MERCHANTS_SHOWN = 50;
const DECLINES_SHOWN = 20;

/** Why the card may not pay this merchant this amount now, or null. */
export function declineOf(card: CardRow, merchant: MerchantRow, amount: number) {
  if (card.status !== 'active') return 'cardInactive' as const;
  const outOfScope = scopeDeclineOf(
    {
      limitScope: card.limit_scope,
      allowedMerchantIds: card.allowed_merchant_ids,
      allowedCategories: card.allowed_categories,
    },
    merchant,
  );
  if (outOfScope) return outOfScope;
  // In the currency's minor units, so 0.1 + 0.2 is not over a limit of 0.3.
  const minor = (value: string | number) => toMinor(value, card.currency);
  if (card.spend_limit !== null && minor(card.spent) + minor(amount) > minor(card.spend_limit)) {
    return 'overLimit' as const;
  }
  return null;
}

/**
 * Authorisations (issue 19, limit scope of spec part 2 §4): the issuer asks before a purchase
 * and Outlay answers from the card's controls - its status, the merchants or categories it may
 * pay, its limit for the period. A decline is recorded with its reason for the card's page.
 */
export function createCardAuthorizations(deps: {
  db: Db;
  clock: Clock;
  cards: Cards;
  /** Tells a card's holder of a decline, as they chose (notifications/). */
  notifier?: Notifier;
}) {
  const { db, clock, cards, notifier } = deps;

  async function merchantOf(merchantId: number): Promise<MerchantRow> {
    const merchant = await kyselyOf(db)
      .selectFrom('merchants as m')
      .select(MERCHANT_COLUMNS)
      .where('m.id', '=', merchantId)
      .executeTakeFirst();
    if (!merchant) throw new AppError(400, 'VALIDATION', 'cards.merchantUnknown');
    return merchant;
  }

  return {
    /** Merchants whose name or category description has every word typed, by name. */
    async merchants(search: string | undefined) {
      const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
      const rows = await kyselyOf(db)
        .selectFrom('merchants as m')
        .select(MERCHANT_COLUMNS)
        .where((eb) => {
          const text = sql<string>`${eb.ref('m.clean_name')} || ' ' || ${eb.ref('m.mcc_description')}`;
          return eb.and(words.map((word) => eb(text, 'ilike', likeWord(word))));
        })
        .orderBy('m.clean_name')
        .orderBy('m.id')
        .limit(MERCHANTS_SHOWN)
        .execute();
      return { merchants: rows.map(toCardMerchant) };
    },

    async declines(viewer: Viewer, cardId: number) {
      // The card must be one the viewer sees (404 otherwise).
      await cards.get(viewer, cardId);
      const rows = await kyselyOf(db)
        .selectFrom('card_declines as d')
        .innerJoin('merchants as m', 'm.id', 'd.merchant_id')
        .select([
          'd.id as decline_id',
          'd.amount',
          'd.currency',
          'd.reason',
          'd.occurred_at',
          ...MERCHANT_COLUMNS,
        ])
        .where('d.company_id', '=', viewer.companyId)
        .where('d.card_id', '=', cardId)
        .orderBy('d.occurred_at', 'desc')
        .orderBy('d.id', 'desc')
        .limit(DECLINES_SHOWN)
        .execute();
      return {
        declines: rows.map((row) => ({
          id: row.decline_id,
          merchant: toCardMerchant(row),
          amount: Number(row.amount),
          currency: row.currency,
          occurredAt: row.occurred_at.toISOString(),
          reason: row.reason,
        })),
      };
    },

    /**
     * The issuer's question for one purchase: approved (and then the card's pending purchase),
     * or declined with why (recorded). The card's row is locked while it is answered, so two
     * purchases at once cannot both fit under what is left of the limit.
     */
    async authorize(request: Schemas['CardAuthorizationRequest']) {
      // The issuer names the card alone: its company is what this answers, so it crosses them.
      const owner = await kyselyAcrossCompanies(db)
        .selectFrom('cards')
        .select('company_id')
        .where('id', '=', request.cardId)
        .executeTakeFirst();
      if (!owner) throw cardNotFound();
      const company = await cards.companyOf(owner.company_id);
      const monthStart = await cards.monthStartOf(company);
      const merchant = await merchantOf(request.merchantId);
      const at = clock.now();
      const answer = await db.transaction(async (tx) => {
        const q = kyselyOf(tx);
        // The card's row alone is locked (not its holder's or company's): purchases on other
        // cards are answered meanwhile.
        await q
          .selectFrom('cards')
          .select('id')
          .where('id', '=', request.cardId)
          .where('company_id', '=', owner.company_id)
          .forUpdate()
          .execute();
        const card = await cardRows(q, monthStart)
          .where('c.id', '=', request.cardId)
          .where('c.company_id', '=', owner.company_id)
          .executeTakeFirst();
        if (!card) throw cardNotFound();
        const reason = declineOf(card, merchant, request.amount);
        if (reason) {
          await q
            .insertInto('card_declines')
            .values({
              company_id: owner.company_id,
              card_id: card.id,
              merchant_id: merchant.id,
              amount: request.amount,
              currency: card.currency,
              reason,
              occurred_at: at,
            })
            .execute();
        } else {
          await recordPendingPurchase(tx, {
            companyId: owner.company_id,
            card,
            merchant,
            amount: request.amount,
            at,
          });
        }
        return {
          approved: reason === null,
          reason,
          holderId: card.user_id,
          lastFour: card.last_four,
          currency: card.currency,
        };
      });
      // Told once the decline is kept, never for one rolled back.
      if (answer.reason !== null && notifier) {
        await notifyDeclinedPurchase(
          { db, notifier },
          {
            companyId: owner.company_id,
            userId: answer.holderId,
            merchant: merchant.name,
            amount: request.amount,
            currency: answer.currency,
            lastFour: answer.lastFour,
            reason: answer.reason,
          },
        );
      }
      return { approved: answer.approved, reason: answer.reason };
    },
  };
}

export type CardAuthorizations = ReturnType<typeof createCardAuthorizations>;
