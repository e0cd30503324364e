import { unwrap, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import { changePasswordActors } from '../change-password/change-password.actors';
import { changePasswordMachine } from '../change-password/change-password.machine';
import { paoActors } from '../pao/pao.actors';
import { paoMachine } from '../pao/pao.machine';
import { phoneVerificationActors } from '../phone-verification/phone-verification.actors';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import { termsActors } from '../terms/terms.actors';
import { termsMachine } from '../terms/terms.machine';

/**
 * The login gate's calls and the flows it runs as its children (each with its own calls), all
 * built once on the client the app (or a test) gives.
 */
export const loginGateActors = (client: OutlayClient) => ({
  dismissPasswordWarning: fromPromise(({ input }: { input: { userId: string } }) =>
    unwrap(
      client.PATCH('/v2/web/user/update-password-changed-status', {
        body: { userId: input.userId, status: 'WARN_SENT' },
      }),
    ),
  ),

  /** The admin's answer to the legal-representative question: the PAO flow's own call. */
  confirmLegalRepresentative: paoActors(client).confirmOwner,

  loadPhoneConfig: fromPromise(() => unwrap(client.GET('/v2/web/user/phone-verification-config'))),

  changePassword: changePasswordMachine.provide({ actors: changePasswordActors(client) }),
  terms: termsMachine.provide({ actors: termsActors(client) }),
  primaryAccountOwner: paoMachine.provide({ actors: paoActors(client) }),
  phoneVerification: phoneVerificationMachine.provide({
    actors: phoneVerificationActors(client),
  }),
});
