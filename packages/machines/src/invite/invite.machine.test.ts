import {
  resetTeamMocks,
  takenElsewhere,
  teamMocksMembers,
  wrongInviteCode,
} from '@outlay/api-client/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { inviteActors } from './invite.actors';
import { inviteMachine } from './invite.machine';
import type { InviteEmitted, InviteInput } from './invite.types';
import { inviteView } from './invite.view';

mockServerForSuite();
afterEach(() => {
  resetTeamMocks();
});

function startInvite(input: Partial<Omit<InviteInput, 'client'>> = {}) {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(inviteMachine.provide({ actors: inviteActors(client) }), {
    input: { bookkeeperOffered: true, nameMaxLength: 50, ...input },
  });
  const emitted: InviteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type Actor = ReturnType<typeof startInvite>['actor'];
const view = (actor: Actor) => inviteView(actor.getSnapshot());
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

function type(actor: Actor, person: { firstName: string; lastName: string; email: string }) {
  actor.send({ type: 'field.changed', field: 'firstName', value: person.firstName });
  actor.send({ type: 'field.changed', field: 'lastName', value: person.lastName });
  actor.send({ type: 'field.changed', field: 'email', value: person.email });
}

const jane = { firstName: 'jane', lastName: 'doe-SMITH', email: ' Jane.Doe@Example.com ' };

describe('invite machine: the form', () => {
  it('title-cases names as typed and cuts them to the issuer maximum', () => {
    const { actor } = startInvite({ nameMaxLength: 30 });
    type(actor, { ...jane, lastName: 'de la cruz-WILLIAMSON montgomery' });
    expect(view(actor).draft.firstName).toBe('Jane');
    expect(view(actor).draft.lastName).toBe('De La Cruz-Williamson Montgome');
  });

  it('shows every problem once an add is tried, and they follow the typing', () => {
    const { actor } = startInvite();
    expect(view(actor).problems).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      role: null,
    });
    actor.send({ type: 'field.changed', field: 'firstName', value: 'J4ne' });
    actor.send({ type: 'field.changed', field: 'email', value: 'jane@' });
    actor.send({ type: 'invite.added' });
    expect(view(actor).problems).toEqual({
      firstName: 'characters',
      lastName: 'required',
      email: 'invalid',
      role: 'required',
    });
    actor.send({ type: 'field.changed', field: 'firstName', value: 'Jane' });
    expect(view(actor).problems.firstName).toBeNull();
    expect(view(actor).invites).toEqual([]);
  });

  it('resets the delegate flag and turns both card permissions on when a role is chosen', () => {
    const { actor } = startInvite();
    actor.send({ type: 'role.chosen', role: 'employee' });
    expect(view(actor).cardPermissionsOffered).toBe(true);
    actor.send({ type: 'delegate.changed', isDelegate: true });
    actor.send({ type: 'cards.changed', kind: 'physical', allowed: false });
    actor.send({ type: 'cards.changed', kind: 'virtual', allowed: false });
    expect(view(actor).noCardsNote).toBe(true);
    actor.send({ type: 'role.chosen', role: 'admin' });
    expect(view(actor).draft).toMatchObject({
      role: 'admin',
      isDelegate: false,
      physicalCards: true,
      virtualCards: true,
    });
    expect(view(actor).cardPermissionsOffered).toBe(false);
    actor.send({ type: 'role.chosen', role: 'bookkeeper' });
    actor.send({ type: 'delegate.changed', isDelegate: true });
    expect(view(actor).draft.isDelegate).toBe(false);
    expect(view(actor).delegateOffered).toBe(false);
  });

  it('offers Bookkeeper only with the company option', () => {
    expect(view(startInvite({ bookkeeperOffered: false }).actor).roles).toEqual([
      'admin',
      'employee',
    ]);
    expect(view(startInvite().actor).roles).toContain('bookkeeper');
  });

  it('adds people to the list, refuses an address twice (any case), and removes one', () => {
    const { actor } = startInvite();
    type(actor, jane);
    actor.send({ type: 'role.chosen', role: 'employee' });
    actor.send({ type: 'invite.added' });
    expect(view(actor).invites.map((invite) => invite.email)).toEqual([jane.email]);
    expect(view(actor).draft.email).toBe('');
    type(actor, { ...jane, email: 'JANE.DOE@example.com' });
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({ type: 'invite.added' });
    expect(view(actor).problems.email).toBe('taken');
    expect(view(actor).invites).toHaveLength(1);
    const [first] = view(actor).invites;
    actor.send({ type: 'invite.removed', key: first?.key ?? '' });
    expect(view(actor).invites).toEqual([]);
  });

  it("warns 'Please invite at least single user.' when nothing is there to send", () => {
    const { actor } = startInvite();
    actor.send({ type: 'invitations.submitted' });
    expect(view(actor).noInvites).toBe(true);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('invite machine: pasting many people', () => {
  it('adds each pasted address as a row, and keeps the refused ones with why', () => {
    const { actor } = startInvite();
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({
      type: 'email.pasted',
      text: 'ana.silva@acme.test, bob@acme.test\nnot-an-address\nANA.SILVA@acme.test;luis-gomez@acme.test',
    });
    const shown = view(actor);
    expect(
      shown.invites.map(({ firstName, lastName, email, role }) => ({
        firstName,
        lastName,
        email,
        role,
      })),
    ).toEqual([
      { firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@acme.test', role: 'admin' },
      { firstName: 'Luis', lastName: 'Gomez', email: 'luis-gomez@acme.test', role: 'admin' },
    ]);
    expect(shown.refusedRows).toEqual([
      { text: 'bob@acme.test', reason: 'name' },
      { text: 'not-an-address', reason: 'invalidEmail' },
      { text: 'ANA.SILVA@acme.test', reason: 'taken' },
    ]);
    expect(shown.pastedCount).toBe(2);
    // Nothing pasted is lost: the refused rows wait in the email field to be corrected.
    expect(shown.draft.email).toBe('bob@acme.test, not-an-address, ANA.SILVA@acme.test');
  });

  it('reads CSV lines of first name, last name, email and role, skipping the header', () => {
    const { actor } = startInvite({ bookkeeperOffered: false });
    actor.send({
      type: 'email.pasted',
      text: [
        'First name,Last name,Email,Role',
        'maría,josé,maria@acme.test,Employee',
        'Kim,Lee,kim@acme.test,Bookkeeper',
        'Sam,Roe,sam@acme.test,Pilot',
        'R2,D2,r2@acme.test,admin',
      ].join('\n'),
    });
    expect(view(actor).invites.map((invite) => [invite.firstName, invite.role])).toEqual([
      ['María', 'employee'],
    ]);
    expect(view(actor).refusedRows.map((row) => row.reason)).toEqual([
      'bookkeeperUnavailable',
      'role',
      'name',
    ]);
  });

  it('reads a line of a name and its address as one person, never as refused words', () => {
    const { actor } = startInvite();
    actor.send({
      type: 'email.pasted',
      text: [
        'Jane Doe, jane.doe@acme.test',
        'Ana Silva ana@acme.test',
        'Rick Roe <rick.roe@acme.test>; lee@acme.test',
        'two words',
      ].join('\n'),
    });
    const shown = view(actor);
    expect(
      shown.invites.map(({ firstName, lastName, email }) => [firstName, lastName, email]),
    ).toEqual([
      ['Jane', 'Doe', 'jane.doe@acme.test'],
      ['Ana', 'Silva', 'ana@acme.test'],
      ['Rick', 'Roe', 'rick.roe@acme.test'],
    ]);
    // Each pasted piece is added or reported, once and whole: no address both ways.
    expect(shown.refusedRows).toEqual([
      { text: 'lee@acme.test', reason: 'name' },
      { text: 'two words', reason: 'invalidEmail' },
    ]);
    expect(shown.pastedCount).toBe(3);
  });

  it('takes one pasted address as typed text', () => {
    const { actor } = startInvite();
    actor.send({ type: 'email.pasted', text: ' one@acme.test ' });
    expect(view(actor).draft.email).toBe('one@acme.test');
    expect(view(actor).invites).toEqual([]);
  });
});

describe('invite machine: sending', () => {
  it('validates, sends the code, invites with it and closes with the server message', async () => {
    const { actor, emitted } = startInvite();
    type(actor, { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@northwind.test' });
    actor.send({ type: 'role.chosen', role: 'employee' });
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    expect(view(actor).part).toBe('code');
    expect(emitted).toContainEqual({ type: 'code.sent', resent: false });
    actor.send({ type: 'code.submitted', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'sent',
      msg: '1 invitation has been sent.',
    });
    expect(emitted).toContainEqual({
      type: 'invitations.sent',
      msg: '1 invitation has been sent.',
      count: 1,
    });
    expect(
      teamMocksMembers().find((member) => member.email === 'jane.doe@northwind.test'),
    ).toMatchObject({ status: 'pending', role: 'employee', is_virtual_card_creation_enable: true });
  });

  it('keeps the code step after a wrong code, with the error', async () => {
    const { actor } = startInvite();
    type(actor, { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@northwind.test' });
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    actor.send({ type: 'code.submitted', code: wrongInviteCode });
    await settled(actor);
    expect(view(actor).part).toBe('code');
    expect(view(actor).error?.code).toBe('CODE_INCORRECT');
    expect(view(actor).invites).toHaveLength(1);
  });

  it('marks the taken rows and keeps every person typed when an address is taken', async () => {
    const { actor } = startInvite();
    type(actor, { firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@northwind.test' });
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({ type: 'invite.added' });
    type(actor, { firstName: 'Max', lastName: 'Roe', email: takenElsewhere.toUpperCase() });
    actor.send({ type: 'role.chosen', role: 'employee' });
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    const shown = view(actor);
    expect(shown.part).toBe('form');
    expect(shown.error?.msg).toBe('Email already subscribed.');
    expect(shown.invites.map((invite) => [invite.email, invite.taken])).toEqual([
      ['ann.lee@northwind.test', false],
      [takenElsewhere.toUpperCase(), true],
    ]);
    // A list with a taken row is not sent again until the row goes.
    actor.send({ type: 'invitations.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'invite.removed', key: shown.invites[1]?.key ?? '' });
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    expect(view(actor).part).toBe('code');
  });

  it('goes back from the code step to the form with the list kept', async () => {
    const { actor } = startInvite();
    type(actor, { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@northwind.test' });
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    actor.send({ type: 'code.back' });
    expect(view(actor).part).toBe('form');
    expect(view(actor).invites).toHaveLength(1);
  });
});

describe('invite machine: the legal representative', () => {
  it('invites one person as the owner, offers Go Back and no list', async () => {
    const { actor } = startInvite({ legalRepresentative: true });
    expect(view(actor).canGoBack).toBe(true);
    expect(view(actor).canAddMore).toBe(false);
    type(actor, { firstName: 'Rosa', lastName: 'Park', email: 'rosa.park@northwind.test' });
    actor.send({ type: 'role.chosen', role: 'admin' });
    actor.send({ type: 'invite.added' });
    expect(view(actor).invites).toEqual([]);
    actor.send({ type: 'invitations.submitted' });
    await settled(actor);
    actor.send({ type: 'code.submitted', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(
      teamMocksMembers().find((member) => member.email === 'rosa.park@northwind.test')
        ?.legalRepresentative,
    ).toBe(true);
  });

  it('ends as "back" on Go Back', () => {
    const { actor } = startInvite({ legalRepresentative: true });
    actor.send({ type: 'back.requested' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'back', msg: null });
  });

  it('has no Go Back outside that flow', () => {
    const { actor } = startInvite();
    actor.send({ type: 'back.requested' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
