import { type OutlayClient, unwrap } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { DelegatePerson } from './delegate-registration.types';

/** The delegate registration's calls, on the client given. */
export const delegateRegistrationActors = (client: OutlayClient) => ({
  /** The code of REGISTER_DELEGATE, by email (multifactor-action-code/create). */
  sendDelegateCode: fromPromise(() =>
    unwrap(
      client.POST('/v2/multifactor-action-code/create', {
        body: { actionType: 'REGISTER_DELEGATE', notificationType: 'EMAIL' },
      }),
    ),
  ),
  /** registerDelegate with the code: the person is signed up and emailed their link. */
  registerDelegate: fromPromise(
    ({ input }: { input: { person: DelegatePerson | null; code: string } }) =>
      unwrap(
        client.POST('/v2/web/delegates', {
          body: {
            ...(input.person ?? { firstName: '', lastName: '', email: '', role: 'employee' }),
            actionCode: input.code,
          },
        }),
      ),
  ),
});
