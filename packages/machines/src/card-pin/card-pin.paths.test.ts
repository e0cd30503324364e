import { ApiError } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { cardPinMachine } from './card-pin.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof cardPinMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    pin: snapshot.context.pin,
    confirm: snapshot.context.confirmPin,
    problem: snapshot.context.problem,
    error: snapshot.context.error !== null,
  });

const events = [
  { type: 'pin.changed', pin: '4831' },
  { type: 'pin.changed', pin: '1111' },
  { type: 'confirm.changed', confirmPin: '4831' },
  { type: 'pin.submitted' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
  { type: 'xstate.done.actor.setCardPin', output: { msg: 'Your PIN is set.' } },
  {
    type: 'xstate.error.actor.setCardPin',
    error: new ApiError({ status: 409, code: 'REFUSED', msg: 'setCardPin refused' }),
  },
] as const;

const calls: Record<string, InvokedCall> = {
  setCardPin: { method: 'post', path: '/v2/web/cards/pin-setup' },
};

const input = (client = createTestClient().client) => ({ client, cardId: 80, lastFour: '2290' });

const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));
const { paths, coverage } = transitionPaths(cardPinMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  input: input(),
  serializeState,
});

describe('card PIN machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `card PIN model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(cardPinMachine, {
          input: input(createTestClient({ token: 'token', logouts: 0 }).client),
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
