import { and, assertEvent, assign, setup } from 'xstate';
import { hasProblems, newPasswordProblems, stripSpaces } from '../change-password/password-rules';
import { errorFrom } from '../kernel/actor-error';
import {
  codeProblemOf,
  firstCodeSend,
  type CodeSentNotice,
  codeStepSetup,
  freshCodeStep,
  resendRegion,
} from '../kernel/code-step';
import { setupAccountActors } from './setup-account.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  SetupAccountContext,
  SetupAccountEvent,
  SetupAccountInput,
} from './setup-account.types';

type SetupArgs = { context: SetupAccountContext; event: SetupAccountEvent };

const codeRequest = ({ context }: SetupArgs) => ({ email: context.email });

/** What the setupAccount machine names: its guards, actions, actors and delays, its code step's too. */
const setupAccountSetup = setup({
  types: {
    context: {} as SetupAccountContext,
    events: {} as SetupAccountEvent,
    input: {} as SetupAccountInput,
    emitted: {} as CodeSentNotice,
    tags: {} as 'busy',
  },
  actors: setupAccountActors(unprovidedClient),
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'code.requested');
      return event.email.trim() !== '';
    },
    passwordsAreValid: ({ event }) => {
      assertEvent(event, 'form.submitted');
      return !hasProblems(newPasswordProblems(event));
    },
  },
  actions: {
    rememberEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'code.requested');
        return event.email.trim();
      },
    }),
    rememberProblems: assign(({ event }) => {
      assertEvent(event, 'form.submitted');
      return {
        problems: newPasswordProblems(event),
        codeProblem: codeProblemOf(event.code),
        error: null,
      };
    }),
    clearProblems: assign({ problems: {}, codeProblem: null, error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
  },
}).extend(codeStepSetup<SetupAccountContext, SetupAccountEvent>());

/**
 * `/setup-account?email=` (from `/set-password`): an invited user proves the email with a
 * 6-digit code, then chooses a first password by the rules of §5.
 */
export const setupAccountMachine = setupAccountSetup.createMachine({
  id: 'setupAccount',
  context: ({ input }) => ({
    email: input.email,
    ...freshCodeStep,
    problems: {},
    codeProblem: null,
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
      invoke: firstCodeSend({
        send: { id: 'requestSetupCode', src: 'requestSetupCode', input: codeRequest },
        sent: 'choosingPassword',
        failed: { target: 'askingForCode', actions: 'rememberError' },
      }),
    },
    choosingPassword: {
      description: 'The emailed code, the new password and its confirmation; Resend.',
      type: 'parallel',
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'form.submitted': [
                  {
                    guard: and(['codeIsComplete', 'passwordsAreValid']),
                    target: 'settingUp',
                    actions: 'clearProblems',
                  },
                  { actions: 'rememberProblems' },
                ],
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
        resend: resendRegion({
          step: '#setupAccount.choosingPassword',
          send: { id: 'resendSetupCode', src: 'requestSetupCode', input: codeRequest },
        }),
      },
    },
    done: { description: 'The password is set; the user can sign in.', type: 'final' },
  },
});
