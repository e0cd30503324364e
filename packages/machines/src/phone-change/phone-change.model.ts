// Phone change's model: the new number, the code texted to it, Resend and Cancel, with the
// refusals the screen tells apart (a number someone else has, a wrong code, too soon).
import { ApiError } from '@outlay/api-client';
import { adminProfile } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import type { InvokedCall } from '../testing/model-paths';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import { phoneChangeActors } from './phone-change.actors';
import { phoneChangeMachine } from './phone-change.machine';

const serializeState = (snapshot: SnapshotFrom<typeof phoneChangeMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    number: snapshot.context.number !== null,
    error: snapshot.context.error !== null,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    changed: snapshot.context.profile !== null,
  });

// "This Phone number is already used." (409): back to the number.
const numberTaken = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({
    status: 409,
    code: 'CONFLICT',
    msg: 'This Phone number is already used.',
  }),
});
// The server's refusal to send another code so soon (429).
const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});
// Resend's wait running out (the code step's `after` delay).
const waited = { type: 'xstate.after.resendWait.phoneChange.enteringCode.resend.waiting' };

const sent = {
  msg: 'We sent you a code.',
  expiresInSeconds: 600,
  resendAfterSeconds: 30,
  maskedPhone: '+1 201*****99',
};
const changedProfile = { ...adminProfile, phoneNumber: '2015550199', pendingPhone: null };

const events = [
  { type: 'number.submitted', number: { countryCallingCode: '+1', phoneNumber: '2015550199' } },
  { type: 'code.submitted', code: '123456' },
  { type: 'resend.requested' },
  { type: 'change.cancelled' },
  waited,
  done('sendChangeCode', sent),
  failed('sendChangeCode'),
  numberTaken('sendChangeCode'),
  tooSoon('sendChangeCode'),
  done('confirmChange', changedProfile),
  failed('confirmChange'),
  done('resendChangeCode', sent),
  failed('resendChangeCode'),
  tooSoon('resendChangeCode'),
] as const;

const calls: Record<string, InvokedCall> = {
  sendChangeCode: { method: 'post', path: '/v2/web/user/change-phone-number' },
  resendChangeCode: { method: 'post', path: '/v2/web/user/change-phone-number' },
  confirmChange: { method: 'post', path: '/v2/web/user/change-phone-number/confirm' },
};

// While a call is on its way only its outcomes are offered: a user event then would race it.
const userEvents = events.filter(
  (event) => !event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.'),
);
const outcomes = events.filter(
  (event) => event.type.startsWith('xstate.') && !event.type.startsWith('xstate.after.'),
);

export const phoneChangeModel = defineFlowModel({
  machine: phoneChangeMachine,
  provided: () => phoneChangeMachine.provide({ actors: phoneChangeActors(signedInClient()) }),
  variants: [{ name: 'a signed-in person on the profile page', input: () => undefined }],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  serializeState,
  calls,
  // The flow stays on the page for another change: a journey ends once the number is changed.
  journeyEnds: (snapshot) => snapshot.matches('changed'),
});
