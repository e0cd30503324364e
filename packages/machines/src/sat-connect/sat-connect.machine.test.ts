import { resetSatMocks, satAccountValid } from '@outlay/api-client/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { satConnectActors } from './sat-connect.actors';
import { checkSatCredentials, satConnectMachine } from './sat-connect.machine';
import type { SatConnectEmitted } from './sat-connect.types';
import { satConnectView } from './sat-connect.view';

mockServerForSuite();
afterEach(() => {
  resetSatMocks();
});

function start() {
  const { client } = createTestClient({ token: 'token', logouts: 0 });
  const actor = createActor(satConnectMachine.provide({ actors: satConnectActors(client) }));
  const emitted: SatConnectEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type Actor = ReturnType<typeof start>['actor'];
const view = (actor: Actor) => satConnectView(actor.getSnapshot());
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

function openCredentials(actor: Actor) {
  actor.send({ type: 'connect.requested' });
  expect(view(actor).dialog).toBe('confirmation');
  actor.send({ type: 'connect.confirmed' });
  expect(view(actor).dialog).toBe('credentials');
}

describe('SAT credential rules', () => {
  it('need an RFC of 12 or 13 characters and a CIEC of at least 8', () => {
    expect(checkSatCredentials({ rfc: '', ciec: '' })).toEqual({
      rfc: 'required',
      ciec: 'required',
    });
    expect(checkSatCredentials({ rfc: 'CAL190312AB', ciec: 'short' })).toEqual({
      rfc: 'length',
      ciec: 'tooShort',
    });
    expect(checkSatCredentials({ rfc: 'CAL190312AB4', ciec: '12345678' })).toBeNull();
    expect(checkSatCredentials({ rfc: 'HEGV850101AB12', ciec: '12345678' })).toEqual({
      rfc: 'length',
      ciec: null,
    });
  });
});

describe('SAT connect machine', () => {
  it('goes through the confirmation, then the credentials, and tells that linking started', async () => {
    const { actor, emitted } = start();
    expect(view(actor).dialog).toBe('none');
    openCredentials(actor);
    actor.send({ type: 'rfc.changed', rfc: 'cal190312ab4' });
    actor.send({ type: 'ciec.changed', ciec: 'ciec-secreta' });
    expect(view(actor).rfc).toBe('CAL190312AB4');
    actor.send({ type: 'credentials.submitted' });
    expect(view(actor).submitting).toBe(true);
    await settled(actor);
    expect(view(actor)).toMatchObject({ dialog: 'none', rfc: '', ciec: '', problems: null });
    expect(emitted.map((event) => event.type)).toEqual(['account.linking']);
    expect(emitted[0]?.account).toMatchObject({ status: 'pending', rfc: 'CAL190312AB4' });
  });

  it('says what is missing on submit, and follows the corrections', () => {
    const { actor } = start();
    openCredentials(actor);
    actor.send({ type: 'credentials.submitted' });
    expect(view(actor).problems).toEqual({ rfc: 'required', ciec: 'required' });
    actor.send({ type: 'ciec.changed', ciec: 'short' });
    expect(view(actor).problems).toEqual({ rfc: 'required', ciec: 'tooShort' });
    actor.send({ type: 'rfc.changed', rfc: 'CAL190312AB4' });
    actor.send({ type: 'ciec.changed', ciec: 'long enough' });
    expect(view(actor).problems).toBeNull();
  });

  it('keeps the form and the server error when the account is already linked', async () => {
    resetSatMocks({ account: satAccountValid });
    const { actor, emitted } = start();
    openCredentials(actor);
    actor.send({ type: 'rfc.changed', rfc: 'CAL190312AB4' });
    actor.send({ type: 'ciec.changed', ciec: 'ciec-secreta' });
    actor.send({ type: 'credentials.submitted' });
    await settled(actor);
    expect(view(actor)).toMatchObject({
      dialog: 'credentials',
      rfc: 'CAL190312AB4',
      ciec: 'ciec-secreta',
    });
    expect(view(actor).error?.msg).toBe('The SAT account is already connected or being checked.');
    expect(emitted).toEqual([]);
  });

  it('cancels from either dialog, forgetting what was typed', () => {
    const { actor } = start();
    actor.send({ type: 'connect.requested' });
    actor.send({ type: 'connect.cancelled' });
    expect(view(actor).dialog).toBe('none');
    openCredentials(actor);
    actor.send({ type: 'rfc.changed', rfc: 'CAL190312AB4' });
    actor.send({ type: 'connect.cancelled' });
    expect(view(actor)).toMatchObject({ dialog: 'none', rfc: '' });
  });
});
