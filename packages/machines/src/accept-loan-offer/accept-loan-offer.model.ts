// Accepting a loan offer: reviewed, the verification dialog (or cancelled), the loan made (or
// refused: already accepted, expired) and reviewed again.
import { loanFixture } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { acceptLoanOfferActors } from './accept-loan-offer.actors';
import { acceptLoanOfferMachine } from './accept-loan-offer.machine';

const userEvents = [
  { type: 'offer.accepted' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
];

const outcomes = [
  done('acceptLoanOffer', loanFixture),
  refused('acceptLoanOffer', 409, 'CONFLICT'),
];

export const acceptLoanOfferModel = defineFlowModel({
  machine: acceptLoanOfferMachine,
  provided: () =>
    acceptLoanOfferMachine.provide({ actors: acceptLoanOfferActors(signedInClient()) }),
  variants: [
    { name: 'Northwind admin, the lender’s 50,000 USD offer', input: () => ({ offerId: 7 }) },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      loan: snapshot.context.loan !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    acceptLoanOffer: { method: 'post', path: '/v2/web/capital/offer/:offerId/accept' },
  },
});
