import { operationKey } from '@/lib/operation-query';
import { cardsKey } from './get-cards';

/**
 * What a card cancelled or replaced makes out of date: every read of the cards pages (the
 * list, each card, its declines and transactions, the merchants, the order, the spend
 * controls, the people who may hold one).
 */
export const cardReads = [
  cardsKey,
  operationKey('get', '/v2/web/cards/card/{cardId}'),
  operationKey('get', '/v2/web/cards/card/{cardId}/declines'),
  operationKey('post', '/v2/web/dashboard/transactions'),
  operationKey('get', '/v2/web/cards/merchants'),
  operationKey('get', '/v2/web/cards/card-order'),
  operationKey('get', '/v2/web/cards/spend-controls'),
  operationKey('get', '/v2/web/dashboard/filters'),
] as const;
