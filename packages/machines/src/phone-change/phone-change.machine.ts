import type { ChangePhoneNumberRequest, PhoneCodeSent, Profile } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { codeStep, codeStepSetup, firstCodeSend, freshCodeStep } from '../kernel/code-step';
import { unprovidedClient } from '../kernel/unprovided-client';
import { phoneChangeActors } from './phone-change.actors';
import type { PhoneChangeContext, PhoneChangeEvent, PhoneChangeNotice } from './phone-change.types';

type ChangeArgs = { context: PhoneChangeContext; event: PhoneChangeEvent };

const phoneChangeSetup = setup({
  types: {
    context: {} as PhoneChangeContext,
    events: {} as PhoneChangeEvent,
    emitted: {} as PhoneChangeNotice,
    tags: {} as 'busy',
  },
  actors: phoneChangeActors(unprovidedClient),
  actions: {
    rememberNumber: assign({
      number: ({ event }) => {
        assertEvent(event, 'number.submitted');
        return event.number;
      },
      error: null,
    }),
    rememberMasked: assign((_, sent: PhoneCodeSent) => ({ maskedPhone: sent.maskedPhone })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    forgetCode: assign({ ...freshCodeStep, error: null }),
    rememberProfile: assign((_, profile: Profile) => ({ profile })),
    announceChanged: emit(({ context }) => ({
      type: 'phone.changed' as const,
      // Set by rememberProfile on the way in.
      profile: context.profile as Profile,
    })),
  },
}).extend(codeStepSetup<PhoneChangeContext, PhoneChangeEvent>());

/**
 * Changing one's phone number on the profile page (the spec's change-phone-number, part 2 §5's
 * phone rules): the new number is sent, a code is texted to it, and the right code makes it
 * the person's. Until then the old number stays. A refused number (not valid, or someone
 * else's) returns to the number with the server's words beside it.
 */
export const phoneChangeMachine = phoneChangeSetup.createMachine({
  id: 'phoneChange',
  context: {
    number: null as ChangePhoneNumberRequest | null,
    maskedPhone: '',
    profile: null,
    ...freshCodeStep,
    error: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The new number: calling code and number, Send code.',
      on: {
        'number.submitted': { target: 'sendingCode', actions: ['forgetCode', 'rememberNumber'] },
      },
    },
    sendingCode: {
      description: 'A 6-digit code is texted to the new number.',
      tags: ['busy'],
      invoke: firstCodeSend({
        send: {
          id: 'sendChangeCode',
          src: 'sendChangeCode',
          input: ({ context }: ChangeArgs) => ({ number: context.number }),
        },
        sent: 'enteringCode',
        sentActions: [
          {
            type: 'rememberMasked',
            params: ({ event }: { event: { output: PhoneCodeSent } }) => event.output,
          },
        ],
        failed: { target: 'editing', actions: 'rememberError' },
      }),
    },
    enteringCode: {
      on: { 'change.cancelled': { target: 'editing', actions: 'forgetCode' } },
      ...codeStep({
        step: '#phoneChange.enteringCode',
        description: 'The code texted to the new number, checked by the server; Resend.',
        verify: {
          id: 'confirmChange',
          src: 'confirmChange',
          input: ({ event }: ChangeArgs) => {
            assertEvent(event, 'code.submitted');
            return { code: event.code };
          },
        },
        verified: {
          target: '#phoneChange.changed',
          actions: {
            type: 'rememberProfile',
            params: ({ event }: { event: { output: Profile } }) => event.output,
          },
        },
        resend: {
          id: 'resendChangeCode',
          src: 'sendChangeCode',
          input: ({ context }: ChangeArgs) => ({ number: context.number }),
        },
      }),
    },
    changed: {
      description: 'The new number is the person’s; another change starts again.',
      entry: 'announceChanged',
      on: {
        'number.submitted': { target: 'sendingCode', actions: ['forgetCode', 'rememberNumber'] },
      },
    },
  },
});
