// Linking a bank account through the provider's widget (Flinks' sandbox for a Canadian
// company): consent, choosing the bank, signing in (with a security question or not), choosing
// the accounts to share, Outlay exchanging the widget's token, and every refusal on the way; a
// link being renewed (update mode); going back, retrying and closing at any point.
import {
  canadaLinkToken,
  flinksSession,
  mockPublicToken,
  sandboxConnected,
  sandboxMfaQuestion,
  tdLink,
} from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { bankLinkActors } from './bank-link.actors';
import { bankLinkMachine } from './bank-link.machine';

const updateSession = {
  ...flinksSession,
  mode: 'update',
  institution: { id: 'flinks_rbc', name: 'RBC Royal Bank' },
};
const oneAccount = { ...sandboxConnected, accounts: sandboxConnected.accounts.slice(0, 1) };

const userEvents = [
  { type: 'consent.accepted' },
  { type: 'bank.chosen', institutionId: 'flinks_rbc' },
  { type: 'credentials.submitted', username: 'Greatday', password: 'Everyday' },
  { type: 'mfa.submitted', answer: 'Montreal' },
  { type: 'account.toggled', accountId: sandboxConnected.accounts[0]?.id ?? '' },
  { type: 'accounts.confirmed' },
  { type: 'step.back' },
  { type: 'link.retried' },
  { type: 'widget.closed' },
] as const;

const outcomes = [
  done('createLinkToken', canadaLinkToken),
  refused('createLinkToken', 400, 'BAD_REQUEST'),
  done('loadWidget', flinksSession),
  done('loadWidget', updateSession),
  refused('loadWidget', 404, 'LINK_INVALID'),
  done('signInToBank', oneAccount),
  done('signInToBank', sandboxMfaQuestion),
  refused('signInToBank', 400, 'BAD_CREDENTIALS'),
  refused('signInToBank', 404, 'LINK_INVALID'),
  done('answerSecondStep', oneAccount),
  refused('answerSecondStep', 400, 'CODE_INCORRECT'),
  refused('answerSecondStep', 400, 'CODE_LOCKED'),
  refused('answerSecondStep', 404, 'LINK_INVALID'),
  done('shareAccounts', { publicToken: mockPublicToken }),
  refused('shareAccounts', 400, 'CHALLENGE_EXPIRED'),
  done('exchangePublicToken', tdLink),
  refused('exchangePublicToken', 400, 'LINK_INVALID'),
] as const;

export const bankLinkModel = defineFlowModel({
  machine: bankLinkMachine,
  provided: () => bankLinkMachine.provide({ actors: bankLinkActors(signedInClient()) }),
  variants: [
    {
      name: "a Canadian company's admin",
      input: () => ({
        request: { country: 'CA' as const },
      }),
    },
  ],
  // While a call runs, only its outcome (and closing the widget, which stops it).
  events: (snapshot) =>
    snapshot.hasTag('busy') ? [...outcomes, { type: 'widget.closed' } as const] : userEvents,
  // Where the widget is, in which mode, how many accounts are ticked, and the error's code.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      mode: snapshot.context.session?.mode ?? null,
      selected: snapshot.context.selected.length,
      error: snapshot.context.error?.code ?? (snapshot.context.error ? 'error' : null),
    }),
  calls: {
    createLinkToken: { method: 'post', path: '/v2/web/bank-linking/link-token' },
    loadWidget: { method: 'get', path: '/v2/sandbox/bank-linking/:linkToken' },
    signInToBank: { method: 'post', path: '/v2/sandbox/bank-linking/:linkToken/login' },
    answerSecondStep: { method: 'post', path: '/v2/sandbox/bank-linking/:linkToken/mfa' },
    shareAccounts: { method: 'post', path: '/v2/sandbox/bank-linking/:linkToken/complete' },
    exchangePublicToken: { method: 'post', path: '/v2/web/bank-linking/exchange' },
  },
});
