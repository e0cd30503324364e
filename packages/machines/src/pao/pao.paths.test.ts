import { ApiError } from '@outlay/api-client';
import { companyUsers, employeeMember } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { paoMachine } from './pao.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof paoMachine>;

// What QA tells apart: where the modal is, the option, whether a user is chosen, whether the
// search found people, and the errors on screen.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    option: snapshot.context.option,
    chosen: snapshot.context.chosenUser !== null,
    found: snapshot.context.users.length > 0,
    searched: snapshot.context.searched,
    searchError: snapshot.context.searchError !== null,
    error: snapshot.context.error !== null,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const refused = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError({ status, code: 'REFUSED', msg: `${id} refused` }),
});

// The search's wait running out (its `after` delay).
const typed = { type: 'xstate.after.searchDebounce.pao.choosing.search.waiting' };

const found = {
  status: true,
  data: { users: companyUsers.filter((user) => user.id === employeeMember.id), hasMore: false },
};

const outcomes = [
  done('searchUsers', found),
  done('searchUsers', { status: true, data: { users: [], hasMore: false } }),
  refused('searchUsers', 500),
  done('confirmOwner', { legalRepresentative: true, legalRepresentativeConfirmed: true }),
  refused('confirmOwner', 400),
] as const;

const userEvents = [
  { type: 'option.chosen', option: 'me' },
  { type: 'option.chosen', option: 'other' },
  { type: 'option.chosen', option: 'invite' },
  { type: 'search.changed', filter: 'a' },
  { type: 'user.chosen', userId: employeeMember.id },
  { type: 'submit.pressed' },
  { type: 'invite.back' },
  { type: 'invite.sent' },
  { type: 'pao.cancelled' },
] as const;

const calls: Record<string, InvokedCall> = {
  searchUsers: { method: 'get', path: '/v2/web/user/get-company-users' },
  confirmOwner: { method: 'post', path: '/v2/web/company/confirm-legal-representative' },
};

function eventsIn(snapshot: Snapshot) {
  if (snapshot.hasTag('busy')) return outcomes;
  if (snapshot.matches({ choosing: { search: 'waiting' } })) return [typed];
  return userEvents;
}

describe('PAO machine, model-based', () => {
  const input = { userId: '6f1c2a34-5b7d-4e8f-9a0b-1c2d3e4f5a01', companyId: 1 };
  const start = () =>
    createActor(paoMachine, {
      input: { ...input, client: createTestClient({ token: 'token', logouts: 0 }).client },
    }).start();

  const { paths, coverage } = transitionPaths(paoMachine, {
    events: eventsIn,
    input: { ...input, client: createTestClient().client },
    serializeState,
  });

  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual([]);
    expect(coverage.transitions).toBeGreaterThan(30);
    console.info(
      `PAO model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walkPath(path, { start, server, calls, serializeState });
  });
});
