import { disputeFound, failWith, http, reportedDispute } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { disputeActors } from './dispute.actors';
import { checkDispute, disputeMachine } from './dispute.machine';
import type { DisputeEmitted, DisputeReasonKey } from './dispute.types';

const server = mockServerForSuite();

function startDispute(transactionReferenceId = 5012) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(disputeMachine.provide({ actors: disputeActors(client) }), {
    input: { transactionReferenceId, type: 'card' },
  });
  const emitted: DisputeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type Actor = ReturnType<typeof startDispute>['actor'];
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

async function openForm(actor: Actor) {
  await settled(actor);
  actor.send({ type: 'report.opened' });
  await settled(actor);
  expect(actor.getSnapshot().value).toBe('editing');
}

/** Chooses a reason that needs no comment, sends the report and waits for the answer. */
async function reportWithReason(
  actor: Actor,
  reasonKey: DisputeReasonKey,
  reasonDescription: string,
) {
  actor.send({ type: 'reason.changed', reasonKey, reasonDescription });
  actor.send({ type: 'report.submitted' });
  await settled(actor);
}

describe('dispute rules', () => {
  it('need a reason, and a comment (trimmed) only for other', () => {
    expect(checkDispute({ reasonKey: null, comment: '' })).toEqual({
      reason: 'required',
      comment: null,
    });
    expect(checkDispute({ reasonKey: 'other', comment: '   ' })).toEqual({
      reason: null,
      comment: 'required',
    });
    expect(checkDispute({ reasonKey: 'other', comment: ' mine ' })).toBeNull();
    expect(checkDispute({ reasonKey: 'duplicate_transaction', comment: '' })).toBeNull();
  });
});

describe('dispute machine', () => {
  it('asks for the report as the drawer opens, then offers the form to a new entry', async () => {
    const { actor } = startDispute();
    expect(actor.getSnapshot().value).toBe('checking');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('starts on the report of an entry already reported, and never offers the form', async () => {
    server.use(
      http.get('/v2/web/transaction/get-dispute/{transactionReferenceId}', ({ response }) =>
        response(200).json(disputeFound),
      ),
    );
    const { actor } = startDispute();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('filed');
    expect(actor.getSnapshot().context.dispute).toEqual(reportedDispute);
    actor.send({ type: 'report.opened' });
    expect(actor.getSnapshot().value).toBe('reported');
    actor.send({ type: 'report.closed' });
    expect(actor.getSnapshot().value).toBe('filed');
  });

  it('says nothing when the first lookup fails; asked again and failing, says so', async () => {
    server.use(failWith('getTransactionDispute', 404, 'Nope.'));
    const { actor, emitted } = startDispute(77);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([]);
    actor.send({ type: 'report.opened' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([{ type: 'dispute.loadFailed', transactionReferenceId: 77 }]);
  });

  it('shows what is missing on submit, and follows the corrections', async () => {
    const { actor } = startDispute();
    await openForm(actor);
    actor.send({ type: 'report.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reason: 'required', comment: null });
    actor.send({ type: 'reason.changed', reasonKey: 'other', reasonDescription: 'Other' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ reason: null, comment: 'required' });
    actor.send({ type: 'comment.changed', comment: '   ' });
    actor.send({ type: 'report.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'comment.changed', comment: 'Not mine' });
    expect(actor.getSnapshot().context.fieldErrors).toBeNull();
  });

  it('sends the reason, its description and the trimmed comment, then shows the report', async () => {
    let sent: unknown;
    server.use(
      http.post('/v2/web/transaction/create-dispute', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({
          msg: 'Successfully reported issue for transaction: "5012".',
          dispute: { ...reportedDispute, reasonKey: 'other', comment: 'Never ordered' },
        });
      }),
    );
    const { actor, emitted } = startDispute();
    await openForm(actor);
    actor.send({ type: 'reason.changed', reasonKey: 'other', reasonDescription: 'Other' });
    actor.send({ type: 'comment.changed', comment: '  Never ordered  ' });
    actor.send({ type: 'report.submitted' });
    await settled(actor);
    expect(sent).toEqual({
      transactionReferenceId: 5012,
      type: 'card',
      reasonKey: 'other',
      reasonDescription: 'Other',
      comment: 'Never ordered',
    });
    expect(actor.getSnapshot().value).toBe('reported');
    expect(actor.getSnapshot().context.dispute?.supportReferenceNo).toBe('SR-2026-000042');
    expect(emitted.map((event) => event.type)).toEqual(['dispute.reported']);
  });

  it('leaves the comment out when there is none', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('/v2/web/transaction/create-dispute', async ({ request, response }) => {
        sent = await request.json();
        return response(201).json({ msg: 'ok', dispute: reportedDispute });
      }),
    );
    const { actor } = startDispute();
    await openForm(actor);
    await reportWithReason(actor, 'duplicate_transaction', 'Duplicate transaction');
    expect('comment' in sent).toBe(false);
  });

  it('keeps the form and the server message when sending fails', async () => {
    server.use(failWith('createTransactionDispute', 409, 'Already reported.'));
    const { actor, emitted } = startDispute();
    await openForm(actor);
    await reportWithReason(actor, 'goods_not_received', 'Goods not received');
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error?.msg).toBe('Already reported.');
    expect(snapshot.context.reasonKey).toBe('goods_not_received');
    expect(emitted).toEqual([]);
  });

  it('closes the form and starts it afresh next time', async () => {
    const { actor } = startDispute();
    await openForm(actor);
    actor.send({ type: 'comment.changed', comment: 'draft' });
    actor.send({ type: 'report.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    await openForm(actor);
    expect(actor.getSnapshot().context.comment).toBe('');
  });
});
