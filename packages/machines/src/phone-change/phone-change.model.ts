// The phone change's model: the new number, the code texted to it, Resend, going back to the
// number, and the refusals (a number not valid or taken, a wrong code, too soon).
import { ApiError } from '@outlay/api-client';
import { adminProfile, phoneCodeSent } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import type { InvokedCall } from '../testing/model-paths';
import { phoneChangeActors } from './phone-change.actors';
import { phoneChangeMachine } from './phone-change.machine';

const serializeState = (snapshot: SnapshotFrom<typeof phoneChangeMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    error: snapshot.context.error?.status ?? null,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    changed: snapshot.context.profile !== null,
  });

const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});
const waited = { type: 'xstate.after.resendWait.phoneChange.enteringCode.resend.waiting' };
const changedProfile = { ...adminProfile, phoneNumber: '2015550199', pendingPhone: null };

const events = [
  { type: 'number.submitted', number: { countryCallingCode: '+1', phoneNumber: '2015550199' } },
  { type: 'code.submitted', code: '123456' },
  { type: 'resend.requested' },
  { type: 'change.cancelled' },
  done('sendChangeCode', phoneCodeSent),
  failed('sendChangeCode'),
  tooSoon('sendChangeCode'),
  waited,
  done('confirmChange', changedProfile),
  failed('confirmChange'),
  done('resendChangeCode', phoneCodeSent),
  failed('resendChangeCode'),
  tooSoon('resendChangeCode'),
] as const;

const calls: Record<string, InvokedCall> = {
  sendChangeCode: { method: 'post', path: '/v2/web/user/change-phone-number' },
  resendChangeCode: { method: 'post', path: '/v2/web/user/change-phone-number' },
  confirmChange: { method: 'post', path: '/v2/web/user/change-phone-number/confirm' },
};

// While a call is on its way only its outcomes are offered (as in phone verification).
const userEvents = events.filter(
  (event) => !event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.'),
);
const outcomes = events.filter(
  (event) => event.type.startsWith('xstate.') && !event.type.startsWith('xstate.after.'),
);

export const phoneChangeModel = defineFlowModel({
  machine: phoneChangeMachine,
  provided: () => phoneChangeMachine.provide({ actors: phoneChangeActors(signedInClient()) }),
  variants: [{ name: 'a person with a phone number', input: () => undefined }],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  serializeState,
  calls,
  journeyEnds: (snapshot) => snapshot.matches('changed'),
});
