import { type OutlayClient } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { hasProblems, newPasswordProblems, stripSpaces } from '../change-password/password-rules';
import { requestSetupCode, setupPassword } from './setup-account.actors';
import type { SetupAccountContext, SetupAccountEvent } from './setup-account.types';
import { errorFrom } from '../kernel/actor-error';
import { isOneTimeCode } from '@outlay/rules';

/**
 * `/setup-account?email=` (from `/set-password`): an invited user proves the email with a
 * 6-digit code, then chooses a first password by the rules of §5.
 */
export const setupAccountMachine = setup({
  types: {
    context: {} as SetupAccountContext,
    events: {} as SetupAccountEvent,
    input: {} as { client: OutlayClient; email: string },
    tags: {} as 'busy',
  },
  actors: { requestSetupCode, setupPassword },
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'code.requested');
      return event.email.trim() !== '';
    },
    formIsValid: ({ event }) => {
      assertEvent(event, 'form.submitted');
      return isOneTimeCode(event.code) && !hasProblems(newPasswordProblems(event));
    },
  },
  actions: {
    rememberEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'code.requested');
        return event.email.trim();
      },
    }),
    markCodeSent: assign({ codesSent: ({ context }) => context.codesSent + 1, error: null }),
    rememberProblems: assign(({ event }) => {
      assertEvent(event, 'form.submitted');
      return {
        problems: newPasswordProblems(event),
        codeMissing: !isOneTimeCode(event.code),
        error: null,
      };
    }),
    clearProblems: assign({ problems: {}, codeMissing: false, error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
  },
}).createMachine({
  id: 'setupAccount',
  context: ({ input }) => ({
    client: input.client,
    email: input.email,
    codesSent: 0,
    problems: {},
    codeMissing: false,
    error: null,
  }),
  initial: 'askingForCode',
  states: {
    askingForCode: {
      description: 'The invited email, and "Email me a code".',
      on: {
        'code.requested': { guard: 'hasEmail', target: 'sendingCode', actions: 'rememberEmail' },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestSetupCode',
        src: 'requestSetupCode',
        input: ({ context }) => context,
        onDone: { target: 'choosingPassword', actions: 'markCodeSent' },
        onError: { target: 'askingForCode', actions: 'rememberError' },
      },
    },
    choosingPassword: {
      description: 'The emailed code, the new password and its confirmation.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'form.submitted': [
              { guard: 'formIsValid', target: 'settingUp', actions: 'clearProblems' },
              { actions: 'rememberProblems' },
            ],
            'resend.requested': 'resending',
          },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resendSetupCode',
            src: 'requestSetupCode',
            input: ({ context }) => context,
            onDone: { target: 'idle', actions: 'markCodeSent' },
            onError: { target: 'idle', actions: 'rememberError' },
          },
        },
        settingUp: {
          tags: ['busy'],
          invoke: {
            id: 'setupPassword',
            src: 'setupPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'form.submitted');
              return {
                client: context.client,
                email: context.email,
                code: event.code,
                newPassword: stripSpaces(event.newPassword),
              };
            },
            onDone: '#setupAccount.done',
            onError: { target: 'idle', actions: 'rememberError' },
          },
        },
      },
    },
    done: { description: 'The password is set; the user can sign in.', type: 'final' },
  },
});
