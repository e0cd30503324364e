import type { SsoConnectionTestRequest, SsoSettings } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { ssoSettingsActors } from './sso-settings.actors';
import type {
  SsoDetails,
  SsoSettingsContext,
  SsoSettingsEvent,
  SsoSettingsInput,
  SsoSettingsNotice,
} from './sso-settings.types';

/** What a test vouches for, as one comparable string. */
export const detailsKeyOf = (details: SsoDetails) =>
  JSON.stringify([
    details.provider,
    details.provider === 'okta' ? details.oktaDomain.trim() : '',
    details.issuer.trim(),
    details.clientId.trim(),
    details.clientSecret,
  ]);

/** The details as stored, the secret left as kept. */
const storedDetails = (settings: SsoSettings): SsoDetails => ({
  provider: settings.provider,
  oktaDomain: settings.oktaDomain ?? '',
  issuer: settings.issuer ?? '',
  clientId: settings.clientId ?? '',
  clientSecret: '',
});

/** Whether saving needs a succeeded test of the details as they stand. */
export function needsTest(context: SsoSettingsContext) {
  return (
    context.provider !== 'none' &&
    detailsKeyOf(context) !== detailsKeyOf(storedDetails(context.stored))
  );
}

export const isTested = (context: SsoSettingsContext) =>
  context.test !== null && context.test.detailsKey === detailsKeyOf(context);

const testRequestOf = (context: SsoSettingsContext): SsoConnectionTestRequest => ({
  provider: context.provider === 'google' ? 'google' : 'okta',
  issuer: context.issuer,
  clientId: context.clientId,
  ...(context.provider === 'okta' ? { oktaDomain: context.oktaDomain } : {}),
  ...(context.clientSecret === '' ? {} : { clientSecret: context.clientSecret }),
});

const fresh = (settings: SsoSettings) => ({
  ...storedDetails(settings),
  stored: settings,
  enforced: settings.enforced,
  test: null,
  problem: null,
  authorizationUrl: null,
  error: null,
});

/** Edits are taken in every resting state: the form stays editable after a test or a save. */
const edits = {
  'provider.chosen': { target: '#ssoSettings.editing', actions: 'chooseProvider' },
  'details.changed': { target: '#ssoSettings.editing', actions: 'changeDetail' },
  'enforced.changed': { target: '#ssoSettings.editing', actions: 'changeEnforced' },
} as const;

const ssoSettingsSetup = setup({
  types: {
    context: {} as SsoSettingsContext,
    events: {} as SsoSettingsEvent,
    input: {} as SsoSettingsInput,
    emitted: {} as SsoSettingsNotice,
    tags: {} as 'busy' | 'verifying' | 'testing',
  },
  actors: ssoSettingsActors(unprovidedClient),
  guards: {
    providerChosen: ({ context }) => context.provider !== 'none',
    mayVerify: ({ context }) => !needsTest(context) || isTested(context),
    answeredOk: ({ event }) => {
      assertEvent(event, 'popup.answered');
      return event.answer.ok;
    },
  },
  actions: {
    chooseProvider: assign(({ context, event }) => {
      assertEvent(event, 'provider.chosen');
      // Another provider's details are not this one's: the stored ones return with their own.
      const back = event.provider === context.stored.provider;
      return {
        ...(back
          ? storedDetails(context.stored)
          : { oktaDomain: '', issuer: '', clientId: '', clientSecret: '' }),
        provider: event.provider,
        problem: null,
        error: null,
      };
    }),
    changeDetail: assign(({ event }) => {
      assertEvent(event, 'details.changed');
      return { [event.field]: event.value, problem: null };
    }),
    changeEnforced: assign(({ event }) => {
      assertEvent(event, 'enforced.changed');
      return { enforced: event.enforced };
    }),
    startTesting: assign({ problem: null, error: null, test: null, authorizationUrl: null }),
    rememberBlocked: assign({ problem: { kind: 'blocked' } as const }),
    rememberClosed: assign({ problem: { kind: 'closed' } as const }),
    rememberNeeded: assign({ problem: { kind: 'needed' } as const }),
    rememberUrl: assign((_, url: string) => ({ authorizationUrl: url })),
    announceUrl: emit((_, url: string) => ({
      type: 'test.started' as const,
      authorizationUrl: url,
    })),
    announceAbandoned: emit({ type: 'test.abandoned' as const }),
    rememberAnswer: assign(({ context, event }) => {
      assertEvent(event, 'popup.answered');
      const { answer } = event;
      return answer.ok
        ? {
            test: { testId: answer.testId, email: answer.email, detailsKey: detailsKeyOf(context) },
            problem: null,
            authorizationUrl: null,
          }
        : {
            test: null,
            problem: { kind: 'refused' as const, message: answer.message },
            authorizationUrl: null,
          };
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event), authorizationUrl: null }),
    rememberSaved: assign((_, settings: SsoSettings) => fresh(settings)),
    announceSaved: emit((_, settings: SsoSettings) => ({
      type: 'sso.saved' as const,
      settings,
    })),
  },
});

