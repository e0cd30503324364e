import type { SsoSettings, SsoSettingsUpdate } from '@outlay/api-client';
import { mockActionCode, ssoSettingsFixture } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ssoSettingsMachine } from './sso-settings.machine';
import { ssoSettingsView } from './sso-settings.view';

const noSso: SsoSettings = {
  ...ssoSettingsFixture,
  provider: 'none',
  oktaDomain: null,
  issuer: null,
  clientId: null,
  clientSecretSet: false,
};

function startSettings(settings: SsoSettings) {
  const saved: SsoSettingsUpdate[] = [];
  const actor = createActor(
    ssoSettingsMachine.provide({
      actors: {
        startConnectionTest: fromPromise(() =>
          Promise.resolve({
            testId: 'test-1',
            authorizationUrl: 'http://localhost/sandbox/oidc/google/auth?state=test.1',
          }),
        ),
        saveSettings: fromPromise(({ input }: { input: SsoSettingsUpdate }) => {
          saved.push(input);
          return Promise.resolve({
            ...settings,
            provider: input.provider,
            enforced: input.enforced,
          });
        }),
      },
    }),
    { input: { settings } },
  ).start();
  return { actor, saved };
}

const view = (actor: ReturnType<typeof startSettings>['actor']) =>
  ssoSettingsView(actor.getSnapshot());

describe('sso settings machine', () => {
  it('saves new details only after a succeeded test of exactly those details', async () => {
    const { actor, saved } = startSettings(noSso);
    actor.send({ type: 'provider.chosen', provider: 'google' });
    actor.send({ type: 'details.changed', field: 'issuer', value: 'http://localhost/google' });
    actor.send({ type: 'details.changed', field: 'clientId', value: 'outlay-google' });
    actor.send({ type: 'details.changed', field: 'clientSecret', value: 'secret' });
    actor.send({ type: 'save.requested' });
    expect(view(actor).problem).toEqual({ kind: 'needed' });
    expect(view(actor).verifying).toBe(false);

    const urls: string[] = [];
    actor.on('test.started', (notice) => urls.push(notice.authorizationUrl));
    actor.send({ type: 'test.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    expect(urls).toEqual(['http://localhost/sandbox/oidc/google/auth?state=test.1']);
    actor.send({
      type: 'popup.answered',
      answer: { ok: true, testId: 'test-1', email: 'sso.admin@demo.outlay.test' },
    });
    expect(view(actor).testedEmail).toBe('sso.admin@demo.outlay.test');

    // A changed secret is not what was tested.
    actor.send({ type: 'details.changed', field: 'clientSecret', value: 'other' });
    expect(view(actor).testedEmail).toBeNull();
    actor.send({ type: 'details.changed', field: 'clientSecret', value: 'secret' });
    expect(view(actor).testedEmail).toBe('sso.admin@demo.outlay.test');

    actor.send({ type: 'enforced.changed', enforced: true });
    actor.send({ type: 'save.requested' });
    expect(view(actor).verifying).toBe(true);
    actor.send({ type: 'verification.succeeded', actionCode: mockActionCode });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saved).toEqual([
      {
        provider: 'google',
        enforced: true,
        actionCode: mockActionCode,
        connectionTestId: 'test-1',
      },
    ]);
  });

  it('tells a refused test, a closed window and a blocked one apart', async () => {
    const { actor } = startSettings(ssoSettingsFixture);
    actor.send({ type: 'popup.blocked' });
    expect(view(actor).problem).toEqual({ kind: 'blocked' });
    actor.send({ type: 'test.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    expect(view(actor).testing).toBe(true);
    actor.send({ type: 'popup.closed' });
    expect(view(actor).problem).toEqual({ kind: 'closed' });
    actor.send({ type: 'test.requested' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingProvider'));
    actor.send({ type: 'popup.answered', answer: { ok: false, message: 'Refused.' } });
    expect(view(actor).problem).toEqual({ kind: 'refused', message: 'Refused.' });
    expect(view(actor).testedEmail).toBeNull();
  });

  it('turns SSO off, or makes it required, with a fresh code and no test', async () => {
    const { actor, saved } = startSettings(ssoSettingsFixture);
    actor.send({ type: 'enforced.changed', enforced: true });
    actor.send({ type: 'save.requested' });
    actor.send({ type: 'verification.cancelled' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'save.requested' });
    actor.send({ type: 'verification.succeeded', actionCode: mockActionCode });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saved).toEqual([{ provider: 'okta', enforced: true, actionCode: mockActionCode }]);
  });
});
