import { type AgreementConfig } from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { termsActors } from './terms.actors';
import type { TermsContext, TermsDocumentCard, TermsEvent } from './terms.types';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';

/**
 * Terms consent (spec part 1 §4.2, §7): click-wrap (agreement-config, the provider's
 * contracts by accessId and groupKey, View PDF, a checkbox, I Agree, contracts-signed with
 * accessId, groupKey and signerId) or in-house (the document package, then the consent call),
 * chosen by the agreement provider. Terms are accepted only once the server says so.
 */
export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    tags: {} as 'busy' | 'loading' | 'clickwrap' | 'inHouse',
  },
  actors: termsActors(unprovidedClient),
  guards: {
    providerIsClickwrap: (_, config: AgreementConfig) => config.agreementProvider === 'clickwrap',
    hasAgreed: ({ context }) => context.agreed && context.documents.length > 0,
    hasAgreedToClickwrap: ({ context }) =>
      context.agreed &&
      context.documents.length > 0 &&
      context.config?.agreementProvider === 'clickwrap',
  },
  actions: {
    rememberConfig: assign((_, config: AgreementConfig) => ({ config, error: null })),
    rememberDocuments: assign((_, documents: TermsDocumentCard[]) => ({ documents, error: null })),
    rememberAgreement: assign({
      agreed: ({ event }) => {
        assertEvent(event, 'agreement.toggled');
        return event.agreed;
      },
    }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'terms',
  context: { config: null, documents: [], agreed: false, error: null },
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      description: 'agreement-config: click-wrap or in-house, and the provider ids.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadAgreementConfig',
        src: 'loadAgreementConfig',
        onDone: [
          {
            guard: { type: 'providerIsClickwrap', params: ({ event }) => event.output },
            target: 'loadingContracts',
            actions: { type: 'rememberConfig', params: ({ event }) => event.output },
          },
          {
            target: 'loadingPackage',
            actions: { type: 'rememberConfig', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    loadingContracts: {
      description: "The click-wrap provider's contracts (contract_data) for accessId and groupKey.",
      tags: ['busy', 'loading', 'clickwrap'],
      invoke: {
        id: 'loadClickwrapContracts',
        src: 'loadClickwrapContracts',
        input: ({ context }) => context,
        onDone: {
          target: 'reviewing',
          actions: { type: 'rememberDocuments', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    loadingPackage: {
      description: 'The in-house document package (documentName and documentLink).',
      tags: ['busy', 'loading', 'inHouse'],
      invoke: {
        id: 'loadDocumentPackage',
        src: 'loadDocumentPackage',
        input: ({ context }) => context,
        onDone: {
          target: 'reviewing',
          actions: { type: 'rememberDocuments', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    reviewing: {
      description: 'PDF cards with View PDF, the checkbox, and I Agree once it is ticked.',
      on: {
        'agreement.toggled': { actions: 'rememberAgreement' },
        'agreement.confirmed': [
          { guard: 'hasAgreedToClickwrap', target: 'signing', actions: 'clearError' },
          { guard: 'hasAgreed', target: 'consenting', actions: 'clearError' },
        ],
      },
    },
    signing: {
      description: 'Click-wrap: contracts-signed with accessId, groupKey and signerId.',
      tags: ['busy', 'clickwrap'],
      invoke: {
        id: 'signClickwrapContracts',
        src: 'signClickwrapContracts',
        input: ({ context }) => context,
        onDone: 'consenting',
        onError: { target: 'reviewing', actions: 'rememberError' },
      },
    },
    consenting: {
      description: 'terms-and-conditions-consent: the server records the acceptance.',
      tags: ['busy'],
      invoke: {
        id: 'acceptTerms',
        src: 'acceptTerms',
        input: ({ context }) => context,
        onDone: 'accepted',
        onError: { target: 'reviewing', actions: 'rememberError' },
      },
    },
    failed: {
      description: 'The documents could not be loaded; the dialog offers to try again.',
      on: { 'retry.requested': { target: 'loadingConfig', actions: 'clearError' } },
    },
    accepted: { description: 'The terms are accepted.', type: 'final' },
  },
});
