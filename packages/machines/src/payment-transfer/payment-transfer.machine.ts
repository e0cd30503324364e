import { isTransferAmount, referenceNumberProblem, toMinor } from '@outlay/rules';
import type { FxQuote, PaymentTransfer } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { paymentTransferActors } from './payment-transfer.actors';
import type {
  PaymentTransferContext,
  PaymentTransferEmitted,
  PaymentTransferEvent,
  PaymentTransferInput,
  TransferFieldErrors,
} from './payment-transfer.types';

/** The amount as typed, in minor units; null when it is not an amount. */
export function amountMinorOf(amount: string, currency: string): number | null {
  const typed = amount.replace(/[\s,]/g, '');
  if (!/^[0-9]*(\.[0-9]*)?$/.test(typed) || typed === '' || typed === '.') return null;
  return toMinor(typed, currency);
}

type Checked = Pick<
  PaymentTransferContext,
  | 'amount'
  | 'description'
  | 'referenceNumber'
  | 'currency'
  | 'transferCurrency'
  | 'availableMinor'
  | 'limitMinor'
>;

/** What the company's account pays, in its own minor units, over the balance or the limit. */
function debitProblem(
  context: Pick<PaymentTransferContext, 'availableMinor' | 'limitMinor'>,
  debitMinor: number,
): 'aboveBalance' | 'aboveLimit' | null {
  if (debitMinor > context.availableMinor) return 'aboveBalance';
  if (context.limitMinor !== null && debitMinor > context.limitMinor) return 'aboveLimit';
  return null;
}

/**
 * The bank transfer rules of spec part 2 §5, and the balance and limit; null when it may go.
 * The amount is in the payment's currency; in another than the company's, the balance and the
 * limit are checked against the quote's platform amount once the provider priced it.
 */
export function checkTransfer(context: Checked): TransferFieldErrors | null {
  const minor = amountMinorOf(context.amount, context.transferCurrency);
  let amount: TransferFieldErrors['amount'] = null;
  if (context.amount.trim() === '') amount = 'required';
  else if (minor === null || !isTransferAmount(minor)) amount = 'positive';
  else if (context.transferCurrency === context.currency) amount = debitProblem(context, minor);
  const errors: TransferFieldErrors = {
    amount,
    description: context.description.trim() === '' ? 'required' : null,
    referenceNumber: referenceNumberProblem(context.referenceNumber),
  };
  return errors.amount === null && errors.description === null && errors.referenceNumber === null
    ? null
    : errors;
}

/**
 * A payment (issue 40): the recipient, the amount with its description and reference number
 * (the spec's bank transfer rules, the balance and the admin's limit), the review, a fresh code
 * in the verification dialog, then the payment sent. The idempotency key is the screen's, one
 * per transfer: a failed send tried again sends the same key, so it is never sent twice. A
 * payment in another currency is priced by an FX quote before the review, priced again when
 * the quote expires, and sent naming it (the server locks it).
 */
