import type { CompanyUsers } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { paoActors } from './pao.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type { InviteOutput } from '../invite/invite.types';
import type {
  PaoChildren,
  PaoContext,
  PaoEvent,
  PaoInput,
  PaoOutput,
  PaoUpdated,
} from './pao.types';

/** Spec part 2 §9: the search waits 800 ms after the last keystroke. */
export const PAO_SEARCH_DEBOUNCE_MS = 800;

const paoSetup = setup({
  types: {
    context: {} as PaoContext,
    events: {} as PaoEvent,
    input: {} as PaoInput,
    output: {} as PaoOutput,
    emitted: {} as PaoUpdated,
    children: {} as PaoChildren,
    tags: {} as 'busy' | 'verifying',
  },
  actors: paoActors(unprovidedClient),
  delays: { searchDebounce: PAO_SEARCH_DEBOUNCE_MS },
  guards: {
    /** Submit is enabled once an option is chosen, and a user for another person (§2.9). */
    mayDeclare: ({ context }) => context.option === 'me',
    /** Declaring oneself while another holds the flag moves it: a transfer, like naming one. */
    mayTakeOver: ({ context }) => context.option === 'me' && context.ownerElsewhere,
    mayChooseOther: ({ context }) => context.option === 'other' && context.chosenUser !== null,
    mayInvite: ({ context }) => context.option === 'invite',
    invited: (_, output: InviteOutput) => output.outcome === 'sent',
    wentBack: (_, output: InviteOutput) => output.outcome === 'back',
    otherFirstChosen: ({ context, event }) => {
      assertEvent(event, 'option.chosen');
      return event.option === 'other' && !context.searched;
    },
    isListed: ({ context, event }) => {
      assertEvent(event, 'user.chosen');
      return context.users.some((user) => user.id === event.userId);
    },
  },
  actions: {
    chooseOption: assign({
      option: ({ event }) => {
        assertEvent(event, 'option.chosen');
        return event.option;
      },
      error: null,
    }),
    rememberFilter: assign({
      filter: ({ event }) => {
        assertEvent(event, 'search.changed');
        return event.filter;
      },
    }),
    rememberUsers: assign(({ context }, { data: found }: CompanyUsers) => ({
      // The admin answers for someone else here; declaring oneself is the first option.
      users: found.users.filter((user) => user.id !== context.userId),
      hasMore: found.hasMore,
      searched: true,
      searchError: null,
      chosenUser:
        found.users.find((user) => user.id === context.chosenUser?.id) ?? context.chosenUser,
    })),
    rememberSearchError: assign({ searchError: ({ event }) => errorFrom(event), searched: true }),
    chooseUser: assign({
      chosenUser: ({ context, event }) => {
        assertEvent(event, 'user.chosen');
        return context.users.find((user) => user.id === event.userId) ?? null;
      },
      error: null,
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event), actionCode: null }),
    rememberActionCode: assign({
      actionCode: ({ event }) => {
        assertEvent(event, 'verification.succeeded');
        return event.actionCode;
      },
    }),
    markUpdated: assign({ updated: true }),
    announceUpdated: emit(({ context }) => ({
      type: 'pao.updated' as const,
      by: context.option ?? 'me',
    })),
  },
});

/**
 * The Primary Account Owner modal (spec part 2 §2.9, §4 "PAO", §7): the admin declares
 * themself, chooses another active user (searched, 800 ms after typing stops), or invites a
 * new one (the invite flow with isLegalRepresentative, whose Go Back returns here). Submit is
 * enabled only when the choice is complete; confirming sets the flag
 * (confirm-legal-representative). A transfer (another person, or taking the flag from one)
 * first asks for a fresh CHANGE_ACCOUNT_OWNER code, as edit-user does.
 */
export const paoMachine = paoSetup.createMachine({
  id: 'pao',
  context: ({ input }) => ({
    userId: input.userId,
    companyId: input.companyId,
    ownerElsewhere: input.ownerElsewhere ?? false,
    invite: input.invite,
    actionCode: null,
    option: null,
    filter: '',
    users: [],
    hasMore: false,
    searched: false,
    chosenUser: null,
    searchError: null,
    error: null,
    updated: false,
  }),
  initial: 'choosing',
  on: { 'pao.cancelled': '.cancelled' },
  states: {
    choosing: {
      description: 'The three options; another user is searched among the active ones.',
      type: 'parallel',
      states: {
        form: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'option.chosen': { actions: 'chooseOption' },
                'user.chosen': { guard: 'isListed', actions: 'chooseUser' },
                'owner.submitted': [
                  { guard: 'mayTakeOver', target: '#pao.verifying' },
                  { guard: 'mayDeclare', target: '#pao.confirming' },
                  { guard: 'mayChooseOther', target: '#pao.verifying' },
                  { guard: 'mayInvite', target: '#pao.inviting' },
                ],
              },
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            'search.changed': { target: '.waiting', reenter: true, actions: 'rememberFilter' },
          },
          states: {
            idle: {
              on: { 'option.chosen': { guard: 'otherFirstChosen', target: 'searching' } },
            },
            waiting: {
              description: 'Typing: the search waits 800 ms after the last keystroke.',
              after: { searchDebounce: 'searching' },
            },
            searching: {
              tags: ['busy'],
              invoke: {
                id: 'searchUsers',
                src: 'searchUsers',
                input: ({ context }) => ({ filter: context.filter }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'rememberUsers', params: ({ event }) => event.output },
                },
                onError: { target: 'idle', actions: 'rememberSearchError' },
              },
            },
          },
        },
      },
    },
    verifying: {
      description:
        'A transfer (another person, or taking the flag from one): the verification dialog asks for a fresh code.',
      tags: ['verifying'],
      on: {
        'verification.succeeded': { target: 'confirming', actions: 'rememberActionCode' },
        'verification.cancelled': 'choosing',
      },
    },
    confirming: {
      description: 'confirm-legal-representative with the admin or the chosen user.',
      tags: ['busy'],
      invoke: {
        id: 'confirmOwner',
        src: 'confirmOwner',
        input: ({ context }) => {
          const declaring = context.option === 'me';
          return {
            companyId: context.companyId,
            userId: declaring ? context.userId : (context.chosenUser?.id ?? context.userId),
            isAdminLegalRepresentative: declaring,
            actionCode: context.actionCode,
          };
        },
        onDone: { target: 'updated', actions: ['markUpdated', 'announceUpdated'] },
        onError: { target: 'choosing', actions: 'rememberError' },
      },
    },
    inviting: {
      description:
        'The invite flow for the new owner, as a child; Go Back returns to the options, closing it closes the modal.',
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => ({ ...context.invite, legalRepresentative: true }),
        onDone: [
          {
            guard: { type: 'invited', params: ({ event }) => event.output },
            target: 'updated',
            actions: ['markUpdated', 'announceUpdated'],
          },
          { guard: { type: 'wentBack', params: ({ event }) => event.output }, target: 'choosing' },
          { target: 'cancelled' },
        ],
      },
    },
    updated: {
      description: "'Primary Account Owner is updated successfully.'",
      type: 'final',
    },
    cancelled: { description: 'Closed without a change.', type: 'final' },
  },
  output: ({ context }) => ({ updated: context.updated }),
});
