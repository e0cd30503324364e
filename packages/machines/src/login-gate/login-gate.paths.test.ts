import type { LoggedInUser } from '@outlay/api-client';
import {
  employeeUser,
  legalRepresentativeConfirmed,
  northwind,
  passwordWarningSent,
  phoneVerificationConfig,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { loginGateMachine } from './login-gate.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof loginGateMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    error: snapshot.context.error !== null,
    destination: snapshot.context.destination,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) });

const base: LoggedInUser = {
  ...employeeUser,
  passwordChangedStatus: 'DONE',
  isTermsAndConditionsAccepted: true,
  phoneNumber: '4155550100',
  countryCallingCode: '+1',
  isPhoneVerified: true,
  isPhoneNumberPersonal: true,
  isPhoneVerificationDisabledByMaxAttempts: false,
  startPhysicalCardCreationAfterLogin: false,
};
const unconfirmed = { ...northwind, legalRepresentativeConfirmed: false };

/** One session per gate state, and one that meets every gate at once. */
const sessions = [
  { user: { ...base, email: 'none@demo.outlay.test' }, company: northwind },
  {
    user: {
      ...base,
      email: 'forced@demo.outlay.test',
      passwordChangedStatus: 'MANDATORY_CHANGE_REQUIRED' as const,
    },
    company: northwind,
  },
  {
    user: { ...base, email: 'expiring@demo.outlay.test', passwordChangedStatus: 'NO' as const },
    company: northwind,
  },
  {
    user: {
      ...base,
      email: 'everything@demo.outlay.test',
      role: 'admin' as const,
      passwordChangedStatus: 'NO' as const,
      isTermsAndConditionsAccepted: false,
      isPhoneVerified: false,
      startPhysicalCardCreationAfterLogin: true,
      cardHolderStatus: 'active' as const,
    },
    company: unconfirmed,
  },
  {
    user: { ...base, email: 'phone-elsewhere@demo.outlay.test', isPhoneVerified: false },
    company: { ...northwind, countryCode: 'CA' },
  },
];

const userEvents = [
  { type: 'password.changed' },
  { type: 'password.changeChosen' },
  { type: 'password.changeCancelled' },
  { type: 'expiration.dismissed' },
  { type: 'terms.accepted' },
  { type: 'legalRepresentative.answered', isRepresentative: true },
  { type: 'phone.closed' },
];
const outcomes = [
  done('dismissPasswordWarning', passwordWarningSent),
  failed('dismissPasswordWarning'),
  done('confirmLegalRepresentative', legalRepresentativeConfirmed),
  failed('confirmLegalRepresentative'),
  done('loadPhoneConfig', { ...phoneVerificationConfig, countryCodes: ['US'] }),
  failed('loadPhoneConfig'),
];

const calls: Record<string, InvokedCall> = {
  dismissPasswordWarning: { method: 'patch', path: '/v2/web/user/update-password-changed-status' },
  confirmLegalRepresentative: {
    method: 'post',
    path: '/v2/web/company/confirm-legal-representative',
  },
  loadPhoneConfig: { method: 'get', path: '/v2/web/user/phone-verification-config' },
};

// The user and the company come in as input, as the app holds them: one model per session.
const models = sessions.map((session) => ({
  session,
  ...transitionPaths(loginGateMachine, {
    // While a call is on its way only its outcomes are offered, so no user event races it.
    events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
    input: { client: createTestClient().client, ...session },
    serializeState,
  }),
}));

describe('login gate machine, model-based', () => {
  it('reaches every state node of the machine over the sessions', () => {
    const unvisitedEverywhere = models
      .map((model) => model.coverage.unvisitedStateNodes)
      .reduce((common, unvisited) => common.filter((id) => unvisited.includes(id)));
    expect(unvisitedEverywhere).toEqual(models[0]?.coverage.passThroughStateNodes);
    for (const { session, coverage, paths } of models) {
      console.info(
        `login gate model (${session.user.email}): ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
      );
    }
  });

  // A session that meets no gate is done as it starts: it has no path to walk.
  const walked = models.filter((model) => model.paths.length > 0);
  describe.each(walked.map((model) => [model.session.user.email, model] as const))(
    'for %s',
    (_email, { session, paths }) => {
      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
        await walkPath(path, {
          start: () =>
            createActor(loginGateMachine, {
              input: {
                client: createTestClient({ token: 'token', logouts: 0 }).client,
                ...session,
              },
            }).start(),
          server,
          calls,
          serializeState,
        });
      });
    },
  );
});
