// The dispute flow's model: QA's events, what tells two states apart, the calls and answers.
import { noDispute, reportedDispute } from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed, isOutcome, refused } from '../testing/flow-model';
import { disputeActors } from './dispute.actors';
import { disputeMachine } from './dispute.machine';

const events = [
  { type: 'report.opened' },
  { type: 'report.closed' },
  { type: 'report.submitted' },
  {
    type: 'reason.changed',
    reasonKey: 'duplicate_transaction',
    reasonDescription: 'Duplicate transaction',
  },
  { type: 'reason.changed', reasonKey: 'other', reasonDescription: 'Other' },
  { type: 'comment.changed', comment: 'Charged twice' },
  { type: 'comment.changed', comment: '  ' },
  done('checkDispute', null),
  done('checkDispute', reportedDispute),
  refused('checkDispute', 500),
  // No answer at all (the connection cut): the browser walk's way to a look-up not yet made.
  failed('checkDispute'),
  done('loadDispute', null),
  done('loadDispute', reportedDispute),
  refused('loadDispute', 500),
  done('createDispute', reportedDispute),
  refused('createDispute', 409),
];
const userEvents = events.filter((event) => !isOutcome(event));
const outcomes = events.filter(isOutcome);

export const disputeModel = defineFlowModel({
  machine: disputeMachine,
  provided: () => disputeMachine.provide({ actors: disputeActors(signedInClient()) }),
  variants: [
    {
      name: 'a card payment',
      input: () => ({
        transactionReferenceId: 5012,
        type: 'card' as const,
      }),
    },
  ],
  // While a call is on its way only its outcomes are offered.
  events: (snapshot) => (snapshot.hasTag('busy') ? outcomes : userEvents),
  // What QA tells apart: where it is, what the form holds (a reason, a comment, the messages a
  // submit showed), and whether a report or an error is on screen.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      reason: snapshot.context.reasonKey,
      comment: snapshot.context.comment.trim() !== '',
      fieldErrors: snapshot.context.fieldErrors,
      reported: snapshot.context.dispute !== null,
      error: snapshot.context.error !== null,
    }),
  calls: {
    checkDispute: {
      method: 'get',
      path: '/v2/web/transaction/get-dispute/:transactionReferenceId',
    },
    loadDispute: { method: 'get', path: '/v2/web/transaction/get-dispute/:transactionReferenceId' },
    createDispute: { method: 'post', path: '/v2/web/transaction/create-dispute' },
  },
  // The actors shape the answers (the lookup's `dispute`, the create's `dispute`).
  serverAnswer: (event) => {
    const { output } = event as { output?: unknown };
    if (
      event.type === 'xstate.done.actor.loadDispute' ||
      event.type === 'xstate.done.actor.checkDispute'
    ) {
      return output === null ? noDispute : { dispute: output };
    }
    if (event.type === 'xstate.done.actor.createDispute')
      return { msg: 'Reported.', dispute: output };
    return undefined;
  },
  // The flow never finishes (the drawer can be closed and opened again): a journey ends here.
  journeyEnds: (snapshot) => snapshot.matches('reported'),
});
