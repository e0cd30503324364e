import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { ShipTo, ShippingAddress } from './card-order.types';

/** The card order flow's calls, built once on the client the app (or a test) gives. */
export const cardOrderActors = (client: OutlayClient) => ({
  orderCard: fromPromise(
    async ({ input }: { input: { shipTo: ShipTo; address: ShippingAddress; rush: boolean } }) => {
      const answer = await unwrap(
        client.POST('/v2/web/cards/card-order', {
          // A saved address is named by its kind; only another address is sent whole.
          body:
            input.shipTo === 'other'
              ? { shipTo: 'other', rush: input.rush, address: input.address }
              : { shipTo: input.shipTo, rush: input.rush },
        }),
      );
      return answer.order;
    },
  ),
});
