import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** Hands the RFC and CIEC to the server, which starts checking them (spec part 2 §7). */
export const linkSatAccount = fromPromise(
  async ({ input }: { input: { client: OutlayClient; rfc: string; ciec: string } }) => {
    const answer = await unwrap(
      input.client.POST('/v2/web/satws/account', {
        body: { useFor: 'integration', rfc: input.rfc, satwsPassword: input.ciec },
      }),
    );
    return answer.data.account;
  },
);
