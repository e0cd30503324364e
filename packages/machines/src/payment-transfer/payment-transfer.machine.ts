import { isTransferAmount, referenceNumberProblem, toMinor } from '@outlay/rules';
import type { PaymentTransfer } from '@outlay/api-client';
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
  'amount' | 'description' | 'referenceNumber' | 'currency' | 'availableMinor' | 'limitMinor'
>;

/** The bank transfer rules of spec part 2 §5, and the balance and limit; null when it may go. */
export function checkTransfer(context: Checked): TransferFieldErrors | null {
  const minor = amountMinorOf(context.amount, context.currency);
  let amount: TransferFieldErrors['amount'] = null;
  if (context.amount.trim() === '') amount = 'required';
  else if (minor === null || !isTransferAmount(minor)) amount = 'positive';
  else if (minor > context.availableMinor) amount = 'aboveBalance';
  else if (context.limitMinor !== null && minor > context.limitMinor) amount = 'aboveLimit';
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
 * per transfer: a failed send tried again sends the same key, so it is never sent twice.
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
    startOver: assign(({ event }) => {
      assertEvent(event, 'payment.new');
      return {
        idempotencyKey: event.idempotencyKey,
        recipient: null,
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
      },
    },
    enteringAmount: {
      description: 'Amount, description and reference number, by the bank transfer rules.',
      on: {
        'amount.changed': { actions: ['rememberAmount', 'recheckFields'] },
        'description.changed': { actions: ['rememberDescription', 'recheckFields'] },
        'reference.changed': { actions: ['rememberReference', 'recheckFields'] },
        'recipient.changeRequested': 'choosingRecipient',
        'details.submitted': [
          { guard: 'isSendable', target: 'reviewing', actions: 'clearError' },
          { actions: 'showFieldErrors' },
        ],
      },
    },
    reviewing: {
      description: 'Everything the payment will do, before Send payment.',
      on: {
        'details.editRequested': 'enteringAmount',
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
            amountMinor: amountMinorOf(context.amount, context.currency) ?? 0,
            currency: context.currency,
            description: context.description.trim(),
            referenceNumber: context.referenceNumber,
            actionCode: event.actionCode,
          };
        },
        onDone: {
          target: 'sent',
          actions: [
            { type: 'rememberTransfer', params: ({ event }) => event.output },
            { type: 'announceTransfer', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'reviewing', actions: 'rememberError' },
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
