import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { PhoneConsentAgreement } from './phone-verification.types';

interface AgreementInput {
  client: OutlayClient;
  agreement: PhoneConsentAgreement;
}

/** The consent contract the agreement widget shows. */
export const loadConsent = fromPromise(async ({ input }: { input: AgreementInput }) => {
  const group = await unwrap(
    input.client.GET('/v2/clickwrap/contract-data', {
      params: {
        query: { accessId: input.agreement.accessId, groupKey: input.agreement.groupKey },
      },
    }),
  );
  const [entry] = Object.entries(group.contract_data);
  return entry ? { id: entry[0], ...entry[1] } : null;
});

export const signConsent = fromPromise(({ input }: { input: AgreementInput }) =>
  unwrap(
    input.client.POST('/v2/clickwrap/contracts-signed', {
      body: {
        accessId: input.agreement.accessId,
        groupKey: input.agreement.groupKey,
        signerId: input.agreement.signerId,
      },
    }),
  ),
);

export const sendPhoneCode = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.POST('/v2/web/user/phone-verification-code')),
);

export const verifyPhone = fromPromise(
  ({ input }: { input: { client: OutlayClient; code: string } }) =>
    unwrap(input.client.POST('/v2/web/user/verify-phone-number', { body: { code: input.code } })),
);

export const markNonPersonal = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.POST('/v2/web/user/set-phone-non-personal')),
);
