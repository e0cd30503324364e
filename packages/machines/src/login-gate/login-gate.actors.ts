import { confirmOwner } from '../pao/pao.actors';
import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const dismissPasswordWarning = fromPromise(
  ({ input }: { input: { client: OutlayClient; userId: string } }) =>
    unwrap(
      input.client.PATCH('/v2/web/user/update-password-changed-status', {
        body: { userId: input.userId, status: 'WARN_SENT' },
      }),
    ),
);

/** The admin's answer to the legal-representative question: the PAO flow's own call. */
export const confirmLegalRepresentative = confirmOwner;

export const loadPhoneConfig = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.GET('/v2/web/user/phone-verification-config')),
);
