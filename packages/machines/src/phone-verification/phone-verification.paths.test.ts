import { ApiError } from '@outlay/api-client';
import {
  clickwrapSignature,
  phoneCodeSent,
  phoneConsentContracts,
  phoneNonPersonal,
  phoneVerificationConfig,
  phoneVerified,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { phoneVerificationMachine } from './phone-verification.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof phoneVerificationMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    consented: snapshot.context.consented,
    consent: snapshot.context.consent !== null,
    failure: snapshot.context.failure,
    codeSentEarlier: snapshot.context.codeSentEarlier,
    outcome: snapshot.context.outcome?.outcome ?? null,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) });
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
const input = (client = createTestClient().client) => ({
  client,
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
const { paths, coverage } = transitionPaths(phoneVerificationMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  input: input(),
  serializeState,
});

// loadConsent shapes the provider's answer into one contract: walking answers with the group.
const withServerAnswers = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) =>
    step.event.type === 'xstate.done.actor.loadConsent'
      ? { ...step, event: { ...step.event, output: phoneConsentContracts } }
      : step,
  ),
}));

describe('phone verification machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `phone verification model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(withServerAnswers.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path) => {
      await walkPath(path, {
        start: () =>
          createActor(phoneVerificationMachine, {
            input: input(createTestClient({ token: 'token', logouts: 0 }).client),
          }).start(),
        server,
        calls,
        serializeState,
      });
    },
  );
});
