// The first password's model (an invited user sets up the account): the code by email,
// Resend, the form's problems, and the calls.
import { ApiError } from '@outlay/api-client';
import { passwordSetUp, setupRequested } from '@outlay/api-client/mocks';
import { visitorClient } from '../testing/client';
import { defineFlowModel, isOutcome } from '../testing/flow-model';
import { setupAccountActors } from './setup-account.actors';
import { setupAccountMachine } from './setup-account.machine';

const form = {
  code: '123456',
  newPassword: 'First-Password-1!',
  confirmPassword: 'First-Password-1!',
};

// The server's refusal to send another code so soon (429).
const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});

const events = [
  { type: 'code.requested', email: 'invited@demo.outlay.test' },
  { type: 'resend.requested' },
  { type: 'form.submitted', code: '', newPassword: '', confirmPassword: '' },
  { type: 'form.submitted', ...form },
  { type: 'xstate.done.actor.requestSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.requestSetupCode', error: new Error('requestSetupCode') },
  tooSoon('requestSetupCode'),
  tooSoon('resendSetupCode'),
  { type: 'xstate.after.resendWait.setupAccount.choosingPassword.resend.waiting' },
  { type: 'xstate.done.actor.resendSetupCode', output: setupRequested },
  { type: 'xstate.error.actor.resendSetupCode', error: new Error('resendSetupCode') },
  { type: 'xstate.done.actor.setupPassword', output: passwordSetUp },
  { type: 'xstate.error.actor.setupPassword', error: new Error('setupPassword') },
];

export const setupAccountModel = defineFlowModel({
  machine: setupAccountMachine,
  provided: () => setupAccountMachine.provide({ actors: setupAccountActors(visitorClient()) }),
  variants: [
    {
      name: 'an invited user',
      input: () => ({ email: '' }),
    },
  ],
  // While a call runs, only its outcome: Resend's wait running out then would race it.
  events: (snapshot) => (snapshot.hasTag('busy') ? events.filter(isOutcome) : events),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      sent: snapshot.context.codesSent > 0,
      problems: Object.keys(snapshot.context.problems).sort(),
      codeProblem: snapshot.context.codeProblem,
      codeSentEarlier: snapshot.context.codeSentEarlier,
      error: snapshot.context.error !== null,
    }),
  calls: {
    requestSetupCode: { method: 'post', path: '/v2/web/user/setup-password/code' },
    resendSetupCode: { method: 'post', path: '/v2/web/user/setup-password/code' },
    setupPassword: { method: 'post', path: '/v2/web/user/setup-password' },
  },
});
