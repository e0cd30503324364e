// Delegate registration's model: the person, the code emailed to the admin, Resend and Cancel,
// with the refusals the screen tells apart (an address taken, a wrong code, too soon).
import { ApiError } from '@outlay/api-client';
import { actionCodeSent, delegateMember } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import type { InvokedCall } from '../testing/model-paths';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import { delegateRegistrationActors } from './delegate-registration.actors';
import { delegateRegistrationMachine } from './delegate-registration.machine';

const serializeState = (snapshot: SnapshotFrom<typeof delegateRegistrationMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    person: snapshot.context.person !== null,
    error: snapshot.context.error !== null,
    problems: snapshot.context.problems !== null,
    codeSentEarlier: snapshot.context.codeSentEarlier,
  });

const refusal = (id: string, status: number, code: string, msg: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status, code, msg }),
});
const waited = {
  type: 'xstate.after.resendWait.delegateRegistration.enteringCode.resend.waiting',
};
const registered = {
  msg: 'Rosa Díaz is now your delegate. We emailed them a link to set their password.',
  delegates: [delegateMember],
};

const events = [
  {
    type: 'person.submitted',
    person: { firstName: 'Rosa', lastName: 'Díaz', email: 'rosa@example.com', role: 'employee' },
  },
  {
    type: 'person.submitted',
    person: { firstName: 'Rosa', lastName: 'D1az', email: 'rosa@', role: 'admin' },
  },
  { type: 'code.submitted', code: '123456' },
  { type: 'resend.requested' },
  { type: 'registration.cancelled' },
  waited,
  done('sendDelegateCode', actionCodeSent),
  failed('sendDelegateCode'),
  refusal('sendDelegateCode', 429, 'RATE_LIMITED', 'Please wait'),
  done('registerDelegate', registered),
  failed('registerDelegate'),
  refusal('registerDelegate', 409, 'CONFLICT', 'Email already subscribed.'),
  done('resendDelegateCode', actionCodeSent),
  failed('resendDelegateCode'),
  refusal('resendDelegateCode', 429, 'RATE_LIMITED', 'Please wait'),
] as const;

const calls: Record<string, InvokedCall> = {
  sendDelegateCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  resendDelegateCode: { method: 'post', path: '/v2/multifactor-action-code/create' },
  registerDelegate: { method: 'post', path: '/v2/web/delegates' },
};

// While a call is on its way only its outcomes are offered: a user event then would race it.
const userEvents = events.filter(
  (event) => !event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.'),
);
const outcomes = events.filter(
  (event) => event.type.startsWith('xstate.') && !event.type.startsWith('xstate.after.'),
);

export const delegateRegistrationModel = defineFlowModel({
  machine: delegateRegistrationMachine,
  provided: () =>
    delegateRegistrationMachine.provide({
      actors: delegateRegistrationActors(signedInClient()),
    }),
  variants: [{ name: 'an admin on the delegate-registration page', input: () => undefined }],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  serializeState,
  calls,
  // The page stays for another registration: a journey ends once one is registered.
  journeyEnds: (snapshot) => snapshot.matches('registered'),
});
