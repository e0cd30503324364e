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

export const confirmLegalRepresentative = fromPromise(
  ({
    input,
  }: {
    input: {
      client: OutlayClient;
      userId: string;
      companyId: number;
      isAdminLegalRepresentative: boolean;
    };
  }) =>
    unwrap(
      input.client.POST('/v2/web/company/confirm-legal-representative', {
        body: {
          userId: input.userId,
          companyId: input.companyId,
          isAdminLegalRepresentative: input.isAdminLegalRepresentative,
        },
      }),
    ),
);

export const loadPhoneConfig = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.GET('/v2/web/user/phone-verification-config')),
);