/**
 * The "Single sign-on" section of Security settings (issue 42): choose Google or Okta, enter
 * the identity provider's details, "Test connection" (a sign-in round trip in its own window
 * that must succeed for these very details), choose optional or required, then a fresh
 * CHANGE_SSO_SETTINGS code saves it. Turning SSO off, or only changing whether it is
 * required, needs no test; anything the provider is reached with does.
 */
export const ssoSettingsMachine = ssoSettingsSetup.createMachine({
  id: 'ssoSettings',
  context: ({ input }) => fresh(input.settings),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The provider (none, Google, Okta), its details, optional or required; Test connection and Save.',
      on: {
        ...edits,
        'test.requested': { guard: 'providerChosen', target: 'startingTest' },
        'popup.blocked': { actions: 'rememberBlocked' },
        'save.requested': [
          { guard: 'mayVerify', target: 'verifying' },
          { actions: 'rememberNeeded' },
        ],
      },
    },
    startingTest: {
      description: 'The server checks the issuer’s discovery and starts the round trip.',
      tags: ['busy', 'testing'],
      entry: 'startTesting',
      invoke: {
        id: 'startConnectionTest',
        src: 'startConnectionTest',
        input: ({ context }) => testRequestOf(context),
        onDone: {
          target: 'awaitingProvider',
          actions: [
            { type: 'rememberUrl', params: ({ event }) => event.output.authorizationUrl },
            { type: 'announceUrl', params: ({ event }) => event.output.authorizationUrl },
          ],
        },
        onError: { target: 'editing', actions: ['rememberError', 'announceAbandoned'] },
      },
    },
    awaitingProvider: {
      description:
        'The test window is at the identity provider: the admin signs in there, and the window says how it went.',
      tags: ['testing'],
      on: {
        'popup.answered': [
          { guard: 'answeredOk', target: 'tested', actions: 'rememberAnswer' },
          { target: 'editing', actions: 'rememberAnswer' },
        ],
        'popup.closed': { target: 'editing', actions: 'rememberClosed' },
      },
    },
    tested: {
      description: 'The round trip succeeded for these details: who signed in is shown.',
      on: {
        ...edits,
        'test.requested': { target: 'startingTest' },
        'popup.blocked': { target: 'editing', actions: 'rememberBlocked' },
        'save.requested': { target: 'verifying' },
      },
    },
    verifying: {
      description: 'The verification dialog asks for a fresh CHANGE_SSO_SETTINGS code.',
      tags: ['verifying'],
      on: {
        'verification.succeeded': 'saving',
        'verification.cancelled': 'editing',
      },
    },
    saving: {
      description: 'The settings are saved with the code (and the succeeded test).',
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.succeeded');
          const tested = isTested(context) ? context.test : null;
          return {
            provider: context.provider,
            enforced: context.provider !== 'none' && context.enforced,
            actionCode: event.actionCode,
            ...(tested ? { connectionTestId: tested.testId } : {}),
          };
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'rememberSaved', params: ({ event }) => event.output },
            { type: 'announceSaved', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    saved: {
      description: 'Saved: the stored settings are the form’s; another change starts again.',
      on: {
        ...edits,
        'test.requested': { guard: 'providerChosen', target: 'startingTest' },
        'popup.blocked': { target: 'editing', actions: 'rememberBlocked' },
      },
    },
  },
});
