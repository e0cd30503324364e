// Setting a card's PIN: typing it (a good one, or one too easy to guess) and its confirmation,
// submitting, the verification dialog granting or being cancelled, and the issuer setting it or
// refusing.
import { ApiError } from '@outlay/api-client';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done } from '../testing/flow-model';
import { cardPinActors } from './card-pin.actors';
import { cardPinMachine } from './card-pin.machine';

const userEvents = [
  { type: 'pin.changed', pin: '4831' },
  { type: 'pin.changed', pin: '1111' },
  { type: 'confirm.changed', confirmPin: '4831' },
  { type: 'pin.submitted' },
  { type: 'verification.granted', actionCode: 'a'.repeat(43) },
  { type: 'verification.cancelled' },
];

const outcomes = [
  done('setCardPin', { msg: 'Your PIN is set.' }),
  {
    type: 'xstate.error.actor.setCardPin',
    error: new ApiError({ status: 409, code: 'REFUSED', msg: 'setCardPin refused' }),
  },
];

export const cardPinModel = defineFlowModel({
  machine: cardPinMachine,
  provided: () => cardPinMachine.provide({ actors: cardPinActors(signedInClient()) }),
  variants: [
    {
      name: "a cardholder's physical card",
      input: () => ({
        cardId: 80,
        lastFour: '2290',
      }),
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: where it is, the PIN and its confirmation as typed, the problem a
  // submit showed, and an error.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      pin: snapshot.context.pin,
      confirm: snapshot.context.confirmPin,
      problem: snapshot.context.problem,
      error: snapshot.context.error !== null,
    }),
  calls: { setCardPin: { method: 'post', path: '/v2/web/cards/pin-setup' } },
});
