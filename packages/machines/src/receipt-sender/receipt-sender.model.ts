// The receipt senders on the Receipts page: add an address (a code is mailed to it), type the
// code back, have it sent again or stop, remove an address; each a call whose answer (or
// refusal: taken, wrong code) the machine follows.
import type { ReceiptSenders } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { receiptSenderActors } from './receipt-sender.actors';
import { receiptSenderMachine } from './receipt-sender.machine';

const HOME = { id: '5e0d6c1a-0000-4000-8000-000000000001', address: 'ava.home@mail.example' };

const answer = (state: 'pending' | 'verified' | null): ReceiptSenders => ({
  signInAddress: 'ava.reed@northwind.example',
  senders: state === null ? [] : [{ ...HOME, state, addedAt: '2026-12-01T09:00:00.000Z' }],
});

const userEvents = [
  { type: 'sender.added', address: HOME.address },
  { type: 'sender.verifyOpened', sender: HOME },
  { type: 'sender.removed', sender: HOME },
  { type: 'code.submitted', code: '123456' },
  { type: 'code.resent' },
  { type: 'code.cancelled' },
];

const outcomes = [
  done('addSender', answer('pending')),
  done('addSender', answer('verified')),
  refused('addSender', 409, 'CONFLICT'),
  done('resendCode', answer('pending')),
  refused('resendCode', 429, 'RATE_LIMITED'),
  done('verifySender', answer('verified')),
  refused('verifySender', 400, 'CODE_INCORRECT'),
  done('removeSender', answer(null)),
  refused('removeSender', 404, 'NOT_FOUND'),
];

export const receiptSenderModel = defineFlowModel({
  machine: receiptSenderMachine,
  provided: () => receiptSenderMachine.provide({ actors: receiptSenderActors(signedInClient()) }),
  variants: [{ name: 'a cardholder with no other address yet', input: () => undefined }],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      pending: snapshot.context.pending !== null,
      error: snapshot.context.error?.status ?? null,
    }),
  calls: {
    addSender: { method: 'post', path: '/v2/web/receipt-senders' },
    resendCode: { method: 'post', path: '/v2/web/receipt-senders' },
    verifySender: { method: 'post', path: '/v2/web/receipt-senders/:senderId/verify' },
    removeSender: { method: 'delete', path: '/v2/web/receipt-senders/:senderId' },
  },
});
