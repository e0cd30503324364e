import {
  clickwrapAgreementConfig,
  clickwrapSignature,
  documentPackage,
  inHouseAgreementConfig,
  termsAccepted,
  termsContracts,
} from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { transitionPaths, walkPath, type InvokedCall } from '../testing/model-paths';
import { termsMachine } from './terms.machine';

const server = mockServerForSuite();

type Snapshot = SnapshotFrom<typeof termsMachine>;

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({
    value: snapshot.value,
    provider: snapshot.context.config?.agreementProvider ?? null,
    agreed: snapshot.context.agreed,
    error: snapshot.context.error !== null,
  });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) });

/** The cards the loaders answer, as the machine's actors shape them from the calls. */
const events = [
  { type: 'agreement.toggled', agreed: true },
  { type: 'agreement.toggled', agreed: false },
  { type: 'agreement.confirmed' },
  { type: 'retry.requested' },
  done('loadAgreementConfig', clickwrapAgreementConfig),
  done('loadAgreementConfig', inHouseAgreementConfig),
  failed('loadAgreementConfig'),
  done('loadClickwrapContracts', termsContracts),
  failed('loadClickwrapContracts'),
  done('loadDocumentPackage', documentPackage),
  failed('loadDocumentPackage'),
  done('signClickwrapContracts', clickwrapSignature),
  failed('signClickwrapContracts'),
  done('acceptTerms', termsAccepted),
  failed('acceptTerms'),
] as const;

const calls: Record<string, InvokedCall> = {
  loadAgreementConfig: { method: 'get', path: '/v2/web/user/agreement-config' },
  loadClickwrapContracts: { method: 'get', path: '/v2/clickwrap/contract-data' },
  loadDocumentPackage: { method: 'get', path: '/v2/web/user/document-package' },
  signClickwrapContracts: { method: 'post', path: '/v2/clickwrap/contracts-signed' },
  acceptTerms: { method: 'post', path: '/v2/web/user/terms-and-conditions-consent' },
};

// The loaders turn the calls' answers into cards, so in the model their outputs are cards.
const model = termsMachine;
const { paths, coverage } = transitionPaths(model, {
  events: events.map((event) =>
    event.type === 'xstate.done.actor.loadClickwrapContracts'
      ? done('loadClickwrapContracts', cardsOf(termsContracts))
      : event.type === 'xstate.done.actor.loadDocumentPackage'
        ? done('loadDocumentPackage', documentPackage.data.items.map(cardOfItem))
        : event,
  ),
  input: { client: createTestClient().client },
  serializeState,
});

function cardsOf(group: typeof termsContracts) {
  return Object.entries(group.contract_data).map(([id, contract]) => ({
    id,
    title: contract.title,
    link: contract.download_url,
  }));
}
function cardOfItem(item: (typeof documentPackage)['data']['items'][number]) {
  return { id: item.id, title: item.documentName, link: item.documentLink };
}

// Walking answers the calls with what the server sends (not the cards the actors make).
const answers: Record<string, unknown> = {
  loadClickwrapContracts: termsContracts,
  loadDocumentPackage: documentPackage,
};
const withServerAnswers = paths.map((path) => ({
  ...path,
  steps: path.steps.map((step) => {
    const id = /^xstate\.done\.actor\.(.+)$/.exec(step.event.type)?.[1];
    return id && id in answers ? { ...step, event: { ...step.event, output: answers[id] } } : step;
  }),
}));

describe('terms machine, model-based', () => {
  it('reaches every state node of the machine', () => {
    expect(coverage.unvisitedStateNodes).toEqual([]);
    console.info(
      `terms model: ${coverage.states} states, ${coverage.transitions} transitions, ${paths.length} paths`,
    );
  });

  it.each(withServerAnswers.map((path) => [path.description, path] as const))(
    '%s',
    async (_name, path) => {
      await walkPath(path, {
        start: () =>
          createActor(termsMachine, {
            input: { client: createTestClient({ token: 'token', logouts: 0 }).client },
          }).start(),
        server,
        calls,
        serializeState,
      });
    },
  );
});
