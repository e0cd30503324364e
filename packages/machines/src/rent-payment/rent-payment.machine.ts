import type { RentPayment } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { unprovidedClient } from '../kernel/unprovided-client';
import {
  paymentRequestedActions,
  verifiedCallStates,
  verifiedPaymentActions,
} from '../kernel/verified-payment';
import { rentPaymentActors } from './rent-payment.actors';
import { emptyRentDraft, rentChargeOfDraft, rentDraftErrors } from './rent-payment.draft';
import type {
  RentDraft,
  RentPaymentContext,
  RentPaymentEmitted,
  RentPaymentEvent,
  RentPaymentInput,
} from './rent-payment.types';

const errorsOf = (context: RentPaymentContext, draft: RentDraft = context.draft) =>
  rentDraftErrors(draft, {
    currency: context.currency,
    maxAmountMinor: context.maxAmountMinor,
    cardIds: context.cards.map((card) => card.id),
    mexicanTaxes: context.mexicanTaxes,
  });

/**
 * Paying rent by card (issue 35): the landlord (name, address, bank account or cheque), the
 * property, the rent, once or monthly, and the card, with the fee shown as the rent is typed;
 * then the review (`/payrent-review`), a fresh code in the verification dialog, and the payment
 * sent under the screen's idempotency key (a send tried again sends the same key, so it is
 * never charged twice). The payout to the landlord comes on the server's queue: the page reads
 * the payment again and says which way it went (`payout.completed`, `payout.failed`).
 */
