import {
  clickwrapAgreementConfig,
  clickwrapSignature,
  documentPackage,
  failWith,
  http,
  termsAccepted,
  termsContracts,
} from '@outlay/api-client/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signedInClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { termsActors } from './terms.actors';
import { termsMachine } from './terms.machine';

const server = mockServerForSuite();

function startTerms() {
  return createActor(termsMachine.provide({ actors: termsActors(signedInClient()) })).start();
}

type Actor = ReturnType<typeof startTerms>;
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/** Records the order of the calls made, and the bodies of the signature and the consent. */
function recordCalls() {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({ path: new URL(request.url).pathname.replace(/^\/api/, ''), body: null });
  });
  const keepBody = (body: unknown) => {
    const entry = calls.at(-1);
    if (entry) entry.body = body;
  };
  server.use(
    http.post('/v2/clickwrap/contracts-signed', async ({ request, response }) => {
      keepBody(await request.json());
      return response(200).json(clickwrapSignature);
    }),
    http.post('/v2/web/user/terms-and-conditions-consent', async ({ request, response }) => {
      keepBody(await request.json());
      return response(200).json(termsAccepted);
    }),
  );
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('terms machine', () => {
  it('in-house: shows the package, then consents to every document', async () => {
    const calls = recordCalls();
    const actor = startTerms();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.documents).toEqual(
      documentPackage.data.items.map((item) => ({
        id: item.id,
        title: item.documentName,
        link: item.documentLink,
      })),
    );
    actor.send({ type: 'agreement.confirmed' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'agreement.toggled', agreed: true });
    actor.send({ type: 'agreement.confirmed' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.map((call) => call.path)).toEqual([
      '/v2/web/user/agreement-config',
      '/v2/web/user/document-package',
      '/v2/web/user/terms-and-conditions-consent',
    ]);
    expect(calls.at(-1)?.body).toEqual({
      agreementProvider: 'in-house',
      documentIds: documentPackage.data.items.map((item) => item.id),
    });
  });

  it('click-wrap: the contracts by accessId and groupKey, signed with the signerId, then consent', async () => {
    server.use(
      http.get('/v2/web/user/agreement-config', ({ response }) =>
        response(200).json(clickwrapAgreementConfig),
      ),
    );
    const calls = recordCalls();
    const actor = startTerms();
    await settled(actor);
    expect(actor.getSnapshot().context.documents.map((document) => document.title)).toEqual(
      Object.values(termsContracts.contract_data).map((contract) => contract.title),
    );
    actor.send({ type: 'agreement.toggled', agreed: true });
    actor.send({ type: 'agreement.confirmed' });
    expect(actor.getSnapshot().hasTag('clickwrap')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.map((call) => call.path)).toEqual([
      '/v2/web/user/agreement-config',
      '/v2/clickwrap/contract-data',
      '/v2/clickwrap/contracts-signed',
      '/v2/web/user/terms-and-conditions-consent',
    ]);
    expect(calls[2]?.body).toEqual({
      accessId: clickwrapAgreementConfig.accessId,
      groupKey: clickwrapAgreementConfig.groupKey,
      signerId: clickwrapAgreementConfig.signerId,
    });
    expect(calls[3]?.body).toEqual({ agreementProvider: 'clickwrap' });
  });

  it('keeps the user at the terms with the error when consent fails', async () => {
    server.use(failWith('acceptTerms', 409, 'Please agree to every document first.'));
    const actor = startTerms();
    await settled(actor);
    actor.send({ type: 'agreement.toggled', agreed: true });
    actor.send({ type: 'agreement.confirmed' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.error?.msg).toBe('Please agree to every document first.');
  });

  it('offers to try again when the documents cannot be loaded', async () => {
    server.use(failWith('getDocumentPackage', 401));
    server.use(failWith('refreshSession', 401));
    const actor = startTerms();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(true);
  });
});
