import { assertEvent, assign, setup } from 'xstate';
import { forgotPasswordActors } from './forgot-password.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { ForgotPasswordContext, ForgotPasswordEvent } from './forgot-password.types';
import { errorFrom } from '../kernel/actor-error';

/** `/forgot-password`: an email in, a reset link out (to the outbox in demo mode). */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'busy',
  },
  actors: forgotPasswordActors(unprovidedClient),
  guards: {
    hasEmail: ({ event }) => {
      assertEvent(event, 'email.submitted');
      return event.email.trim() !== '';
    },
  },
  actions: {
    // The page words the answer from the web catalog: success texts are the app's own.
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    forget: assign({ error: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The email to send the link to.',
      on: { 'email.submitted': { guard: 'hasEmail', target: 'sending' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ event }) => {
          assertEvent(event, 'email.submitted');
          return { email: event.email.trim() };
        },
        onDone: { target: 'sent', actions: 'clearError' },
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    sent: {
      description: "'Check your email': the same answer whatever the email.",
      on: { reset: { target: 'editing', actions: 'forget' } },
    },
  },
});
