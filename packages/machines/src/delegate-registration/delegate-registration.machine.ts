import type { ActionCodeSent, DelegateRegistered } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { codeStep, codeStepSetup, firstCodeSend, freshCodeStep } from '../kernel/code-step';
import { unprovidedClient } from '../kernel/unprovided-client';
import { delegatePersonProblems, hasPersonProblems, trimmedPerson } from './delegate-person';
import { delegateRegistrationActors } from './delegate-registration.actors';
import type {
  DelegateRegistrationContext,
  DelegateRegistrationEvent,
  DelegateRegistrationNotice,
} from './delegate-registration.types';

type RegistrationArgs = {
  context: DelegateRegistrationContext;
  event: DelegateRegistrationEvent;
};

const delegateRegistrationSetup = setup({
  types: {
    context: {} as DelegateRegistrationContext,
    events: {} as DelegateRegistrationEvent,
    emitted: {} as DelegateRegistrationNotice,
    tags: {} as 'busy',
  },
  actors: delegateRegistrationActors(unprovidedClient),
  guards: {
    /** The address is taken (409): the form says so beside the email. */
    addressTaken: ({ event }) => errorFrom(event).status === 409,
    /** Names and address as the contract takes them (spec part 2 §5): worth a code. */
    personIsComplete: ({ event }) =>
      event.type === 'person.submitted' && !hasPersonProblems(delegatePersonProblems(event.person)),
  },
  actions: {
    rememberPerson: assign({
      person: ({ event }) => {
        assertEvent(event, 'person.submitted');
        return trimmedPerson(event.person);
      },
      problems: null,
      error: null,
    }),
    rememberProblems: assign({
      problems: ({ event }) => {
        assertEvent(event, 'person.submitted');
        return delegatePersonProblems(event.person);
      },
      error: null,
    }),
    rememberDestination: assign((_, sent: ActionCodeSent) => ({ destination: sent.destination })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    forgetCode: assign({ ...freshCodeStep, error: null }),
    announceRegistered: emit((_, registered: DelegateRegistered) => ({
      type: 'delegate.registered' as const,
      msg: registered.msg,
      delegates: registered.delegates,
    })),
    forgetPerson: assign({ person: null }),
  },
}).extend(codeStepSetup<DelegateRegistrationContext, DelegateRegistrationEvent>());

/**
 * Registering a delegate (issue 36, spec part 2 §2.5 "sign the user up directly"): the admin
 * fills in the person, a fresh code of REGISTER_DELEGATE is emailed to the admin, and the right
 * code signs the person up as their delegate. An address already in the company goes back to
 * the form with the server's words beside the email.
 */
export const delegateRegistrationMachine = delegateRegistrationSetup.createMachine({
  id: 'delegateRegistration',
  context: {
    person: null,
    destination: '',
    problems: null,
    ...freshCodeStep,
    error: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description:
        'First name, last name, email and role (Admin or Employee); Send code. A person with a field wrong stays here, each field saying what is wrong.',
      on: {
        'person.submitted': [
          {
            guard: 'personIsComplete',
            target: 'sendingCode',
            actions: ['forgetCode', 'rememberPerson'],
          },
          { target: 'editing', actions: 'rememberProblems' },
        ],
      },
    },
    sendingCode: {
      description: 'A fresh 6-digit code is emailed to the admin.',
      tags: ['busy'],
      invoke: firstCodeSend({
        send: { id: 'sendDelegateCode', src: 'sendDelegateCode' },
        sent: 'enteringCode',
        sentActions: [
          {
            type: 'rememberDestination',
            params: ({ event }: { event: { output: ActionCodeSent } }) => event.output,
          },
        ],
        failed: { target: 'editing', actions: 'rememberError' },
      }),
    },
    enteringCode: {
      on: { 'registration.cancelled': { target: 'editing', actions: 'forgetCode' } },
      ...codeStep({
        step: '#delegateRegistration.enteringCode',
        description: 'The code emailed to the admin; Resend; Register delegate.',
        verify: {
          id: 'registerDelegate',
          src: 'registerDelegate',
          input: ({ context, event }: RegistrationArgs) => {
            assertEvent(event, 'code.submitted');
            return { person: context.person, code: event.code };
          },
        },
        verified: {
          target: '#delegateRegistration.registered',
          actions: [
            {
              type: 'announceRegistered',
              params: ({ event }: { event: { output: DelegateRegistered } }) => event.output,
            },
            'forgetPerson',
          ],
        },
        verifyRefusals: [
          {
            guard: 'addressTaken',
            target: '#delegateRegistration.editing',
            actions: 'rememberError',
          },
        ],
        resend: { id: 'resendDelegateCode', src: 'sendDelegateCode' },
      }),
    },
    registered: {
      description: 'The delegate is registered and listed; another can be registered.',
      on: {
        'person.submitted': [
          {
            guard: 'personIsComplete',
            target: 'sendingCode',
            actions: ['forgetCode', 'rememberPerson'],
          },
          { target: 'editing', actions: 'rememberProblems' },
        ],
      },
    },
  },
});
