import type { LoggedInUser } from '@outlay/api-client';
import {
  employeeUser,
  legalRepresentativeConfirmed,
  northwind,
  passwordWarningSent,
  phoneVerificationConfig,
} from '@outlay/api-client/mocks';
import { listenOptions, setupMockServer } from '@outlay/api-client/mocks/node';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { loginGateMachine } from './login-gate.machine';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Snapshot = SnapshotFrom<typeof loginGateMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    user: snapshot.context.user?.email ?? null,
    error: snapshot.context.error !== null,
    notice: snapshot.context.notice,
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
  { type: 'phone.closed', tone: 'success', message: 'Your phone number is verified.' },
  { type: 'retry.requested' },
];
const outcomes = [
  ...sessions.map((session) => done('loadSession', session)),
  failed('loadSession'),
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

const { paths, coverage } = transitionPaths(loginGateMachine, {
  // While a call is on its way only its outcomes are offered, so no user event races it.
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  input: { client: createTestClient().client },
  serializeState,
});

/**
 * loadSession makes two calls (the user and the company): the walk answers both the way the
 * path's outcome says, before the gate starts or is retried.
 */
function answerSession(event: EventObject | undefined) {
  if (event?.type === 'xstate.done.actor.loadSession') {
    const { user, company } = (event as EventObject & { output: (typeof sessions)[number] }).output;
    server.use(
      http.get('*/api/v2/web/user/load-user-profile', () => HttpResponse.json(user), {
        once: true,
      }),
      http.get('*/api/v2/web/company/company-details', () => HttpResponse.json(company), {
        once: true,
      }),
    );
  } else if (event?.type === 'xstate.error.actor.loadSession') {
    server.use(
      http.get(
        '*/api/v2/web/company/company-details',
        () => HttpResponse.json({ errors: { msg: 'Model failure' } }, { status: 422 }),
        { once: true },
      ),
    );
  }
}

describe('login gate machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `login gate model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    // The session loads are answered here; the walk answers the gates' own calls.
    const loads = path.steps.filter((step) => step.event.type.endsWith('.loadSession'));
    for (const step of [...loads].reverse()) answerSession(step.event);
    const rest = {
      ...path,
      steps: path.steps.map((step) =>
        step.event.type.endsWith('.loadSession')
          ? { ...step, event: { type: 'model.sessionLoaded' } }
          : step,
      ),
    };
    await walkPath(rest, {
      start: () =>
        createActor(loginGateMachine, {
          input: { client: createTestClient({ token: 'token', logouts: 0 }).client },
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
