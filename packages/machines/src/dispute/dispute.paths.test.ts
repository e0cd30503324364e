import { ApiError } from '@outlay/api-client';
import { noDispute, reportedDispute } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { disputeMachine } from './dispute.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof disputeMachine>;

// What QA tells apart: where it is, what the form holds (a reason, a comment, the messages a
// submit showed), and whether a report or an error is on screen.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    reason: snapshot.context.reasonKey,
    comment: snapshot.context.comment.trim() !== '',
    fieldErrors: snapshot.context.fieldErrors,
    reported: snapshot.context.dispute !== null,
    error: snapshot.context.error !== null,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const refused = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status, code: 'REFUSED', msg: `${id} refused` }),
});

const events = [
  { type: 'report.opened' },
  { type: 'report.closed' },
  { type: 'report.submitted' },
  {
    type: 'reason.changed',
    reasonKey: 'duplicate_transaction',
    reasonDescription: 'Duplicate transaction',
  },
  { type: 'reason.changed', reasonKey: 'other', reasonDescription: 'Other' },
  { type: 'comment.changed', comment: 'Charged twice' },
  { type: 'comment.changed', comment: '  ' },
  done('checkDispute', null),
  done('checkDispute', reportedDispute),
  refused('checkDispute', 500),
  done('loadDispute', null),
  done('loadDispute', reportedDispute),
  refused('loadDispute', 500),
  done('createDispute', reportedDispute),
  refused('createDispute', 409),
] as const;

const calls: Record<string, InvokedCall> = {
  checkDispute: { method: 'get', path: '/v2/web/transaction/get-dispute/:transactionReferenceId' },
  loadDispute: { method: 'get', path: '/v2/web/transaction/get-dispute/:transactionReferenceId' },
  createDispute: { method: 'post', path: '/v2/web/transaction/create-dispute' },
};

const input = (client = createTestClient().client) => ({
  client,
  transactionReferenceId: 5012,
  type: 'card' as const,
});

// While a call is on its way only its outcomes are offered; the actors shape the answers
// (the lookup's `dispute`, the create's `dispute`), so the model's outputs are those shapes.
const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));
const { paths, coverage } = transitionPaths(disputeMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  input: input(),
  serializeState,
});

/** The model feeds the actors' outputs; the walk answers with what the server sends. */
const serverAnswer = (event: { type: string; output?: unknown }) => {
  if (
    event.type === 'xstate.done.actor.loadDispute' ||
    event.type === 'xstate.done.actor.checkDispute'
  ) {
    return event.output === null ? noDispute : { dispute: event.output };
  }
  if (event.type === 'xstate.done.actor.createDispute') {
    return { msg: 'Reported.', dispute: event.output };
  }
  return undefined;
};

const modelled = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) => {
    const answer = serverAnswer(step.event);
    return answer === undefined ? step : { ...step, event: { ...step.event, output: answer } };
  }),
}));

describe('dispute machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `dispute model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(modelled.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(disputeMachine, {
          input: input(createTestClient({ token: 'token', logouts: 0 }).client),
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
