// Phone verification's model: the consent, the code to the phone, Resend, Skip and "not my
// phone", with the refusals the screen tells apart.
import { ApiError } from '@outlay/api-client';
import {
  clickwrapSignature,
  phoneCodeSent,
  phoneConsentContracts,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
} from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import type { InvokedCall } from '../testing/model-paths';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import { phoneVerificationActors } from './phone-verification.actors';
import { phoneVerificationMachine } from './phone-verification.machine';

const serializeState = (snapshot: SnapshotFrom<typeof phoneVerificationMachine>) =>
  JSON.stringify({
    value: snapshot.value,
    consented: snapshot.context.consented,
    consent: snapshot.context.consent !== null,
    failure: snapshot.context.failure,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    outcome: snapshot.context.outcome?.outcome ?? null,
  });

const notFound = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 404, code: 'NOT_FOUND', msg: 'Nothing to verify.' }),
});
// The server's refusal to send another code so soon (429).
const tooSoon = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status: 429, code: 'RATE_LIMITED', msg: 'Please wait' }),
});
// Resend's wait running out (the code step's `after` delay).
const waited = {
  type: 'xstate.after.resendWait.phoneVerification.open.enteringCode.resend.waiting',
};
const [consentId = 'sms-consent', consentContract] = Object.entries(
  phoneConsentContracts.contract_data,
)[0] ?? ['sms-consent'];

const events = [
  { type: 'consent.toggled', consented: true },
  { type: 'consent.toggled', consented: false },
  { type: 'consent.continued' },
  { type: 'code.submitted', code: '123456' },
  { type: 'resend.requested' },
  { type: 'phone.skipped' },
  { type: 'phone.notMine' },
  done('loadConsent', { id: consentId, ...consentContract }),
  failed('loadConsent'),
  done('signConsent', clickwrapSignature),
  failed('signConsent'),
  done('sendPhoneCode', phoneCodeSent),
  failed('sendPhoneCode'),
  notFound('sendPhoneCode'),
  tooSoon('sendPhoneCode'),
  waited,
  done('verifyPhone', phoneVerified),
  failed('verifyPhone'),
  notFound('verifyPhone'),
  done('resendPhoneCode', phoneCodeSent),
  failed('resendPhoneCode'),
  notFound('resendPhoneCode'),
  tooSoon('resendPhoneCode'),
  done('markNonPersonal', phoneNonPersonal),
  failed('markNonPersonal'),
] as const;

const calls: Record<string, InvokedCall> = {
  loadConsent: { method: 'get', path: '/v2/clickwrap/contract-data' },
  signConsent: { method: 'post', path: '/v2/clickwrap/contracts-signed' },
  sendPhoneCode: { method: 'post', path: '/v2/web/user/phone-verification-code' },
  resendPhoneCode: { method: 'post', path: '/v2/web/user/phone-verification-code' },
  verifyPhone: { method: 'post', path: '/v2/web/user/verify-phone-number' },
  markNonPersonal: { method: 'post', path: '/v2/web/user/set-phone-non-personal' },
};

const { accessId, groupKey, signerId } = phoneVerificationConfig;
const input = () => ({
  agreement: { accessId, groupKey, signerId },
  phone: '14155550195',
});
// While a call is on its way only its outcomes are offered: a user event (or Resend's wait
// running out) then would race the call (the headless tests press Skip while the consent loads).
const userEvents = events.filter(
  (event) => !event.type.startsWith('xstate.') || event.type.startsWith('xstate.after.'),
);
const outcomes = events.filter(
  (event) => event.type.startsWith('xstate.') && !event.type.startsWith('xstate.after.'),
);
export const phoneVerificationModel = defineFlowModel({
  machine: phoneVerificationMachine,
  provided: () =>
    phoneVerificationMachine.provide({ actors: phoneVerificationActors(signedInClient()) }),
  variants: [{ name: 'a user with an unverified phone', input: () => input() }],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  serializeState,
  calls,
  // loadConsent shapes the provider's answer into one contract: walking answers with the group.
  serverAnswer: (event) =>
    event.type === 'xstate.done.actor.loadConsent' ? phoneConsentContracts : undefined,
});
