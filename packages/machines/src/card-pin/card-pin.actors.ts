import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Hands the PIN to the issuer through the server; Outlay keeps only that it was set. */
export const setCardPin = fromPromise(
  async ({
    input,
  }: {
    input: {
      client: OutlayClient;
      cardId: number;
      pin: string;
      confirmPin: string;
      actionCode: string;
    };
  }) => {
    await unwrap(
      input.client.POST('/v2/web/cards/pin-setup', {
        body: {
          cardId: input.cardId,
          pin: input.pin,
          confirmPin: input.confirmPin,
          actionCode: input.actionCode,
        },
      }),
    );
  },
);
