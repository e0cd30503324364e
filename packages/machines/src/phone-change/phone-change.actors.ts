import { type ChangePhoneNumberRequest, type OutlayClient, unwrap } from '@outlay/api-client';
import { fromPromise } from 'xstate';

/** The phone change's calls (the spec's change-phone-number), on the client given. */
export const phoneChangeActors = (client: OutlayClient) => ({
  sendChangeCode: fromPromise(({ input }: { input: { number: ChangePhoneNumberRequest | null } }) =>
    unwrap(
      client.POST('/v2/web/user/change-phone-number', {
        body: input.number ?? { countryCallingCode: '', phoneNumber: '' },
      }),
    ),
  ),
  confirmChange: fromPromise(({ input }: { input: { code: string } }) =>
    unwrap(client.POST('/v2/web/user/change-phone-number/confirm', { body: { code: input.code } })),
  ),
});
