import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { ShipTo, ShippingAddress } from './card-order.types';

export const orderCard = fromPromise(
  async ({
    input,
  }: {
    input: { client: OutlayClient; shipTo: ShipTo; address: ShippingAddress; rush: boolean };
  }) => {
    const answer = await unwrap(
      input.client.POST('/v2/web/cards/card-order', {
        body:
          input.shipTo === 'company'
            ? { shipTo: 'company', rush: input.rush }
            : { shipTo: 'other', rush: input.rush, address: input.address },
      }),
    );
    return answer.order;
  },
);
