import type { SnapshotFrom } from 'xstate';
import { isTested, needsTest, type ssoSettingsMachine } from './sso-settings.machine';

type SsoSettingsSnapshot = SnapshotFrom<typeof ssoSettingsMachine>;

/** What the "Single sign-on" section shows of the flow. */
export function ssoSettingsView(snapshot: SsoSettingsSnapshot) {
  const { context } = snapshot;
  const tested = isTested(context) ? context.test : null;
  return {
    provider: context.provider,
    oktaDomain: context.oktaDomain,
    issuer: context.issuer,
    clientId: context.clientId,
    clientSecret: context.clientSecret,
    enforced: context.enforced,
    stored: context.stored,
    /** The round trip is under way (the server starting it, or the admin at the provider). */
    testing: snapshot.hasTag('testing'),
    /** Who signed in at the provider, when the test vouches for the details as they stand. */
    testedEmail: tested?.email ?? null,
    needsTest: needsTest(context),
    problem: context.problem,
    error: context.error,
    verifying: snapshot.hasTag('verifying'),
    saving: snapshot.matches('saving'),
  };
}

export type SsoSettingsView = ReturnType<typeof ssoSettingsView>;
