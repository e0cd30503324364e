import type { components, CardDeclineReason as DeclineReason } from '@outlay/api-client/schema';
import { scopeDeclineOf } from '@outlay/rules';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Viewer } from '../entries/viewer.js';
import { AppError } from '../http/errors.js';
import {
  CARD_JOINS,
  type CardRow,
  cardColumns,
  cardNotFound,
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

const MERCHANT_COLUMNS = `m.id, m.clean_name AS name, m.mcc, m.mcc_description AS "mccDescription"`;

interface DeclineRow extends MerchantRow {
  decline_id: string;
  amount: string;
  currency: string;
  reason: DeclineReason;
  occurred_at: Date;
}

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
  // Cents, so 0.1 + 0.2 is not over a limit of 0.3.
  const cents = (value: number) => Math.round(value * 100);
  if (
    card.spend_limit !== null &&
    cents(Number(card.spent)) + cents(amount) > cents(Number(card.spend_limit))
  ) {
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
    const [merchant] = await db.query<MerchantRow>(
      `SELECT ${MERCHANT_COLUMNS} FROM merchants m WHERE m.id = $1`,
      [merchantId],
    );
    if (!merchant) throw new AppError(400, 'VALIDATION', 'cards.merchantUnknown');
    return merchant;
  }

  return {
    /** Merchants whose name or category description has every word typed, by name. */
    async merchants(search: string | undefined) {
      const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
      const rows = await db.query<MerchantRow>(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants m
          WHERE ${words.length === 0 ? 'true' : words.map((_, i) => `(m.clean_name || ' ' || m.mcc_description) ILIKE $${String(i + 1)}`).join(' AND ')}
          ORDER BY m.clean_name, m.id LIMIT ${String(MERCHANTS_SHOWN)}`,
        words.map(likeWord),
      );
      return { merchants: rows.map(toCardMerchant) };
    },

    async declines(viewer: Viewer, cardId: number) {
      // The card must be one the viewer sees (404 otherwise).
      await cards.get(viewer, cardId);
      const rows = await db.query<DeclineRow>(
        `SELECT d.id::text AS decline_id, d.amount::text AS amount, d.currency, d.reason,
                d.occurred_at, ${MERCHANT_COLUMNS}
           FROM card_declines d JOIN merchants m ON m.id = d.merchant_id
          WHERE d.company_id = $1 AND d.card_id = $2
          ORDER BY d.occurred_at DESC, d.id DESC LIMIT ${String(DECLINES_SHOWN)}`,
        [viewer.companyId, cardId],
      );
      return {
        declines: rows.map((row) => ({
          id: Number(row.decline_id),
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
      const [owner] = await db.query<{ company_id: number }>(
        'SELECT company_id FROM cards WHERE id = $1',
        [request.cardId],
      );
      if (!owner) throw cardNotFound();
      const company = await cards.companyOf(owner.company_id);
      const monthStart = await cards.monthStartOf(company);
      const merchant = await merchantOf(request.merchantId);
      const at = clock.now();
      const answer = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM cards WHERE id = $1 AND company_id = $2 FOR UPDATE', [
          request.cardId,
          owner.company_id,
        ]);
        const [card] = await tx.query<CardRow>(
          `SELECT ${cardColumns('$2')} ${CARD_JOINS} WHERE c.id = $1 AND c.company_id = $3`,
          [request.cardId, monthStart, owner.company_id],
        );
        if (!card) throw cardNotFound();
        const reason = declineOf(card, merchant, request.amount);
        if (reason) {
          await tx.query(
            `INSERT INTO card_declines (company_id, card_id, merchant_id, amount, currency,
                                        reason, occurred_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [owner.company_id, card.id, merchant.id, request.amount, card.currency, reason, at],
          );
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
