// The terms gate's model: click-wrap or in-house agreement, loading, agreeing, signing.
import {
  clickwrapAgreementConfig,
  clickwrapSignature,
  documentPackage,
  inHouseAgreementConfig,
  termsAccepted,
  termsContracts,
} from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import { termsActors } from './terms.actors';
import { termsMachine } from './terms.machine';

// The loaders turn the calls' answers into cards, so in the model their outputs are cards.
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

export const termsModel = defineFlowModel({
  machine: termsMachine,
  provided: () => termsMachine.provide({ actors: termsActors(signedInClient()) }),
  variants: [{ name: 'a user who has not accepted the terms', input: () => undefined }],
  events: [
    { type: 'agreement.toggled', agreed: true },
    { type: 'agreement.toggled', agreed: false },
    { type: 'agreement.confirmed' },
    { type: 'retry.requested' },
    done('loadAgreementConfig', clickwrapAgreementConfig),
    done('loadAgreementConfig', inHouseAgreementConfig),
    failed('loadAgreementConfig'),
    done('loadClickwrapContracts', cardsOf(termsContracts)),
    failed('loadClickwrapContracts'),
    done('loadDocumentPackage', documentPackage.data.items.map(cardOfItem)),
    failed('loadDocumentPackage'),
    done('signClickwrapContracts', clickwrapSignature),
    failed('signClickwrapContracts'),
    done('acceptTerms', termsAccepted),
    failed('acceptTerms'),
  ],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      provider: snapshot.context.config?.agreementProvider ?? null,
      agreed: snapshot.context.agreed,
      error: snapshot.context.error !== null,
    }),
  calls: {
    loadAgreementConfig: { method: 'get', path: '/v2/web/user/agreement-config' },
    loadClickwrapContracts: { method: 'get', path: '/v2/clickwrap/contract-data' },
    loadDocumentPackage: { method: 'get', path: '/v2/web/user/document-package' },
    signClickwrapContracts: { method: 'post', path: '/v2/clickwrap/contracts-signed' },
    acceptTerms: { method: 'post', path: '/v2/web/user/terms-and-conditions-consent' },
  },
  serverAnswer: (event) => {
    const id = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1];
    return id === undefined ? undefined : answers[id];
  },
});