export const paymentTransferMachine = setup({
  types: {
    context: {} as PaymentTransferContext,
    events: {} as PaymentTransferEvent,
    input: {} as PaymentTransferInput,
    emitted: {} as PaymentTransferEmitted,
    tags: {} as 'busy',
  },
  actors: paymentTransferActors(unprovidedClient),
  guards: {
    isSendable: ({ context }) => checkTransfer(context) === null,
    needsQuote: ({ context }) =>
      checkTransfer(context) === null && context.transferCurrency !== context.currency,
    isAffordable: ({ context }, quote: FxQuote) =>
      debitProblem(context, quote.platformAmountMinor) === null,
    hasQuote: ({ context }) => context.quote !== null,
    quoteIsStale: ({ context, event }) =>
      context.quote !== null && errorFrom(event).code === 'QUOTE_EXPIRED',
    restoresReview: ({ context, event }) => {
      assertEvent(event, 'draft.restored');
      // Only a draft of the company's own currency goes straight to its review: another
      // currency needs a fresh quote, asked for from the form.
      return (
        event.step === 'review' &&
        event.draft.transferCurrency === context.currency &&
        checkTransfer({ ...context, ...event.draft }) === null
      );
    },
  },
  actions: {
    rememberRecipient: assign(({ event }) => {
      assertEvent(event, 'recipient.chosen');
      return { recipient: event.recipient };
    }),
    rememberAmount: assign(({ event }) => {
      assertEvent(event, 'amount.changed');
      return { amount: event.amount };
    }),
    rememberCurrency: assign(({ context, event }) => {
      assertEvent(event, 'currency.changed');
      const known =
        event.currency === context.currency || context.fxCurrencies.includes(event.currency);
      return { transferCurrency: known ? event.currency : context.transferCurrency };
    }),
    restoreDraft: assign(({ context, event }) => {
      assertEvent(event, 'draft.restored');
      const { draft } = event;
      const known =
        draft.transferCurrency === context.currency ||
        context.fxCurrencies.includes(draft.transferCurrency);
      return {
        ...draft,
        transferCurrency: known ? draft.transferCurrency : context.currency,
        quote: null,
        fieldErrors: null,
        error: null,
      };
    }),
    rememberQuote: assign((_, quote: FxQuote) => ({ quote })),
    forgetQuote: assign({ quote: null }),
    showQuoteTooDear: assign(({ context }, quote: FxQuote) => {
      const amount = debitProblem(context, quote.platformAmountMinor);
      return {
        quote: null,
        fieldErrors: { amount, description: null, referenceNumber: null },
      };
    }),
    rememberDescription: assign(({ event }) => {
      assertEvent(event, 'description.changed');
      return { description: event.description };
    }),
    rememberReference: assign(({ event }) => {
      assertEvent(event, 'reference.changed');
      return { referenceNumber: event.referenceNumber };
    }),
    recheckFields: assign({
      fieldErrors: ({ context }) =>
        context.fieldErrors === null ? null : (checkTransfer(context) ?? null),
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => checkTransfer(context) }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    askForVerification: emit({ type: 'verification.needed' as const }),
    rememberKey: assign(({ context, event }) => {
      assertEvent(event, 'verification.granted');
      return { idempotencyKey: event.idempotencyKey ?? context.idempotencyKey };
    }),
    rememberTransfer: assign((_, transfer: PaymentTransfer) => ({ transfer })),
    announceTransfer: emit((_, transfer: PaymentTransfer) => ({
      type: 'payment.sent' as const,
      transfer,
    })),
    startOver: assign(({ context, event }) => {
      assertEvent(event, 'payment.new');
      return {
        idempotencyKey: event.idempotencyKey,
        recipient: null,
        transferCurrency: context.currency,
        quote: null,
        amount: '',
        description: '',
        referenceNumber: '',
        fieldErrors: null,
        transfer: null,
        error: null,
      };
    }),
  },
}).createMachine({
  id: 'paymentTransfer',
  context: ({ input }) => ({
    ...input,
    recipient: null,
    transferCurrency: input.currency,
    quote: null,
    amount: '',
    description: '',
    referenceNumber: '',
    fieldErrors: null,
    transfer: null,
    error: null,
  }),
  initial: 'choosingRecipient',
  states: {
    choosingRecipient: {
      description: 'The saved recipients, searchable; one is chosen (or added first).',
      on: {
        'recipient.chosen': { target: 'enteringAmount', actions: 'rememberRecipient' },
        'draft.restored': [
          { guard: 'restoresReview', target: 'reviewing', actions: 'restoreDraft' },
          { target: 'enteringAmount', actions: 'restoreDraft' },
        ],
      },
    },
    enteringAmount: {
      description: 'Amount, description and reference number, by the bank transfer rules.',
      on: {
        'amount.changed': { actions: ['rememberAmount', 'forgetQuote', 'recheckFields'] },
        'currency.changed': { actions: ['rememberCurrency', 'forgetQuote', 'recheckFields'] },
        'description.changed': { actions: ['rememberDescription', 'recheckFields'] },
        'reference.changed': { actions: ['rememberReference', 'recheckFields'] },
        'recipient.changeRequested': 'choosingRecipient',
        'details.submitted': [
          { guard: 'needsQuote', target: 'quoting', actions: 'clearError' },
          { guard: 'isSendable', target: 'reviewing', actions: 'clearError' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    quoting: {
      description:
        'The FX provider prices a payment in another currency: rate, fee, what the account pays.',
      tags: ['busy'],
      invoke: {
        id: 'createFxQuote',
        src: 'createFxQuote',
        input: ({ context }) => ({
          currency: context.transferCurrency,
          amountMinor: amountMinorOf(context.amount, context.transferCurrency) ?? 0,
        }),
        onDone: [
          {
            guard: { type: 'isAffordable', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: { type: 'rememberQuote', params: ({ event }) => event.output },
          },
          {
            target: 'enteringAmount',
            actions: { type: 'showQuoteTooDear', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'enteringAmount', actions: ['forgetQuote', 'rememberError'] },
      },
    },
    reviewing: {
      description:
        'Everything the payment will do (and its quote, in another currency), before Send payment.',
      on: {
        'details.editRequested': 'enteringAmount',
        'quote.expired': { guard: 'hasQuote', target: 'quoting' },
        'payment.sendRequested': {
          target: 'awaitingCode',
          actions: ['clearError', 'askForVerification'],
        },
      },
    },
    awaitingCode: {
      description: 'The verification dialog asks for a fresh code to send the payment.',
      on: {
        'verification.granted': { target: 'sending', actions: 'rememberKey' },
        'verification.cancelled': 'reviewing',
      },
    },
    sending: {
      description: 'The payment is sent once, under its idempotency key.',
      tags: ['busy'],
      invoke: {
        id: 'createTransfer',
        src: 'createTransfer',
        input: ({ context, event }) => {
          assertEvent(event, 'verification.granted');
          return {
            idempotencyKey: context.idempotencyKey,
            recipientId: context.recipient?.id ?? 0,
            amountMinor: amountMinorOf(context.amount, context.transferCurrency) ?? 0,
            currency: context.transferCurrency,
            description: context.description.trim(),
            referenceNumber: context.referenceNumber,
            actionCode: event.actionCode,
            ...(context.quote ? { quoteId: context.quote.id } : {}),
          };
        },
        onDone: {
          target: 'sent',
          actions: [
            { type: 'rememberTransfer', params: ({ event }) => event.output },
            { type: 'announceTransfer', params: ({ event }) => event.output },
          ],
        },
        onError: [
          // The quote ran out while the code was asked for: priced again, shown again.
          { guard: 'quoteIsStale', target: 'quoting', actions: ['forgetQuote', 'rememberError'] },
          { target: 'reviewing', actions: 'rememberError' },
        ],
      },
    },
    sent: {
      description: 'The payment is on its way; its status follows on the page and the dashboard.',
      on: {
        'payment.new': { target: 'choosingRecipient', actions: 'startOver' },
      },
    },
  },
});
