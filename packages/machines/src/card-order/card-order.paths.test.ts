import { ApiError } from '@outlay/api-client';
import { placedCardOrder } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { cardOrderMachine } from './card-order.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof cardOrderMachine>;

// What QA tells apart: where it is, where it ships, whether the address is complete, rush,
// the messages a submit showed, and an error.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    shipTo: snapshot.context.shipTo,
    line1: snapshot.context.address.line1 !== '',
    rush: snapshot.context.rush,
    problems: snapshot.context.problems !== null,
    error: snapshot.context.error !== null,
  });

const events = [
  { type: 'shipTo.changed', shipTo: 'other' },
  { type: 'shipTo.changed', shipTo: 'company' },
  { type: 'rush.changed', rush: true },
  { type: 'order.submitted' },
  { type: 'xstate.done.actor.orderCard', output: placedCardOrder },
  {
    type: 'xstate.error.actor.orderCard',
    error: new ApiError({ status: 409, code: 'REFUSED', msg: 'orderCard refused' }),
  },
] as const;

const calls: Record<string, InvokedCall> = {
  orderCard: { method: 'post', path: '/v2/web/cards/card-order' },
};

const input = (client = createTestClient().client) => ({
  client,
  hasCompanyAddress: true,
  rushAvailable: true,
});

const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));
const { paths, coverage } = transitionPaths(cardOrderMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  input: input(),
  serializeState,
});

const modelled = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) =>
    step.event.type === 'xstate.done.actor.orderCard'
      ? { ...step, event: { ...step.event, output: { msg: 'Ordered.', order: placedCardOrder } } }
      : step,
  ),
}));

describe('card order machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `card order model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(modelled.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(cardOrderMachine, {
          input: input(createTestClient({ token: 'token', logouts: 0 }).client),
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
