import { assertEvent, assign, emit, setup } from 'xstate';
import { disputeActors } from './dispute.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  DisputeContext,
  DisputeEmitted,
  DisputeEvent,
  DisputeFieldErrors,
  DisputeInput,
  TransactionDispute,
} from './dispute.types';
import { errorFrom } from '../kernel/actor-error';

/**
 * Spec part 2 §5: a reason is required; the comment, trimmed, only when the reason is other.
 * Null when the form can be sent.
 */
export function checkDispute(context: Pick<DisputeContext, 'reasonKey' | 'comment'>) {
  const errors: DisputeFieldErrors = {
    reason: context.reasonKey === null ? 'required' : null,
    comment: context.reasonKey === 'other' && context.comment.trim() === '' ? 'required' : null,
  };
  return errors.reason === null && errors.comment === null ? null : errors;
}

/** What the form sends; only called once `checkDispute` passed (the submit's guard). */
function reportOf(context: DisputeContext) {
  if (context.reasonKey === null) throw new Error('A report without a reason was sent.');
  return {
    transactionReferenceId: context.transactionReferenceId,
    type: context.type,
    reasonKey: context.reasonKey,
    reasonDescription: context.reasonDescription,
    comment: context.comment.trim(),
  };
}

/**
 * Report an issue (spec part 2 §2.2, §2.3, §4, §5, §8): as the drawer opens, the server is asked
 * for the entry's report, so an entry already reported says "Transaction reported" with its
 * support reference number in its Report section from the start (and never offers to report
 * again). Otherwise "Report an issue" opens the form (reason and comment) in place of the
 * drawer's body; a sent report shows "Transaction reported" with its reference number. If the
 * first lookup fails, opening the form asks again and says when that fails. The drawer is its
 * own actor per entry.
 */
export const disputeMachine = setup({
  types: {
    context: {} as DisputeContext,
    events: {} as DisputeEvent,
    input: {} as DisputeInput,
    emitted: {} as DisputeEmitted,
    tags: {} as 'busy' | 'open',
  },
  actors: disputeActors(unprovidedClient),
  guards: {
    wasReported: (_, dispute: TransactionDispute | null) => dispute !== null,
    isComplete: ({ context }) => checkDispute(context) === null,
  },
  actions: {
    rememberDispute: assign((_, dispute: TransactionDispute | null) => ({ dispute })),
    rememberReason: assign(({ event }) => {
      assertEvent(event, 'reason.changed');
      return { reasonKey: event.reasonKey, reasonDescription: event.reasonDescription };
    }),
    rememberComment: assign(({ event }) => {
      assertEvent(event, 'comment.changed');
      return { comment: event.comment };
    }),
    // Once a submit showed what is missing, the messages follow the user's corrections.
    recheckFields: assign({
      fieldErrors: ({ context }) =>
        context.fieldErrors === null ? null : (checkDispute(context) ?? null),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkDispute(context) }),
    clearForm: assign({
      reasonKey: null,
      reasonDescription: '',
      comment: '',
      fieldErrors: null,
      error: null,
    }),
    clearError: assign({ error: null, fieldErrors: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    announceReported: emit((_, dispute: TransactionDispute) => ({
      type: 'dispute.reported' as const,
      transactionReferenceId: dispute.transactionReferenceId,
      dispute,
    })),
    announceLoadFailure: emit(({ context }) => ({
      type: 'dispute.loadFailed' as const,
      transactionReferenceId: context.transactionReferenceId,
    })),
  },
}).createMachine({
  id: 'dispute',
  context: ({ input }) => ({
    transactionReferenceId: input.transactionReferenceId,
    type: input.type,
    reasonKey: null,
    reasonDescription: '',
    comment: '',
    fieldErrors: null,
    dispute: null,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description:
        'The drawer has opened: was the entry reported before? The Report section waits for the answer; a failure is told only when the user asks to report.',
      tags: ['busy'],
      invoke: {
        id: 'checkDispute',
        src: 'loadDispute',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'wasReported', params: ({ event }) => event.output },
            target: 'filed',
            actions: { type: 'rememberDispute', params: ({ event }) => event.output },
          },
          { target: 'closed' },
        ],
        onError: { target: 'closed' },
      },
    },
    filed: {
      description:
        'The entry was reported: its Report section says "Transaction reported" with the support reference number, and opens the report in full.',
      on: { 'report.opened': 'reported' },
    },
    closed: {
      description: 'The drawer shows the entry; its Report section offers to report an issue.',
      on: { 'report.opened': 'loading' },
    },
    loading: {
      description: "The entry's report, if it was reported before.",
      tags: ['busy'],
      invoke: {
        id: 'loadDispute',
        src: 'loadDispute',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'wasReported', params: ({ event }) => event.output },
            target: 'reported',
            actions: { type: 'rememberDispute', params: ({ event }) => event.output },
          },
          { target: 'editing', actions: 'clearForm' },
        ],
        // 'Failed to load issue report for transaction: "{id}".'
        onError: { target: 'closed', actions: 'announceLoadFailure' },
      },
    },
    editing: {
      description:
        'The report form replaces the body: a reason (required) and a comment (required for other).',
      tags: ['open'],
      on: {
        'reason.changed': { actions: ['rememberReason', 'recheckFields'] },
        'comment.changed': { actions: ['rememberComment', 'recheckFields'] },
        'report.submitted': [
          { guard: 'isComplete', target: 'submitting', actions: 'clearError' },
          { actions: 'showFieldErrors' },
        ],
        'report.closed': 'closed',
      },
    },
    submitting: {
      description: 'The report is sent with the trimmed comment.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'createDispute',
        src: 'createDispute',
        input: ({ context }) => reportOf(context),
        onDone: {
          target: 'reported',
          actions: [
            { type: 'rememberDispute', params: ({ event }) => event.output },
            { type: 'announceReported', params: ({ event }) => event.output },
          ],
        },
        // The server's message, or 'Error occurred while creating transaction dispute.'
        onError: { target: 'editing', actions: 'rememberError' },
      },
    },
    reported: {
      description:
        '"Transaction reported", the support reference number and "Thanks! We’ll reach out to you shortly."',
      tags: ['open'],
      on: { 'report.closed': 'filed' },
    },
  },
});
