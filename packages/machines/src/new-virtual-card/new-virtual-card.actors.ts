import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { CardLimitPeriod, CardLimitScope, ExpenseCategory } from '@outlay/api-client';

/** The new virtual card flow's calls, built once on the client the app (or a test) gives. */
export const newVirtualCardActors = (client: OutlayClient) => ({
  createCard: fromPromise(
    async ({
      input,
    }: {
      input: {
        holderId: string | null;
        name: string;
        spendLimit: number | null;
        limitPeriod: CardLimitPeriod;
        /** Empty unless an admin chose where the card may spend. */
        scope: {
          limitScope?: CardLimitScope;
          allowedMerchantIds?: number[];
          allowedCategories?: ExpenseCategory[];
        };
      };
    }) => {
      const answer = await unwrap(
        client.POST('/v2/web/cards/create-card', {
          body: {
            name: input.name,
            limitPeriod: input.limitPeriod,
            ...(input.holderId === null ? {} : { holderId: input.holderId }),
            ...(input.spendLimit === null ? {} : { spendLimit: input.spendLimit }),
            ...input.scope,
          },
        }),
      );
      return answer.card;
    },
  ),

  /** The number and CVC, answered `no-store`; held by the machine only while on screen. */
  revealCard: fromPromise(async ({ input }: { input: { cardId: number; actionCode: string } }) =>
    unwrap(
      client.POST('/v2/web/cards/reveal-card', {
        body: { cardId: input.cardId, actionCode: input.actionCode },
        cache: 'no-store',
      }),
    ),
  ),
});
