// The PAO flow's model: QA's events, what tells two states apart, the calls and answers.
import { companyUsers, employeeMember } from '@outlay/api-client/mocks';
import type { SnapshotFrom } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { standInFor } from '../testing/model-child';
import { paoActors } from './pao.actors';
import { paoMachine } from './pao.machine';
import type { InvokedCall } from '../testing/model-paths';

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
    coded: snapshot.context.actionCode !== null,
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
  { type: 'owner.submitted' },
  { type: 'pao.cancelled' },
] as const;

// How the invite flow for a new owner ends (it has a model of its own).
const inviteEnds = [
  done('invite', { outcome: 'back', msg: null }),
  done('invite', { outcome: 'sent', msg: 'The invitation is sent.' }),
  done('invite', { outcome: 'cancelled', msg: null }),
];

// The verification dialog's two ends, while it asks for CHANGE_ACCOUNT_OWNER's code.
const verificationEvents = [
  { type: 'verification.succeeded', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
] as const;

const calls: Record<string, InvokedCall> = {
  searchUsers: { method: 'get', path: '/v2/web/user/get-company-users' },
  confirmOwner: { method: 'post', path: '/v2/web/company/confirm-legal-representative' },
};

function eventsIn(snapshot: Snapshot) {
  if (snapshot.hasTag('busy')) return outcomes;
  if (snapshot.hasTag('verifying')) return verificationEvents;
  if (snapshot.matches({ choosing: { search: 'waiting' } })) return [typed];
  if (snapshot.matches('inviting')) return inviteEnds;
  return userEvents;
}

const invite = { bookkeeperOffered: true, nameMaxLength: 50 };

export const paoModel = defineFlowModel({
  machine: paoMachine,
  provided: () => {
    const actors = paoActors(signedInClient());
    return paoMachine.provide({ actors: { ...actors, invite: standInFor(actors.invite) } });
  },
  children: ['invite'],
  variants: [
    {
      name: "the company's admin",
      input: () => ({
        userId: '6f1c2a34-5b7d-4e8f-9a0b-1c2d3e4f5a01',
        companyId: 1,
        invite,
      }),
    },
    {
      name: 'an admin of a company whose owner is someone else',
      input: () => ({
        userId: '6f1c2a34-5b7d-4e8f-9a0b-1c2d3e4f5a01',
        companyId: 1,
        ownerElsewhere: true,
        invite,
      }),
    },
  ],
  events: eventsIn,
  serializeState,
  calls,
});
