import type { CodeSent, LoggedInUser, LoginChallenge, LoginResult } from '@outlay/api-client';
import { and, assertEvent, assign, enqueueActions, not, setup, stateIn } from 'xstate';
import {
  checkCredentials,
  sendEmailCode,
  startAuthenticatorSetup,
  verifySecondFactor,
} from './login.actors';
import type { AuthenticatorSetup, LoginContext, LoginEvent, LoginInput } from './login.types';
import { errorFrom, isRateLimited } from '../kernel/actor-error';
import {
  codeSentContext,
  earlierCodeContext,
  resendWait,
  type CodeSentNotice,
} from '../kernel/code-step';
import { isOneTimeCode } from '@outlay/rules';

/**
 * Sign-in: email and password, then a second factor (an emailed code, or an authenticator app,
 * set up on the way when it is not yet). Each screen of the flow is a tag, so the app maps the
 * state to its route (`/`, `/login-options`, `/login-verify`, `/login-auth`).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoggedInUser,
    emitted: {} as CodeSentNotice,
    tags: {} as
      | 'screen.credentials'
      | 'screen.options'
      | 'screen.code'
      | 'screen.authenticatorSetup'
      | 'busy',
  },
  actors: { checkCredentials, sendEmailCode, startAuthenticatorSetup, verifySecondFactor },
  delays: { resendWait },
  guards: {
    credentialsPresent: ({ event }) => {
      assertEvent(event, 'credentials.submitted');
      return event.email.trim() !== '' && event.password !== '';
    },
    choseEmail: ({ event }) => {
      assertEvent(event, 'method.chosen');
      return event.method === 'EMAIL';
    },
    authenticatorIsSetUp: ({ context }) => context.challenge?.isTwoFactorAuth === true,
    codeIsSixDigits: ({ event }) => {
      assertEvent(event, 'code.submitted');
      return isOneTimeCode(event.code);
    },
    usesEmail: ({ context }) => context.method === 'EMAIL',
    resendIsDue: ({ context }) => context.resendAfterSeconds <= 0,
    rateLimited: ({ event }) => isRateLimited(errorFrom(event)),
    /** A browser the user trusts: the password was enough, the answer is the signed-in user. */
    signedInByTrustedDevice: (_, result: LoginResult) => 'secretToken' in result,
  },
  actions: {
    rememberEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'credentials.submitted');
        return event.email.trim();
      },
      error: null,
    }),
    rememberChallenge: assign((_, challenge: LoginChallenge) => ({ challenge, error: null })),
    rememberMethod: assign({
      method: ({ event }) => {
        assertEvent(event, 'method.chosen');
        return event.method;
      },
      error: null,
      codesSent: 0,
      resendAfterSeconds: 0,
      codeSentEarlier: false,
    }),
    rememberAuthenticator: assign((_, authenticator: AuthenticatorSetup) => ({ authenticator })),
    rememberUser: assign((_, user: LoggedInUser) => ({ user, error: null })),
    rememberDeviceChoice: assign({
      rememberDevice: ({ event }) => {
        assertEvent(event, 'rememberDevice.changed');
        return event.remember;
      },
    }),
    markCodeSent: enqueueActions(({ context, enqueue }, sent: CodeSent) => {
      enqueue.assign({ ...codeSentContext(context, sent), error: null });
      enqueue.emit({ type: 'code.sent', resent: context.codesSent > 0 });
    }),
    rememberEarlierCode: assign(({ event }) => ({
      ...earlierCodeContext(errorFrom(event)),
      error: null,
    })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    forgetChallenge: assign({
      challenge: null,
      method: null,
      authenticator: null,
      codesSent: 0,
      resendAfterSeconds: 0,
      codeSentEarlier: false,
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    client: input.client,
    email: '',
    challenge: null,
    method: null,
    authenticator: null,
    error: null,
    codesSent: 0,
    resendAfterSeconds: 0,
    codeSentEarlier: false,
    user: null,
    rememberDevice: false,
  }),
  initial: 'enteringCredentials',
  on: {
    'login.restarted': {
      target: '.enteringCredentials',
      actions: ['forgetChallenge', 'clearError'],
    },
    'rememberDevice.changed': { actions: 'rememberDeviceChoice' },
  },
  states: {
    enteringCredentials: {
      description: 'The sign-in form: email and password.',
      tags: ['screen.credentials'],
      on: {
        'credentials.submitted': {
          guard: 'credentialsPresent',
          target: 'checkingCredentials',
          actions: 'rememberEmail',
        },
      },
    },
    checkingCredentials: {
      description: 'The server checks the email and password.',
      tags: ['screen.credentials', 'busy'],
      invoke: {
        id: 'checkCredentials',
        src: 'checkCredentials',
        input: ({ context, event }) => {
          assertEvent(event, 'credentials.submitted');
          return { client: context.client, email: event.email.trim(), password: event.password };
        },
        onDone: [
          {
            guard: { type: 'signedInByTrustedDevice', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: {
              type: 'rememberUser',
              params: ({ event }) => event.output as LoggedInUser,
            },
          },
          {
            target: 'choosingMethod',
            actions: {
              type: 'rememberChallenge',
              params: ({ event }) => event.output as LoginChallenge,
            },
          },
        ],
        // A 423 (a new device where the company allows only trusted ones) lands here too.
        onError: { target: 'enteringCredentials', actions: 'rememberError' },
      },
    },
    choosingMethod: {
      description: "'How do you want to verify your account?': email code or authenticator app.",
      tags: ['screen.options'],
      on: {
        'method.chosen': [
          { guard: 'choseEmail', target: 'sendingEmailCode', actions: 'rememberMethod' },
          { guard: 'authenticatorIsSetUp', target: 'enteringCode', actions: 'rememberMethod' },
          { target: 'settingUpAuthenticator', actions: 'rememberMethod' },
        ],
      },
    },
    sendingEmailCode: {
      description:
        'A login code is emailed. If that fails, the visitor goes back to sign in, unless one went out moments ago.',
      tags: ['screen.options', 'busy'],
      invoke: {
        id: 'sendEmailCode',
        src: 'sendEmailCode',
        input: ({ context }) => ({
          client: context.client,
          userId: context.challenge?.userId ?? '',
        }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'markCodeSent', params: ({ event }) => event.output },
        },
        onError: [
          // A code went out moments ago and is still the one to enter: no new password needed.
          { guard: 'rateLimited', target: 'enteringCode', actions: 'rememberEarlierCode' },
          { target: 'enteringCredentials', actions: ['forgetChallenge', 'rememberError'] },
        ],
      },
    },
    settingUpAuthenticator: {
      description:
        'No authenticator app yet: the emailed code proves the inbox first, then its QR code and secret, then a first code from the app.',
      tags: ['screen.authenticatorSetup'],
      initial: 'sendingEmailCode',
      on: {
        'method.changeRequested': { target: 'choosingMethod', actions: 'clearError' },
      },
      states: {
        sendingEmailCode: {
          description: 'The password alone must not add a second factor: an email code first.',
          tags: ['busy'],
          invoke: {
            id: 'sendEnrolmentCode',
            src: 'sendEmailCode',
            input: ({ context }) => ({
              client: context.client,
              userId: context.challenge?.userId ?? '',
            }),
            onDone: {
              target: 'provingEmail',
              actions: { type: 'markCodeSent', params: ({ event }) => event.output },
            },
            onError: [
              // A code went out moments ago (the email option): that one proves the inbox.
              { guard: 'rateLimited', target: 'provingEmail', actions: 'rememberEarlierCode' },
              { target: '#login.choosingMethod', actions: 'rememberError' },
            ],
          },
        },
        provingEmail: {
          description: 'The code emailed to the user, before the QR code is shown.',
          type: 'parallel',
          states: {
            code: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'code.submitted': {
                      guard: and([
                        'codeIsSixDigits',
                        not(stateIn('#login.settingUpAuthenticator.provingEmail.resend.sending')),
                      ]),
                      target: '#login.settingUpAuthenticator.loadingSecret',
                    },
                  },
                },
              },
            },
            resend: {
              initial: 'waiting',
              states: {
                waiting: {
                  always: { guard: 'resendIsDue', target: 'ready' },
                  after: { resendWait: 'ready' },
                },
                ready: { on: { 'resend.requested': 'sending' } },
                sending: {
                  tags: ['busy'],
                  invoke: {
                    id: 'resendEnrolmentCode',
                    src: 'sendEmailCode',
                    input: ({ context }) => ({
                      client: context.client,
                      userId: context.challenge?.userId ?? '',
                    }),
                    onDone: {
                      target: 'waiting',
                      actions: { type: 'markCodeSent', params: ({ event }) => event.output },
                    },
                    onError: [
                      { guard: 'rateLimited', target: 'waiting', actions: 'rememberEarlierCode' },
                      { target: 'ready', actions: 'rememberError' },
                    ],
                  },
                },
              },
            },
          },
        },
        loadingSecret: {
          tags: ['busy'],
          invoke: {
            id: 'startAuthenticatorSetup',
            src: 'startAuthenticatorSetup',
            input: ({ context, event }) => {
              assertEvent(event, 'code.submitted');
              return {
                client: context.client,
                userId: context.challenge?.userId ?? '',
                code: event.code,
              };
            },
            onDone: {
              target: 'showingSecret',
              actions: { type: 'rememberAuthenticator', params: ({ event }) => event.output },
            },
            onError: { target: 'provingEmail.code.idle', actions: 'rememberError' },
          },
        },
        showingSecret: {
          on: {
            'code.submitted': { guard: 'codeIsSixDigits', target: 'confirming' },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmAuthenticator',
            src: 'verifySecondFactor',
            input: ({ context, event }) => {
              assertEvent(event, 'code.submitted');
              return {
                client: context.client,
                userId: context.challenge?.userId ?? '',
                code: event.code,
                method: 'OTP' as const,
                rememberDevice: context.rememberDevice,
              };
            },
            onDone: {
              target: '#login.signedIn',
              actions: { type: 'rememberUser', params: ({ event }) => event.output },
            },
            onError: { target: 'showingSecret', actions: 'rememberError' },
          },
        },
      },
    },
    enteringCode: {
      description:
        "The six-digit code from the email or the authenticator app; Resend waits out the server's delay.",
      tags: ['screen.code'],
      type: 'parallel',
      on: {
        'method.changeRequested': { target: 'choosingMethod', actions: 'clearError' },
      },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.submitted': {
                  guard: and([
                    'codeIsSixDigits',
                    not(stateIn('#login.enteringCode.resend.sending')),
                  ]),
                  target: 'verifying',
                },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifySecondFactor',
                input: ({ context, event }) => {
                  assertEvent(event, 'code.submitted');
                  return {
                    client: context.client,
                    userId: context.challenge?.userId ?? '',
                    code: event.code,
                    method: context.method ?? 'EMAIL',
                    rememberDevice: context.rememberDevice,
                  };
                },
                onDone: {
                  target: '#login.signedIn',
                  actions: { type: 'rememberUser', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'rememberError' },
              },
            },
          },
        },
        resend: {
          description: 'Resend is offered for an emailed code once the server would send another.',
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'resendIsDue', target: 'ready' },
              after: { resendWait: 'ready' },
            },
            ready: {
              on: {
                'resend.requested': {
                  guard: and(['usesEmail', stateIn('#login.enteringCode.code.idle')]),
                  target: 'sending',
                },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'resendEmailCode',
                src: 'sendEmailCode',
                input: ({ context }) => ({
                  client: context.client,
                  userId: context.challenge?.userId ?? '',
                }),
                onDone: {
                  target: 'waiting',
                  actions: { type: 'markCodeSent', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: 'rateLimited', target: 'waiting', actions: 'rememberEarlierCode' },
                  { target: 'ready', actions: 'rememberError' },
                ],
              },
            },
          },
        },
      },
    },
    signedIn: {
      description: 'The second factor passed; the app holds the session now.',
      type: 'final',
    },
  },
  output: ({ context }) => {
    if (!context.user) throw new Error('signedIn without a user');
    return context.user;
  },
});
