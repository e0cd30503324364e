import { ApiError } from '@outlay/api-client';
import { cardMerchants, newVirtualCard, revealedSecrets } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { newVirtualCardMachine } from './new-virtual-card.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof newVirtualCardMachine>;

// What QA tells apart: where it is, whether the form is sendable or shows messages, whether a
// card, its number or an error is on screen.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    named: snapshot.context.name.trim() !== '',
    fieldErrors: snapshot.context.fieldErrors,
    scope: snapshot.context.limitScope,
    merchants: snapshot.context.merchants.length,
    card: snapshot.context.card !== null,
    secrets: snapshot.context.secrets !== null,
    error: snapshot.context.error !== null,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const refused = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status, code: 'REFUSED', msg: `${id} refused` }),
});

const [slack] = cardMerchants.merchants.filter((merchant) => merchant.name === 'Slack');
if (!slack) throw new Error('no Slack among the mock merchants');

const events = [
  { type: 'name.changed', name: 'Team software' },
  { type: 'name.changed', name: '' },
  { type: 'limit.changed', spendLimit: '12.345' },
  { type: 'period.changed', limitPeriod: 'lifetime' },
  { type: 'scope.changed', limitScope: 'merchant' },
  { type: 'merchant.added', merchant: slack },
  { type: 'merchant.removed', merchantId: slack.id },
  { type: 'card.submitted' },
  { type: 'reveal.requested' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
  { type: 'secrets.hidden' },
  done('createCard', newVirtualCard),
  refused('createCard', 422),
  done('revealCard', revealedSecrets),
  refused('revealCard', 400),
] as const;

const calls: Record<string, InvokedCall> = {
  createCard: { method: 'post', path: '/v2/web/cards/create-card' },
  revealCard: { method: 'post', path: '/v2/web/cards/reveal-card' },
};

const input = (client = createTestClient().client) => ({
  client,
  nameMaxLength: 50,
  holderId: null,
  canChooseScope: true,
});

const userEvents = events.filter((event) => !event.type.startsWith('xstate.'));
const outcomes = events.filter((event) => event.type.startsWith('xstate.'));
const { paths, coverage } = transitionPaths(newVirtualCardMachine, {
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  input: input(),
  serializeState,
});

/** The model feeds the actors' outputs; the walk answers with what the server sends. */
const serverAnswer = (event: { type: string; output?: unknown }) =>
  event.type === 'xstate.done.actor.createCard'
    ? { msg: 'Card 4417 is ready.', card: event.output }
    : undefined;

const modelled = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) => {
    const answer = serverAnswer(step.event);
    return answer === undefined ? step : { ...step, event: { ...step.event, output: answer } };
  }),
}));

describe('new virtual card machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual(coverage.passThroughStateNodes);
    console.info(
      `new virtual card model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(modelled.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, {
      start: () =>
        createActor(newVirtualCardMachine, {
          input: input(createTestClient({ token: 'token', logouts: 0 }).client),
        }).start(),
      server,
      calls,
      serializeState,
    });
  });
});
