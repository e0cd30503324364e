import { ApiError } from '@outlay/api-client';
import { resetSatMocks, satAccountPending } from '@outlay/api-client/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { satConnectMachine } from './sat-connect.machine';

const server = mockServerForSuite();
afterEach(() => {
  resetSatMocks();
});

type Snapshot = SnapshotFrom<typeof satConnectMachine>;

// What QA tells apart: the dialog, whether each credential is typed and well formed, the
// problems a submit showed, and whether the server's error is on screen.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    rfc: snapshot.context.rfc.length,
    ciec: snapshot.context.ciec.length,
    problems: snapshot.context.problems,
    error: snapshot.context.error !== null,
  });

const events = [
  { type: 'connect.requested' },
  { type: 'connect.confirmed' },
  { type: 'connect.cancelled' },
  { type: 'credentials.submitted' },
  { type: 'rfc.changed', rfc: 'CAL190312AB4' },
  { type: 'rfc.changed', rfc: 'CAL19' },
  { type: 'ciec.changed', ciec: 'ciec-secreta' },
  { type: 'ciec.changed', ciec: 'short' },
  { type: 'xstate.done.actor.linkSatAccount', output: satAccountPending },
  {
    type: 'xstate.error.actor.linkSatAccount',
    error: new ApiError({ status: 409, code: 'CONFLICT', msg: 'already linked' }),
  },
] as const;

const calls: Record<string, InvokedCall> = {
  linkSatAccount: { method: 'post', path: '/v2/web/satws/account' },
};

const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));
const { paths, coverage } = transitionPaths(satConnectMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  input: { client: createTestClient().client },
  serializeState,
});

// The actor answers the account; the server sends it inside its message.
const modelled = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) =>
    step.event.type === 'xstate.done.actor.linkSatAccount'
      ? {
          ...step,
          event: {
            ...step.event,
            output: { msg: 'Checking your SAT credentials.', data: { account: satAccountPending } },
          },
        }
      : step,
  ),
}));

describe('SAT connect machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `sat-connect model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(modelled.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(satConnectMachine, {
          input: { client: createTestClient({ token: 'token', logouts: 0 }).client },
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
