import type { ReceiptSenders } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { receiptSenderActors } from './receipt-sender.actors';
import type {
  ReceiptSenderContext,
  ReceiptSenderEmitted,
  ReceiptSenderEvent,
} from './receipt-sender.types';

const normal = (address: string) => address.trim().toLowerCase();

/** The listed address the add answered with, when it still waits for its code. */
const pendingOf = (senders: ReceiptSenders, address: string | null) =>
  senders.senders.find(
    (one) => address !== null && one.address === normal(address) && one.state === 'pending',
  ) ?? null;

/**
 * The other addresses a cardholder sends receipts from (issue 37), on the Receipts page: add
 * one (a code is mailed to it), type the code back (or have it sent again, or stop), remove
 * one. Each change is emitted with the list as the server left it, for the page to show and
 * announce.
 */
export const receiptSenderMachine = setup({
  types: {
    context: {} as ReceiptSenderContext,
    events: {} as ReceiptSenderEvent,
    emitted: {} as ReceiptSenderEmitted,
    tags: {} as 'busy',
  },
  actors: receiptSenderActors(unprovidedClient),
  guards: {
    waitsForCode: ({ context, event }) =>
      'output' in event && pendingOf(event.output as ReceiptSenders, context.address) !== null,
  },
  actions: {
    rememberAddress: assign(({ event }) => {
      assertEvent(event, 'sender.added');
      return { address: event.address, error: null };
    }),
    rememberOpened: assign(({ event }) => {
      assertEvent(event, 'sender.verifyOpened');
      return { pending: event.sender, address: event.sender.address, error: null };
    }),
    rememberRemoved: assign(({ event }) => {
      assertEvent(event, 'sender.removed');
      return { pending: null, address: event.sender.address, error: null };
    }),
    rememberPending: assign(({ context }, senders: ReceiptSenders) => ({
      pending: pendingOf(senders, context.address),
      error: null,
    })),
    forget: assign({ pending: null, address: null, error: null }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    announce: emit(
      ({ context }, params: { senders: ReceiptSenders; done: ReceiptSenderEmitted['done'] }) => ({
        type: 'senders.changed' as const,
        senders: params.senders,
        done: params.done,
        address: context.pending?.address ?? context.address ?? '',
      }),
    ),
  },
}).createMachine({
  id: 'receiptSender',
  context: { pending: null, address: null, error: null },
  initial: 'listing',
  states: {
    listing: {
      description: 'The sign-in address and the listed ones; add an address, or remove one.',
      on: {
        'sender.added': { target: 'adding', actions: 'rememberAddress' },
        'sender.verifyOpened': { target: 'enteringCode', actions: 'rememberOpened' },
        'sender.removed': { target: 'removing', actions: 'rememberRemoved' },
      },
    },
    adding: {
      description: 'The address is listed and a code mailed to it.',
      tags: ['busy'],
      invoke: {
        id: 'addSender',
        src: 'addSender',
        input: ({ context }) => ({ address: context.address ?? '' }),
        onDone: [
          {
            guard: 'waitsForCode',
            target: 'enteringCode',
            actions: [
              { type: 'rememberPending', params: ({ event }) => event.output },
              {
                type: 'announce',
                params: ({ event }) => ({ senders: event.output, done: 'added' as const }),
              },
            ],
          },
          // Listed and verified already: nothing to confirm.
          { target: 'listing', actions: 'forget' },
        ],
        // Taken, a sign-in address, five listed already, or sent too often: said at the field.
        onError: { target: 'listing', actions: 'rememberError' },
      },
    },
    enteringCode: {
      description: 'The 6-digit code mailed to the address; send it again, or stop.',
      on: {
        'code.submitted': 'verifying',
        'code.resent': 'resending',
        'code.cancelled': { target: 'listing', actions: 'forget' },
      },
    },
    resending: {
      description: 'A new code is mailed to the address.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'resendCode',
        src: 'addSender',
        input: ({ context }) => ({ address: context.pending?.address ?? '' }),
        onDone: 'enteringCode',
        onError: { target: 'enteringCode', actions: 'rememberError' },
      },
    },
    verifying: {
      description: 'The server checks the code; right, the address sends receipts.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'verifySender',
        src: 'verifySender',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submitted');
          return { senderId: context.pending?.id ?? '', code: event.code };
        },
        onDone: {
          target: 'listing',
          actions: [
            {
              type: 'announce',
              params: ({ event }) => ({ senders: event.output, done: 'verified' as const }),
            },
            'forget',
          ],
        },
        // Wrong or expired code (tries left said), or taken by someone first.
        onError: { target: 'enteringCode', actions: 'rememberError' },
      },
    },
    removing: {
      description: 'The address stops sending receipts.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'removeSender',
        src: 'removeSender',
        input: ({ event }) => {
          assertEvent(event, 'sender.removed');
          return { senderId: event.sender.id };
        },
        onDone: {
          target: 'listing',
          actions: [
            {
              type: 'announce',
              params: ({ event }) => ({ senders: event.output, done: 'removed' as const }),
            },
            'forget',
          ],
        },
        onError: { target: 'listing', actions: 'rememberError' },
      },
    },
  },
});
