// One receipt of the Receipts page: suggested, matched, unmatched or still being read, and the
// user's actions on it (confirm, choose another entry, discard, take off its entry), each a
// call whose answer (or refusal) the machine follows.
import type { InboxReceipt, InboxState } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { inboxReceiptActors } from './inbox-receipt.actors';
import { inboxReceiptMachine } from './inbox-receipt.machine';

const RECEIPT_ID = '8c1f4e0a-0000-4000-8000-000000000001';
const coffee = {
  id: 910001,
  merchant: 'Blue Bottle Coffee',
  date: '2026-11-28',
  amountMinor: 1450,
  currency: 'USD',
};

const answered = (state: InboxState): InboxReceipt => ({
  id: RECEIPT_ID,
  fileName: 'coffee.pdf',
  contentType: 'application/pdf',
  state,
  unmatchedReason: state === 'unmatched' ? 'declined' : null,
  read: {
    method: 'pdf',
    merchant: coffee.merchant,
    date: coffee.date,
    totalMinor: coffee.amountMinor,
    currency: coffee.currency,
    taxMinor: null,
  },
  entry: state === 'matched' ? coffee : null,
  suggestions: [],
  receivedAt: '2026-11-29T08:00:00.000Z',
});

const userEvents = [
  { type: 'match.confirmed', entryId: coffee.id },
  { type: 'entry.chosen', entryId: 910002 },
  { type: 'receipt.discarded' },
  { type: 'receipt.unmatched' },
  { type: 'inbox.read', state: 'suggested' },
  { type: 'inbox.read', state: 'matched' },
];

const outcomes = [
  done('act', answered('matched')),
  done('act', answered('unmatched')),
  done('act', answered('discarded')),
  refused('act', 409, 'CONFLICT'),
];

export const inboxReceiptModel = defineFlowModel({
  machine: inboxReceiptMachine,
  provided: () => inboxReceiptMachine.provide({ actors: inboxReceiptActors(signedInClient()) }),
  variants: [
    {
      name: 'a mailed PDF with two suggested purchases',
      input: () => ({ receiptId: RECEIPT_ID, state: 'suggested' as const }),
    },
    {
      name: 'a phone photo still being read',
      input: () => ({ receiptId: RECEIPT_ID, state: 'reading' as const }),
    },
    {
      name: 'a receipt no purchase looks like',
      input: () => ({ receiptId: RECEIPT_ID, state: 'unmatched' as const }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      state: snapshot.context.state,
      asked: snapshot.context.asked,
      error: snapshot.context.error !== null,
    }),
  calls: {
    // The four actions share the call's shape: one answer for whichever the user chose.
    act: { method: 'post', path: '/v2/web/receipt-inbox/:receiptId/:action' },
  },
});
