// The SAT linking dialog's model: asking, confirming or cancelling, typing the RFC and CIEC
// (well formed or not), submitting, and the server linking the account or refusing it.
import { ApiError } from '@outlay/api-client';
import { satAccountPending } from '@outlay/api-client/mocks';
import type { EventObject } from 'xstate';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done } from '../testing/flow-model';
import { satConnectActors } from './sat-connect.actors';
import { satConnectMachine } from './sat-connect.machine';

const userEvents = [
  { type: 'connect.requested' },
  { type: 'connect.confirmed' },
  { type: 'connect.cancelled' },
  { type: 'credentials.submitted' },
  { type: 'rfc.changed', rfc: 'CAL190312AB4' },
  { type: 'rfc.changed', rfc: 'CAL19' },
  { type: 'ciec.changed', ciec: 'ciec-secreta' },
  { type: 'ciec.changed', ciec: 'short' },
];

const outcomes = [
  done('linkSatAccount', satAccountPending),
  {
    type: 'xstate.error.actor.linkSatAccount',
    error: new ApiError({ status: 409, code: 'CONFLICT', msg: 'already linked' }),
  },
];

export const satConnectModel = defineFlowModel({
  machine: satConnectMachine,
  provided: () => satConnectMachine.provide({ actors: satConnectActors(signedInClient()) }),
  variants: [
    {
      name: 'a user without a SAT account',
      input: () => undefined,
    },
  ],
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: the dialog, whether each credential is typed and well formed, the
  // problems a submit showed, and whether the server's error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      rfc: snapshot.context.rfc.length,
      ciec: snapshot.context.ciec.length,
      problems: snapshot.context.problems,
      error: snapshot.context.error !== null,
    }),
  calls: {
    linkSatAccount: { method: 'post', path: '/v2/web/satws/account' },
  },
  // The actor answers the account; the server sends it inside its message.
  serverAnswer: (event: EventObject) =>
    event.type === 'xstate.done.actor.linkSatAccount'
      ? { msg: 'Checking your SAT credentials.', data: { account: satAccountPending } }
      : undefined,
});
