// "Forgot your password?": the email, the one answer whether or not the account exists.
import { resetRequested } from '@outlay/api-client/mocks';
import { visitorClient } from '../testing/client';
import { defineFlowModel } from '../testing/flow-model';
import { forgotPasswordActors } from './forgot-password.actors';
import { forgotPasswordMachine } from './forgot-password.machine';

export const forgotPasswordModel = defineFlowModel({
  machine: forgotPasswordMachine,
  provided: () => forgotPasswordMachine.provide({ actors: forgotPasswordActors(visitorClient()) }),
  variants: [{ name: 'a user who forgot', input: () => undefined }],
  events: [
    { type: 'email.submitted', email: 'admin@demo.outlay.test' },
    { type: 'reset' },
    { type: 'xstate.done.actor.requestResetLink', output: resetRequested },
    { type: 'xstate.error.actor.requestResetLink', error: new Error('requestResetLink') },
  ],
  serializeState: (snapshot) =>
    JSON.stringify({ value: snapshot.value, error: snapshot.context.error !== null }),
  calls: { requestResetLink: { method: 'post', path: '/v2/web/user/forgot-password' } },
  // The flow never finishes (the drawer can be closed and opened again): a journey ends here.
  journeyEnds: (snapshot) => snapshot.matches('sent'),
});
