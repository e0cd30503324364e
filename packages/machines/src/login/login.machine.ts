import type { LoggedInUser, LoginChallenge, LoginResult } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { loginActors } from './login.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { AuthenticatorSetup, LoginContext, LoginEvent } from './login.types';
import { errorFrom } from '../kernel/actor-error';
import {
  firstCodeSend,
  type CodeSentNotice,
  codeStep,
  codeStepSetup,
  freshCodeStep,
} from '../kernel/code-step';

type LoginArgs = { context: LoginContext; event: LoginEvent };

/** A code the user submitted, for the user of the challenge. */
const submittedCode = ({ context, event }: LoginArgs) => {
  assertEvent(event, 'code.submitted');
  return { userId: context.challenge?.userId ?? '', code: event.code };
};

/** The code to verify, and whether the user ticked "Remember this device". */
const codeToVerify = (args: LoginArgs) => ({
  ...submittedCode(args),
  rememberDevice: args.context.rememberDevice,
});

/** The login code goes to the user of the challenge (the first one, or Resend). */
const emailCodeInput = ({ context }: LoginArgs) => ({
  userId: context.challenge?.userId ?? '',
});

/** What the login machine names: its guards, actions, actors and delays, its code step's too. */
const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoggedInUser,
    emitted: {} as CodeSentNotice,
    tags: {} as
      | 'screen.credentials'
      | 'screen.options'
      | 'screen.code'
      | 'screen.authenticatorSetup'
      | 'busy',
  },
  actors: loginActors(unprovidedClient),
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
    usesEmail: ({ context }) => context.method === 'EMAIL',
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
      ...freshCodeStep,
    }),
    rememberAuthenticator: assign((_, authenticator: AuthenticatorSetup) => ({ authenticator })),
    rememberUser: assign((_, user: LoggedInUser) => ({ user, error: null })),
    rememberDeviceChoice: assign({
      rememberDevice: ({ event }) => {
        assertEvent(event, 'rememberDevice.changed');
        return event.remember;
      },
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    forgetChallenge: assign({
      challenge: null,
      method: null,
      authenticator: null,
      ...freshCodeStep,
    }),
  },
}).extend(codeStepSetup<LoginContext, LoginEvent>());

/**
 * Sign-in: email and password, then a second factor (an emailed code, or an authenticator app,
 * set up on the way when it is not yet). Each screen of the flow is a tag, so the app maps the
 * state to its route (`/`, `/login-options`, `/login-verify`, `/login-auth`).
 */
export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: () => ({
    email: '',
    challenge: null,
    method: null,
    authenticator: null,
    error: null,
    ...freshCodeStep,
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
        input: ({ event }) => {
          assertEvent(event, 'credentials.submitted');
          return { email: event.email.trim(), password: event.password };
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
      // A code that went out moments ago is still the one to enter: no new password needed.
      invoke: firstCodeSend({
        send: { id: 'sendEmailCode', src: 'sendEmailCode', input: emailCodeInput },
        sent: 'enteringCode',
        failed: { target: 'enteringCredentials', actions: ['forgetChallenge', 'rememberError'] },
      }),
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
          // A code that went out moments ago (the email option) proves the inbox as well.
          invoke: firstCodeSend({
            send: { id: 'sendEnrolmentCode', src: 'sendEmailCode', input: emailCodeInput },
            sent: 'provingEmail',
            failed: { target: '#login.choosingMethod', actions: 'rememberError' },
          }),
        },
        provingEmail: codeStep({
          step: '#login.settingUpAuthenticator.provingEmail',
          description:
            'The code emailed to the user; once the server takes it, the QR code and secret.',
          verify: {
            id: 'startAuthenticatorSetup',
            src: 'startAuthenticatorSetup',
            input: submittedCode,
          },
          verified: {
            target: '#login.settingUpAuthenticator.showingSecret',
            actions: {
              type: 'rememberAuthenticator',
              params: ({ event }: { event: { output: AuthenticatorSetup } }) => event.output,
            },
          },
          resend: { id: 'resendEnrolmentCode', src: 'sendEmailCode', input: emailCodeInput },
        }),
        showingSecret: {
          on: {
            'code.submitted': { guard: 'codeIsComplete', target: 'confirming' },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmAuthenticator',
            src: 'verifySecondFactor',
            input: (args) => ({ ...codeToVerify(args), method: 'OTP' as const }),
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
      tags: ['screen.code'],
      on: {
        'method.changeRequested': { target: 'choosingMethod', actions: 'clearError' },
      },
      ...codeStep({
        step: '#login.enteringCode',
        description:
          "The six-digit code from the email or the authenticator app; Resend, for an emailed code, waits out the server's delay.",
        verify: {
          id: 'verifyCode',
          src: 'verifySecondFactor',
          input: (args: LoginArgs) => ({
            ...codeToVerify(args),
            method: args.context.method ?? 'EMAIL',
          }),
        },
        verified: {
          target: '#login.signedIn',
          actions: {
            type: 'rememberUser',
            params: ({ event }: { event: { output: LoggedInUser } }) => event.output,
          },
        },
        resend: { id: 'resendEmailCode', src: 'sendEmailCode', input: emailCodeInput },
        resendOffered: 'usesEmail',
      }),
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
