// The single sign-on settings' model: a company on Okta (stored, optional) and one without
// SSO; the admin edits, tests the connection in its window (succeeded, refused, closed,
// blocked), and saves with a fresh code; the server's refusals of the test and the save.
import type { SsoSettings } from '@outlay/api-client';
import { mockActionCode, ssoSettingsFixture } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed, refused } from '../testing/flow-model';
import type { InvokedCall } from '../testing/model-paths';
import { ssoSettingsActors } from './sso-settings.actors';
import { detailsKeyOf, isTested, ssoSettingsMachine } from './sso-settings.machine';

const noSso: SsoSettings = {
  ...ssoSettingsFixture,
  provider: 'none',
  oktaDomain: null,
  issuer: null,
  clientId: null,
  clientSecretSet: false,
};

const serializeState = (snapshot: SnapshotFrom<typeof ssoSettingsMachine>) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    details: detailsKeyOf(context),
    stored: detailsKeyOf({ ...context.stored, ...storedStrings(context.stored) }),
    enforced: context.enforced,
    tested: isTested(context),
    problem: context.problem !== null,
    error: context.error !== null,
  });
};

const storedStrings = (settings: SsoSettings) => ({
  oktaDomain: settings.oktaDomain ?? '',
  issuer: settings.issuer ?? '',
  clientId: settings.clientId ?? '',
  clientSecret: '',
});

const started = {
  testId: 'mock-test',
  authorizationUrl: 'http://localhost/sandbox/oidc/okta/auth?state=test.mock-state',
};

const events = [
  { type: 'provider.chosen', provider: 'none' },
  { type: 'provider.chosen', provider: 'okta' },
  { type: 'provider.chosen', provider: 'google' },
  { type: 'details.changed', field: 'clientSecret', value: 'a-new-secret' },
  { type: 'enforced.changed', enforced: true },
  { type: 'test.requested' },
  { type: 'popup.blocked' },
  {
    type: 'popup.answered',
    answer: { ok: true, testId: 'mock-test', email: 'sso.admin@demo.outlay.test' },
  },
  {
    type: 'popup.answered',
    answer: { ok: false, message: 'The identity provider refused the client id or secret.' },
  },
  { type: 'popup.closed' },
  { type: 'save.requested' },
  { type: 'verification.succeeded', actionCode: mockActionCode },
  { type: 'verification.cancelled' },
  done('startConnectionTest', started),
  failed('startConnectionTest'),
  refused('startConnectionTest', 502, 'SSO_TEST_UNREACHABLE'),
  done('saveSettings', { ...ssoSettingsFixture, enforced: true }),
  failed('saveSettings'),
  refused('saveSettings', 400, 'ACTION_CODE_INVALID'),
] as const;

const calls: Record<string, InvokedCall> = {
  startConnectionTest: { method: 'post', path: '/v2/web/company/sso-settings/connection-test' },
  saveSettings: { method: 'put', path: '/v2/web/company/sso-settings' },
};

// While a call is on its way only its outcomes are offered: a press then would race it.
const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));

export const ssoSettingsModel = defineFlowModel({
  machine: ssoSettingsMachine,
  provided: () => ssoSettingsMachine.provide({ actors: ssoSettingsActors(signedInClient()) }),
  variants: [
    {
      name: 'a company signing in through Okta (optional)',
      input: () => ({ settings: ssoSettingsFixture }),
    },
    { name: 'a company without single sign-on yet', input: () => ({ settings: noSso }) },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : [...userEvents, ...outcomes]),
  serializeState,
  calls,
  // The section stays on the page for another change: a journey ends once saved.
  journeyEnds: (snapshot) => snapshot.matches('saved'),
});