export const rentPaymentMachine = setup({
  types: {
    context: {} as RentPaymentContext,
    events: {} as RentPaymentEvent,
    input: {} as RentPaymentInput,
    emitted: {} as RentPaymentEmitted,
    tags: {} as 'busy',
  },
  actors: rentPaymentActors(unprovidedClient),
  guards: {
    hasCard: ({ context }) => context.cards.length > 0,
    isReviewable: ({ context }) => errorsOf(context) === null,
    restoresReview: ({ context, event }) => {
      assertEvent(event, 'draft.restored');
      return event.step === 'review' && errorsOf(context, event.draft) === null;
    },
  },
  actions: {
    // Once the problems are shown they follow what is typed: a field put right is no longer
    // marked invalid (the browser would refuse the form's next submit while it is).
    rememberField: assign(({ context, event }) => {
      assertEvent(event, 'field.changed');
      const draft = { ...context.draft, [event.field]: event.value };
      return { draft, fieldErrors: context.fieldErrors && errorsOf(context, draft) };
    }),
    rememberPayout: assign(({ context, event }) => {
      assertEvent(event, 'payout.chosen');
      const draft = { ...context.draft, payoutMethod: event.method };
      return { draft, fieldErrors: context.fieldErrors && errorsOf(context, draft) };
    }),
    rememberFrequency: assign(({ context, event }) => {
      assertEvent(event, 'frequency.chosen');
      return { draft: { ...context.draft, frequency: event.frequency } };
    }),
    rememberLandlordKind: assign(({ context, event }) => {
      assertEvent(event, 'landlordKind.chosen');
      const draft = { ...context.draft, landlordKind: event.kind };
      return { draft, fieldErrors: context.fieldErrors && errorsOf(context, draft) };
    }),
    rememberPropertyUse: assign(({ context, event }) => {
      assertEvent(event, 'propertyUse.chosen');
      return { draft: { ...context.draft, propertyUse: event.use } };
    }),
    rememberLease: assign(({ context, event }) => {
      assertEvent(event, 'lease.attached');
      return { draft: { ...context.draft, lease: event.lease } };
    }),
    forgetLease: assign(({ context }) => ({ draft: { ...context.draft, lease: null } })),
    rememberCard: assign(({ context, event }) => {
      assertEvent(event, 'card.chosen');
      const known = context.cards.some((card) => card.id === event.cardId);
      return { draft: { ...context.draft, cardId: known ? event.cardId : context.draft.cardId } };
    }),
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.restored');
      const known = context.cards.some((card) => card.id === event.draft.cardId);
      return {
        draft: { ...event.draft, cardId: known ? event.draft.cardId : context.draft.cardId },
      };
    }),
    checkDraft: assign({ fieldErrors: ({ context }) => errorsOf(context) }),
    clearProblems: assign({ fieldErrors: null, error: null }),
    openReview: emit({ type: 'review.opened' as const }),
    openForm: emit({ type: 'form.opened' as const }),
    startAgain: assign(({ context, event }) => {
      assertEvent(event, 'payment.new');
      return {
        idempotencyKey: event.idempotencyKey,
        draft: emptyRentDraft(context.cards[0]?.id ?? null),
        payment: null,
        error: null,
        fieldErrors: null,
      };
    }),
  },
})
  .extend({ actions: verifiedPaymentActions<RentPaymentContext, RentPaymentEvent, RentPayment>() })
  .createMachine({
    id: 'rentPayment',
    context: ({ input }) => ({
      ...input,
      draft: emptyRentDraft(input.cards[0]?.id ?? null),
      fieldErrors: null,
      payment: null,
      error: null,
    }),
    initial: 'starting',
    states: {
      starting: {
        description: 'Has the card holder an active card to pay rent with?',
        always: [{ guard: 'hasCard', target: 'editing' }, { target: 'noCard' }],
      },
      noCard: {
        description: 'No active card: the cards page is where to get or activate one.',
      },
      editing: {
        description:
          'The landlord, the property, the rent and its fee, once or monthly, the card, the lease; a Mexican rent’s landlord kind, property use, RFC and withholding.',
        on: {
          'field.changed': { actions: 'rememberField' },
          'payout.chosen': { actions: 'rememberPayout' },
          'frequency.chosen': { actions: 'rememberFrequency' },
          'card.chosen': { actions: 'rememberCard' },
          'landlordKind.chosen': { actions: 'rememberLandlordKind' },
          'propertyUse.chosen': { actions: 'rememberPropertyUse' },
          'lease.attached': { actions: 'rememberLease' },
          'lease.removed': { actions: 'forgetLease' },
          'draft.restored': [
            { guard: 'restoresReview', target: 'reviewing', actions: 'restoreDraft' },
            { actions: 'restoreDraft' },
          ],
          'review.requested': [
            {
              guard: 'isReviewable',
              target: 'reviewing',
              actions: ['clearProblems', 'openReview'],
            },
            { actions: 'checkDraft' },
          ],
        },
      },
      reviewing: {
        description: 'Every detail, the fee and the total charged, before paying.',
        on: {
          'review.edited': { target: 'editing', actions: 'openForm' },
          'payment.submitted': {
            target: 'awaitingCode',
            actions: ['clearProblems', 'askForVerification'],
          },
        },
      },
      ...verifiedCallStates({
        awaitingCode: 'a fresh code to pay',
        calling: 'sending',
        callingDescription:
          'The card is charged and the payout sent (one per key, however often asked).',
        call: {
          id: 'createRentPayment',
          src: 'createRentPayment',
          input: ({ context, event }: { context: RentPaymentContext; event: RentPaymentEvent }) => {
            assertEvent(event, 'verification.granted');
            const charge = rentChargeOfDraft(
              context.draft,
              context.currency,
              context.feeRateBp,
              context.mexicanTaxes,
            );
            return {
              draft: context.draft,
              currency: context.currency,
              mexicanTaxes: context.mexicanTaxes,
              amountMinor: charge.amount,
              fee: charge.fee,
              idempotencyKey: context.idempotencyKey,
              actionCode: event.actionCode,
            };
          },
        },
        back: 'reviewing',
        requested: { target: 'waitingForPayout', actions: paymentRequestedActions<RentPayment>() },
      }),
      waitingForPayout: {
        description: 'The card is charged; the landlord-payment service is paying the landlord.',
        on: {
          'payout.completed': 'completed',
          'payout.failed': 'failed',
        },
      },
      completed: {
        description: 'The landlord was paid: the charge is a card entry on the dashboard.',
        on: { 'payment.new': { target: 'editing', actions: 'startAgain' } },
      },
      failed: {
        description: 'The landlord could not be paid: the card charge is voided.',
        on: { 'payment.new': { target: 'editing', actions: 'startAgain' } },
      },
    },
  });
