import type { NotNull } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { CardIssuer } from './issuer/card-issuer.js';

/**
 * An invited person's virtual cards wait for them (cards.ts issues them not yet active): once
 * they accept their invitation, each is activated at its issuer and here. Only virtual cards
 * wait for this; a pending physical card waits for its delivery instead.
 */
export async function activateCardsAwaitingHolder(
  deps: { db: Db; issuer: CardIssuer },
  holder: { userId: number; companyId: number },
): Promise<void> {
  const q = kyselyOf(deps.db);
  const waiting = await q
    .selectFrom('cards')
    .select(['id', 'issuer', 'issuer_token'])
    .where('company_id', '=', holder.companyId)
    .where('user_id', '=', holder.userId)
    .where('card_type', '=', 'virtual')
    .where('status', '=', 'pending')
    .where('issuer', 'is not', null)
    .where('issuer_token', 'is not', null)
    .$narrowType<{ issuer: NotNull; issuer_token: NotNull }>()
    .execute();
  for (const card of waiting) {
    await deps.issuer.setStatus(card.issuer, card.issuer_token, 'active');
    await q
      .updateTable('cards')
      .set({ status: 'active' })
      .where('id', '=', card.id)
      .where('company_id', '=', holder.companyId)
      .where('status', '=', 'pending')
      .execute();
  }
}
