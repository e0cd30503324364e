import type { Card } from '@outlay/api-client';
import type { BadgeTone } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';

/** How a card's state reads: a frozen card is "Frozen", one the issuer stopped "Suspected fraud". */
export function cardStatusOf(card: Pick<Card, 'status' | 'suspectedFraud'>): {
  label: MessageId;
  tone: BadgeTone;
} {
  if (card.suspectedFraud) return { label: 'cards.status.fraud', tone: 'critical' };
  switch (card.status) {
    case 'active':
      return { label: 'cards.status.active', tone: 'positive' };
    case 'in-active':
      return { label: 'cards.status.frozen', tone: 'caution' };
    case 'pending':
      return { label: 'cards.status.pending', tone: 'info' };
    case 'cancelled':
      return { label: 'cards.status.cancelled', tone: 'neutral' };
  }
}

/** Spend against the limit, from 0 to 1 (past the limit stays 1); null without a limit. */
export function limitShare(card: Pick<Card, 'spent' | 'spendLimit'>): number | null {
  if (card.spendLimit === null) return null;
  return Math.min(1, Math.max(0, card.spent / card.spendLimit));
}
