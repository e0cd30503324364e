// What the Receipts page announces as the addresses change: each announcement names the
// address it is about, a removed one included (its address was forgotten once confirmed).
import type { ReceiptSenders } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { receiptSenderMachine } from './receipt-sender.machine';
import type { ReceiptSenderEmitted } from './receipt-sender.types';

const HOME = { id: '5e0d6c1a-0000-4000-8000-000000000001', address: 'ava.home@mail.example' };

const answer = (state: 'pending' | 'verified' | null): ReceiptSenders => ({
  signInAddress: 'ava.reed@northwind.example',
  senders: state === null ? [] : [{ ...HOME, state, addedAt: '2026-12-01T09:00:00.000Z' }],
});

function startSenders() {
  const actor = createActor(
    receiptSenderMachine.provide({
      actors: {
        addSender: fromPromise(() => Promise.resolve(answer('pending'))),
        verifySender: fromPromise(() => Promise.resolve(answer('verified'))),
        removeSender: fromPromise(() => Promise.resolve(answer(null))),
      },
    }),
  ).start();
  const said: Pick<ReceiptSenderEmitted, 'done' | 'address'>[] = [];
  actor.on('senders.changed', ({ done, address }) => said.push({ done, address }));
  return { actor, said };
}

describe('receipt sender machine', () => {
  it('names the address in every announcement: added, verified, removed', async () => {
    const { actor, said } = startSenders();
    actor.send({ type: 'sender.added', address: 'Ava.Home@mail.example ' });
    await waitFor(actor, (snapshot) => snapshot.matches('enteringCode'));
    actor.send({ type: 'code.submitted', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.matches('listing'));
    actor.send({ type: 'sender.removed', sender: HOME });
    await waitFor(actor, (snapshot) => snapshot.matches('listing') && said.length === 3);
    expect(said).toEqual([
      { done: 'added', address: HOME.address },
      { done: 'verified', address: HOME.address },
      { done: 'removed', address: HOME.address },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ pending: null, address: null });
  });
});
