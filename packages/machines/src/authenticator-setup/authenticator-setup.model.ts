// Setting up an authenticator app from Security: the code the app shows, or cancelling.
import { authenticatorEnrolment, twoFactorMethodsWithApp } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, isOutcome } from '../testing/flow-model';
import { authenticatorSetupActors } from './authenticator-setup.actors';
import { authenticatorSetupMachine } from './authenticator-setup.machine';

const events = [
  { type: 'code.submitted', code: '12345' },
  { type: 'code.submitted', code: '123456' },
  { type: 'setup.cancelled' },
  { type: 'xstate.done.actor.confirmAuthenticator', output: twoFactorMethodsWithApp },
  { type: 'xstate.error.actor.confirmAuthenticator', error: new Error('confirmAuthenticator') },
];

export const authenticatorSetupModel = defineFlowModel({
  machine: authenticatorSetupMachine,
  provided: () =>
    authenticatorSetupMachine.provide({ actors: authenticatorSetupActors(signedInClient()) }),
  variants: [
    {
      name: 'a user setting up an app',
      input: () => ({
        enrolment: authenticatorEnrolment,
      }),
    },
  ],
  // While the code is checked, only the answer: a second submit would race it.
  events: (snapshot) => (snapshot.hasTag('busy') ? events.filter(isOutcome) : events),
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, error: snapshot.context.error !== null }),
  calls: { confirmAuthenticator: { method: 'post', path: '/v2/web/user/authenticator/confirm' } },
});
