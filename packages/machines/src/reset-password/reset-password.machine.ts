import { type ResetLinkStatus } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { hasProblems, newPasswordProblems, stripSpaces } from '../change-password/password-rules';
import { resetPasswordActors } from './reset-password.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { ResetPasswordContext, ResetPasswordEvent } from './reset-password.types';
import { errorFrom } from '../kernel/actor-error';

/**
 * `/reset-password?token=`: the link is validated first; an expired or used one says 'This
 * link seems to be expired or invalid.'; then a new password and its confirmation.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
    tags: {} as 'busy',
  },
  actors: resetPasswordActors(unprovidedClient),
  guards: {
    hasToken: ({ context }) => context.token !== '',
    linkRefused: ({ event }) => errorFrom(event).code === 'LINK_INVALID',
    formIsValid: ({ event }) => {
      assertEvent(event, 'form.submitted');
      return !hasProblems(newPasswordProblems(event));
    },
  },
  actions: {
    rememberLink: assign((_, status: ResetLinkStatus) => ({ email: status.email, error: null })),
    rememberProblems: assign({
      problems: ({ event }) => {
        assertEvent(event, 'form.submitted');
        return newPasswordProblems(event);
      },
      error: null,
    }),
    clearProblems: assign({ problems: {}, error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token,
    email: null,
    problems: {},
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'validating' }, { target: 'invalid' }],
    },
    validating: {
      description: 'validate-reset-password: is the link live?',
      tags: ['busy'],
      invoke: {
        id: 'validateLink',
        src: 'validateLink',
        input: ({ context }) => context,
        onDone: {
          target: 'editing',
          actions: { type: 'rememberLink', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'linkRefused', target: 'invalid' },
          { target: 'failed', actions: 'rememberError' },
        ],
      },
    },
    failed: {
      description: 'The link could not be checked (not refused): try again.',
      on: { 'retry.requested': 'validating' },
    },
    invalid: { description: "'This link seems to be expired or invalid.'" },
    editing: {
      description: 'The new password and its confirmation, by the rules of §5.',
      on: {
        'form.submitted': [
          { guard: 'formIsValid', target: 'resetting', actions: 'clearProblems' },
          { actions: 'rememberProblems' },
        ],
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submitted');
          return {
            token: context.token,
            newPassword: stripSpaces(event.newPassword),
          };
        },
        onDone: 'done',
        onError: [
          { guard: 'linkRefused', target: 'invalid' },
          { target: 'editing', actions: 'rememberError' },
        ],
      },
    },
    done: { description: 'The password is reset; every session ended.', type: 'final' },
  },
});
