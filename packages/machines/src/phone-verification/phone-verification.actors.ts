import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { PhoneConsentAgreement } from './phone-verification.types';

interface AgreementInput {
  agreement: PhoneConsentAgreement;
}

/** The phone verification flow's calls, built once on the client the app (or a test) gives. */
export const phoneVerificationActors = (client: OutlayClient) => ({
  /** The consent contract the agreement widget shows. */
  loadConsent: fromPromise(async ({ input }: { input: AgreementInput }) => {
    const group = await unwrap(
      client.GET('/v2/clickwrap/contract-data', {
        params: {
          query: { accessId: input.agreement.accessId, groupKey: input.agreement.groupKey },
        },
      }),
    );
    const [entry] = Object.entries(group.contract_data);
    return entry ? { id: entry[0], ...entry[1] } : null;
  }),

  signConsent: fromPromise(({ input }: { input: AgreementInput }) =>
    unwrap(
      client.POST('/v2/clickwrap/contracts-signed', {
        body: {
          accessId: input.agreement.accessId,
          groupKey: input.agreement.groupKey,
          signerId: input.agreement.signerId,
        },
      }),
    ),
  ),

  sendPhoneCode: fromPromise(() => unwrap(client.POST('/v2/web/user/phone-verification-code'))),

  verifyPhone: fromPromise(({ input }: { input: { code: string } }) =>
    unwrap(client.POST('/v2/web/user/verify-phone-number', { body: { code: input.code } })),
  ),

  markNonPersonal: fromPromise(() => unwrap(client.POST('/v2/web/user/set-phone-non-personal'))),
});
