import type { Db } from '../db/db.js';
import type { CardIssuer, IssuerName } from './issuer/card-issuer.js';

/**
 * An invited person's virtual cards wait for them (cards.ts issues them not yet active): once
 * they accept their invitation, each is activated at its issuer and here. Only virtual cards
 * wait for this; a pending physical card waits for its delivery instead.
 */
export async function activateCardsAwaitingHolder(
  deps: { db: Db; issuer: CardIssuer },
  holder: { userId: number; companyId: number },
): Promise<void> {
  const waiting = await deps.db.query<{ id: number; issuer: IssuerName; issuer_token: string }>(
    `SELECT id, issuer, issuer_token FROM cards
      WHERE company_id = $1 AND user_id = $2 AND card_type = 'virtual' AND status = 'pending'
        AND issuer IS NOT NULL AND issuer_token IS NOT NULL`,
    [holder.companyId, holder.userId],
  );
  for (const card of waiting) {
    await deps.issuer.setStatus(card.issuer, card.issuer_token, 'active');
    await deps.db.query(
      `UPDATE cards SET status = 'active' WHERE id = $1 AND company_id = $2 AND status = 'pending'`,
      [card.id, holder.companyId],
    );
  }
}
