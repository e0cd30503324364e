import { assertEvent, assign, emit, setup } from 'xstate';
import { changePasswordActors } from './change-password.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  ChangePasswordContext,
  ChangePasswordEvent,
  ChangePasswordInput,
  ChangePasswordOutcome,
} from './change-password.types';
import { changePasswordProblems, hasProblems, stripSpaces } from './password-rules';
import { errorFrom } from '../kernel/actor-error';

/** Server refusals that belong to one field of the form. */
const fieldOfErrorCode: Record<string, 'oldPassword' | 'newPassword'> = {
  PASSWORD_INCORRECT: 'oldPassword',
  PASSWORD_RULES: 'newPassword',
};

/**
 * Change password (spec part 1 §3.6, §5): the form's rules first; only when all pass is the
 * verification dialog shown; its action code goes with oldPassword and newPassword. The
 * machine waits for the dialog's answer as an event, so any verification UI can drive it.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutcome,
    emitted: {} as { type: 'password.changed' },
    tags: {} as 'busy' | 'verifying',
  },
  actors: changePasswordActors(unprovidedClient),
  guards: {
    formIsValid: ({ event }) => {
      assertEvent(event, 'form.submitted');
      return !hasProblems(changePasswordProblems(event));
    },
    mayCancel: ({ context }) => !context.forced,
  },
  actions: {
    rememberForm: assign({
      form: ({ event }) => {
        assertEvent(event, 'form.submitted');
        return {
          oldPassword: event.oldPassword,
          newPassword: stripSpaces(event.newPassword),
          confirmPassword: stripSpaces(event.confirmPassword),
        };
      },
      problems: {},
      error: null,
    }),
    rememberProblems: assign({
      problems: ({ event }) => {
        assertEvent(event, 'form.submitted');
        return changePasswordProblems(event);
      },
      error: null,
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event), form: null, problems: {} }),
    forgetForm: assign({ form: null }),
    markChanged: assign({ changed: true, form: null }),
    announceChanged: emit({ type: 'password.changed' as const }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    forced: input.forced,
    form: null,
    problems: {},
    error: null,
    changed: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Old, new and confirm password; the rules are checked on submit.',
      on: {
        'form.submitted': [
          { guard: 'formIsValid', target: 'verifying', actions: 'rememberForm' },
          { actions: 'rememberProblems' },
        ],
        'change.cancelled': { guard: 'mayCancel', target: 'cancelled' },
      },
    },
    verifying: {
      description: 'Every rule passed: the verification dialog asks for a fresh code.',
      tags: ['verifying'],
      on: {
        'verification.succeeded': 'changing',
        'verification.cancelled': { target: 'editing', actions: 'forgetForm' },
      },
    },
    changing: {
      description: 'change-password with oldPassword, newPassword and the action code.',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.succeeded');
          return {
            oldPassword: context.form?.oldPassword ?? '',
            newPassword: context.form?.newPassword ?? '',
            actionCode: event.actionCode,
          };
        },
        onDone: { target: 'changed', actions: ['markChanged', 'announceChanged'] },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    changed: { description: 'The password is changed; the status is DONE.', type: 'final' },
    cancelled: { description: 'Closed without a change (never when forced).', type: 'final' },
  },
  output: ({ context }) => (context.changed ? 'changed' : 'cancelled'),
});

/** The form field a server refusal belongs to, if any. */
export function fieldOfError(code: string | undefined): 'oldPassword' | 'newPassword' | null {
  return (code && fieldOfErrorCode[code]) || null;
}
