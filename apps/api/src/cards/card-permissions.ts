import type { components, CardPermissions } from '@outlay/api-client/schema';
import type { Viewer } from '../entries/viewer.js';

interface CardFacts {
  user_id: number;
  card_type: 'virtual' | 'physical';
  status: components['schemas']['AccountStatus'];
  suspected_fraud: boolean;
}

/**
 * What a viewer may do with a card they see. The holder manages their own card; an admin any
 * card of the company; a manager may freeze and unfreeze the company's cards (a lost card is
 * locked by whoever notices) but not cancel, replace or reveal another's. A card inactivated
 * for suspected fraud is the provider's to unfreeze; it may still be cancelled or replaced.
 */
export function permissionsFor(viewer: Viewer, card: CardFacts): CardPermissions {
  const holder = card.user_id === viewer.userId;
  const admin = viewer.role === 'admin';
  const live = card.status !== 'cancelled';
  const settled = card.status === 'active' || card.status === 'in-active';
  return {
    freeze: settled && !card.suspected_fraud && (holder || admin || viewer.role === 'manager'),
    cancel: live && (holder || admin),
    replace: settled && (holder || admin),
    reveal: live && !card.suspected_fraud && (holder || (admin && card.card_type === 'virtual')),
    setPin:
      holder &&
      card.card_type === 'physical' &&
      (card.status === 'active' || card.status === 'pending'),
    editControls: admin && live,
  };
}
