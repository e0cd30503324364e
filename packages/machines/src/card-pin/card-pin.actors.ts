import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The card pin flow's calls, built once on the client the app (or a test) gives. */
export const cardPinActors = (client: OutlayClient) => ({
  /** Hands the PIN to the issuer through the server; Outlay keeps only that it was set. */
  setCardPin: fromPromise(
    async ({
      input,
    }: {
      input: {
        cardId: number;
        pin: string;
        confirmPin: string;
        actionCode: string;
      };
    }) => {
      await unwrap(
        client.POST('/v2/web/cards/pin-setup', {
          body: {
            cardId: input.cardId,
            pin: input.pin,
            confirmPin: input.confirmPin,
            actionCode: input.actionCode,
          },
        }),
      );
    },
  ),
});
