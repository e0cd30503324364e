import { adminMember, employeeMember, http, resetTeamMocks } from '@outlay/api-client/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { standInFor, type ModelChildFinished } from '../testing/model-child';
import { paoActors } from './pao.actors';
import { paoMachine } from './pao.machine';
import type { PaoUpdated } from './pao.types';
import { paoView } from './pao.view';

const server = mockServerForSuite();
afterEach(() => {
  resetTeamMocks();
});

const ACTION_CODE = 'c'.repeat(43);

/** The PAO flow on the real client; the invite flow (tested on its own) stands in. */
function startPao(ownerElsewhere = false) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actors = paoActors(client);
  const machine = paoMachine.provide({ actors: { ...actors, invite: standInFor(actors.invite) } });
  const actor = createActor(machine, {
    input: {
      userId: adminMember.id,
      companyId: 1,
      ownerElsewhere,
      invite: { bookkeeperOffered: true, nameMaxLength: 50 },
    },
  });
  const emitted: PaoUpdated[] = [];
  actor.on('pao.updated', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type Actor = ReturnType<typeof startPao>['actor'];

/** The invite flow for a new owner ends, this way. */
function inviteEnds(actor: Actor, outcome: 'sent' | 'back' | 'cancelled') {
  const invite: AnyActorRef | undefined = actor.getSnapshot().children.invite;
  if (!invite) throw new Error('The invite flow is not running');
  const finished: ModelChildFinished = {
    type: 'model.finished',
    output: { outcome, msg: outcome === 'sent' ? 'Sent.' : null },
  };
  invite.send(finished);
}
const view = (actor: Actor) => paoView(actor.getSnapshot());
const searched = (actor: Actor) =>
  waitFor(actor, (snapshot) => !paoView(snapshot).searching, { timeout: 3000 });

describe('PAO machine', () => {
  it('enables Submit only once an option is chosen, and a user for another person', async () => {
    const { actor } = startPao();
    expect(view(actor).canSubmit).toBe(false);
    actor.send({ type: 'option.chosen', option: 'me' });
    expect(view(actor).canSubmit).toBe(true);
    actor.send({ type: 'option.chosen', option: 'other' });
    expect(view(actor).canSubmit).toBe(false);
    await searched(actor);
    actor.send({ type: 'user.chosen', userId: employeeMember.id });
    expect(view(actor).canSubmit).toBe(true);
    actor.send({ type: 'option.chosen', option: 'invite' });
    expect(view(actor).canSubmit).toBe(true);
  });

  it('declares the admin the owner', async () => {
    const { actor, emitted } = startPao();
    actor.send({ type: 'option.chosen', option: 'me' });
    actor.send({ type: 'owner.submitted' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ updated: true });
    expect(emitted).toEqual([{ type: 'pao.updated', by: 'me' }]);
  });

  it('lists active users but not the admin, searches 800 ms after typing, and confirms one', async () => {
    const { actor, emitted } = startPao();
    let confirmed: unknown = null;
    server.use(
      http.post('/v2/web/company/confirm-legal-representative', async ({ request, response }) => {
        confirmed = await request.json();
        return response(200).json({
          legalRepresentative: false,
          legalRepresentativeConfirmed: true,
        });
      }),
    );
    actor.send({ type: 'option.chosen', option: 'other' });
    await searched(actor);
    const ids = view(actor).users.map((user) => user.id);
    expect(ids).toContain(employeeMember.id);
    expect(ids).not.toContain(adminMember.id);
    actor.send({ type: 'search.changed', filter: 'eth' });
    expect(view(actor).searching).toBe(true);
    actor.send({ type: 'search.changed', filter: 'ethan bro' });
    await searched(actor);
    expect(view(actor).users.map((user) => user.email)).toEqual([employeeMember.email]);
    actor.send({ type: 'user.chosen', userId: employeeMember.id });
    actor.send({ type: 'owner.submitted' });
    // Naming another person is a transfer: a fresh code first, as edit-user asks.
    expect(view(actor).verifying).toBe(true);
    expect(confirmed).toBeNull();
    actor.send({ type: 'verification.succeeded', actionCode: ACTION_CODE });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(confirmed).toEqual({
      userId: employeeMember.id,
      companyId: 1,
      isAdminLegalRepresentative: false,
      actionCode: ACTION_CODE,
    });
    expect(emitted).toEqual([{ type: 'pao.updated', by: 'other' }]);
  });

  it('asks for a code to take the flag from its owner, and changes nothing if it is closed', async () => {
    let calls = 0;
    server.use(
      http.post('/v2/web/company/confirm-legal-representative', ({ response }) => {
        calls += 1;
        return response(200).json({
          legalRepresentative: true,
          legalRepresentativeConfirmed: true,
        });
      }),
    );
    const { actor } = startPao(true);
    actor.send({ type: 'option.chosen', option: 'me' });
    actor.send({ type: 'owner.submitted' });
    expect(view(actor).verifying).toBe(true);
    actor.send({ type: 'verification.cancelled' });
    expect(view(actor)).toMatchObject({ part: 'choose', option: 'me', verifying: false });
    expect(calls).toBe(0);
    actor.send({ type: 'owner.submitted' });
    actor.send({ type: 'verification.succeeded', actionCode: ACTION_CODE });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toBe(1);
  });

  it('says when the search finds nobody', async () => {
    const { actor } = startPao();
    actor.send({ type: 'option.chosen', option: 'other' });
    actor.send({ type: 'search.changed', filter: 'zzzz' });
    await searched(actor);
    expect(view(actor).noneFound).toBe(true);
  });

  it('keeps the choice and shows the error when confirming fails', async () => {
    server.use(
      http.post('/v2/web/company/confirm-legal-representative', ({ response }) =>
        response(400).json({ errors: { msg: 'Something went wrong.' } }),
      ),
    );
    const { actor } = startPao();
    actor.send({ type: 'option.chosen', option: 'me' });
    actor.send({ type: 'owner.submitted' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(view(actor).part).toBe('choose');
    expect(view(actor).option).toBe('me');
    expect(view(actor).error?.msg).toBe('Something went wrong.');
  });

  it('opens the invite flow for a new owner, and comes back on Go Back', () => {
    const { actor, emitted } = startPao();
    actor.send({ type: 'option.chosen', option: 'invite' });
    actor.send({ type: 'owner.submitted' });
    expect(view(actor).part).toBe('invite');
    // The invite flow runs as the PAO flow's child, for one person who becomes the owner.
    expect(actor.getSnapshot().children.invite?.getSnapshot().status).toBe('active');
    inviteEnds(actor, 'back');
    expect(view(actor).part).toBe('choose');
    expect(view(actor).option).toBe('invite');
    actor.send({ type: 'owner.submitted' });
    inviteEnds(actor, 'sent');
    expect(actor.getSnapshot().output).toEqual({ updated: true });
    expect(emitted).toEqual([{ type: 'pao.updated', by: 'invite' }]);
  });

  it('closes when the invite flow for a new owner is closed', () => {
    const { actor } = startPao();
    actor.send({ type: 'option.chosen', option: 'invite' });
    actor.send({ type: 'owner.submitted' });
    inviteEnds(actor, 'cancelled');
    expect(actor.getSnapshot().output).toEqual({ updated: false });
  });

  it('starts the real invite flow for one person who becomes the owner', () => {
    const { client } = createTestClient({ token: 'token', logouts: 0 });
    const actor = createActor(paoMachine.provide({ actors: paoActors(client) }), {
      input: {
        userId: adminMember.id,
        companyId: 1,
        invite: { bookkeeperOffered: false, nameMaxLength: 26 },
      },
    }).start();
    actor.send({ type: 'option.chosen', option: 'invite' });
    actor.send({ type: 'owner.submitted' });
    expect(actor.getSnapshot().children.invite?.getSnapshot().context).toMatchObject({
      bookkeeperOffered: false,
      nameMaxLength: 26,
      legalRepresentative: true,
    });
    actor.getSnapshot().children.invite?.send({ type: 'back.requested' });
    expect(view(actor).part).toBe('choose');
  });
});
