import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The sat connect flow's calls, built once on the client the app (or a test) gives. */
export const satConnectActors = (client: OutlayClient) => ({
  /** Hands the RFC and CIEC to the server, which starts checking them (spec part 2 §7). */
  linkSatAccount: fromPromise(async ({ input }: { input: { rfc: string; ciec: string } }) => {
    const answer = await unwrap(
      client.POST('/v2/web/satws/account', {
        body: { useFor: 'integration', rfc: input.rfc, satwsPassword: input.ciec },
      }),
    );
    return answer.data.account;
  }),
});
