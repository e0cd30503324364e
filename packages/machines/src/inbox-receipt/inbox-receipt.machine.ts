import type { InboxReceipt } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { inboxReceiptActors } from './inbox-receipt.actors';
import type {
  InboxActionKind,
  InboxReceiptContext,
  InboxReceiptEmitted,
  InboxReceiptEvent,
  InboxReceiptInput,
} from './inbox-receipt.types';

const KIND_OF: Record<string, InboxActionKind> = {
  'match.confirmed': 'confirm',
  'entry.chosen': 'choose',
  'receipt.discarded': 'discard',
  'receipt.unmatched': 'unmatch',
};

const stateTargets = [
  { guard: 'isReading', target: 'reading' },
  { guard: 'isMatched', target: 'matched' },
  { guard: 'isSuggested', target: 'suggested' },
  { guard: 'isDiscarded', target: 'discarded' },
  { target: 'unmatched' },
] as const;

/**
 * One receipt of the Receipts page (issue 37): what its state lets the user do (confirm a
 * suggestion, choose another entry, discard, take it off its entry) and the call each makes.
 * The server reads and matches receipts on its own: the page tells the machine what the inbox
 * read says (`inbox.read`) and the machine follows.
 */
export const inboxReceiptMachine = setup({
  types: {
    context: {} as InboxReceiptContext,
    events: {} as InboxReceiptEvent,
    input: {} as InboxReceiptInput,
    emitted: {} as InboxReceiptEmitted,
    tags: {} as 'busy',
  },
  actors: inboxReceiptActors(unprovidedClient),
  guards: {
    isReading: ({ context }) => context.state === 'reading',
    isMatched: ({ context }) => context.state === 'matched',
    isSuggested: ({ context }) => context.state === 'suggested',
    isDiscarded: ({ context }) => context.state === 'discarded',
  },
  actions: {
    rememberRead: assign(({ event }) => {
      assertEvent(event, 'inbox.read');
      return { state: event.state };
    }),
    rememberAsked: assign(({ event }) => ({ asked: KIND_OF[event.type] ?? null, error: null })),
    rememberReceipt: assign((_, receipt: InboxReceipt) => ({ receipt, state: receipt.state })),
    announce: emit((_, receipt: InboxReceipt) => ({ type: 'receipt.changed' as const, receipt })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
  },
}).createMachine({
  id: 'inboxReceipt',
  context: ({ input }) => ({ ...input, asked: null, receipt: null, error: null }),
  initial: 'sorting',
  on: {
    'inbox.read': { target: '.sorting', actions: 'rememberRead' },
  },
  states: {
    sorting: {
      description: 'Which state the receipt is in, as the inbox or the last action says.',
      always: [...stateTargets],
    },
    reading: { description: 'The server is reading it (OCR, PDF text or CFDI).' },
    matched: {
      description: 'On a purchase: it may be moved to another entry, taken off, or discarded.',
      on: {
        'entry.chosen': { target: 'acting', actions: 'rememberAsked' },
        'receipt.unmatched': { target: 'acting', actions: 'rememberAsked' },
        'receipt.discarded': { target: 'acting', actions: 'rememberAsked' },
      },
    },
    suggested: {
      description: 'Likely purchases with why: confirm one, choose another entry, or discard.',
      on: {
        'match.confirmed': { target: 'acting', actions: 'rememberAsked' },
        'entry.chosen': { target: 'acting', actions: 'rememberAsked' },
        'receipt.discarded': { target: 'acting', actions: 'rememberAsked' },
      },
    },
    unmatched: {
      description: 'No likely purchase: choose an entry, or discard.',
      on: {
        'entry.chosen': { target: 'acting', actions: 'rememberAsked' },
        'receipt.discarded': { target: 'acting', actions: 'rememberAsked' },
      },
    },
    discarded: { description: 'Discarded: no longer listed.', type: 'final' },
    acting: {
      description: 'The action is sent; the receipt as the server leaves it comes back.',
      tags: ['busy'],
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context, event }) => ({
          kind: KIND_OF[event.type] ?? 'discard',
          receiptId: context.receiptId,
          entryId:
            event.type === 'match.confirmed' || event.type === 'entry.chosen'
              ? event.entryId
              : null,
        }),
        onDone: {
          target: 'sorting',
          actions: [
            { type: 'rememberReceipt', params: ({ event }) => event.output },
            { type: 'announce', params: ({ event }) => event.output },
          ],
        },
        // A refusal (10 receipts on the entry already, or gone) leaves the receipt as it was.
        onError: { target: 'sorting', actions: 'rememberError' },
      },
    },
  },
});
