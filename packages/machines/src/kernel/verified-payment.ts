import type { ApiError } from '@outlay/api-client';
import { toMinor } from '@outlay/rules';
import { assign, emit, type EventObject } from 'xstate';
import { errorFrom } from './actor-error';

// The step every "pay with a verification code" flow shares (statement Pay now, paying a loan,
// applying cashback, paying rent): the flow asks the verification dialog for a fresh code
// (`verification.needed`), the dialog answers with the action code or is cancelled, and the
// call runs with that code; a cancelled dialog or a refused call goes back to where the flow
// was, with the refusal. A debit the bank answers later (a statement, a loan) then waits for
// the page's own read to say which way it went. The machines keep their own states' names.

/** An amount as typed (`1,234.50`), in minor units; null when it is not an amount. */
export function typedMinorOf(amount: string, currency: string): number | null {
  const typed = amount.replace(/[\s,]/g, '');
  if (!/^[0-9]*(\.[0-9]*)?$/.test(typed) || typed === '' || typed === '.') return null;
  return toMinor(typed, currency);
}

/** A verified AutoPay account of the currency paid in, as a payment dialog lists it. */
export interface PayingAccount {
  id: number;
  /** Masked, for example `••••4321`. */
  accountNumber: string;
  bankName: string | null;
  /** The currency's auto-debit account: chosen first. */
  autoDebit: boolean;
}

/** The account a payment starts on: the currency's auto-debit one, else the first. */
export const firstPayingAccount = (accounts: readonly PayingAccount[]) =>
  (accounts.find((account) => account.autoDebit) ?? accounts[0])?.id ?? null;

/** What the verification dialog answers a payment flow. */
export type VerificationAnswer =
  { type: 'verification.granted'; actionCode: string } | { type: 'verification.cancelled' };

/** The debit as the page reads it again (the bank confirmed or refused it), and a new try. */
export type BankAnswer =
  { type: 'bank.confirmed' } | { type: 'bank.refused' } | { type: 'payment.retried' };

/** What a payment flow tells its screen once: ask for a code; the call went out. */
export type VerifiedPaymentNotice<TPayment> =
  { type: 'verification.needed' } | { type: 'payment.requested'; payment: TPayment };

/**
 * The actions a verified payment's states name, typed for the machine that names them:
 * `.extend({ actions: verifiedPaymentActions<Context, Event, Payment>() })`. A flow whose
 * answer is not a payment (a redemption) keeps its own `remember…`/`announce…` pair.
 */
export function verifiedPaymentActions<
  TContext extends { error: ApiError | null; payment: TPayment | null },
  TEvent extends EventObject,
  TPayment,
>() {
  // Only the payment's own fields change; the rest of the machine's context stays.
  const update = (fields: Partial<Pick<TContext, 'error' | 'payment'>>) =>
    fields as Partial<TContext>;
  type Notice = VerifiedPaymentNotice<TPayment>;
  return {
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ error: null })),
    rememberError: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) =>
      update({ error: errorFrom(event) }),
    ),
    askForVerification: emit<TContext, TEvent, undefined, TEvent, Notice>({
      type: 'verification.needed',
    }),
    rememberPayment: assign<TContext, TEvent, TPayment, TEvent, never>((_, payment) =>
      update({ payment }),
    ),
    announcePayment: emit<TContext, TEvent, TPayment, TEvent, Notice>((_, payment) => ({
      type: 'payment.requested',
      payment,
    })),
    forgetPayment: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      update({ payment: null }),
    ),
  };
}

/** The actions of a payment the server took: kept for the screen, and announced once. */
export const paymentRequestedActions = <TPayment>() =>
  [
    {
      type: 'rememberPayment',
      params: ({ event }: { event: { output: TPayment } }) => event.output,
    },
    {
      type: 'announcePayment',
      params: ({ event }: { event: { output: TPayment } }) => event.output,
    },
  ] as const;

/** The call made once the code is granted: an invoked promise actor of the machine's setup. */
interface VerifiedCall {
  id: string;
  src: string;
  input: (args: never) => unknown;
}

/**
 * `awaitingCode` and the state that makes the call with the granted code: a cancelled dialog
 * and a refused call (with its error) go back to `back`; a call taken leads to `requested`.
 */
export function verifiedCallStates<
  const TCalling extends string,
  const TCall extends VerifiedCall,
  const TBack extends string,
  const TRequested,
>(options: {
  /** What the dialog asks the code for (`a fresh code to pay`). */
  awaitingCode: string;
  calling: TCalling;
  callingDescription: string;
  call: TCall;
  back: TBack;
  /** The call's `onDone`: where a call taken leads, and what is kept of its answer. */
  requested: TRequested;
}) {
  const calling = {
    description: options.callingDescription,
    tags: ['busy'],
    invoke: {
      ...options.call,
      onDone: options.requested,
      onError: { target: options.back, actions: 'rememberError' },
    },
  } as const;
  return {
    awaitingCode: {
      description: `The verification dialog asks for ${options.awaitingCode}.`,
      on: {
        'verification.granted': options.calling,
        'verification.cancelled': options.back,
      },
    },
    [options.calling]: calling,
  } as { readonly awaitingCode: AwaitingCode<TCalling, TBack> } & {
    readonly [K in TCalling]: typeof calling;
  };
}

interface AwaitingCode<TCalling, TBack> {
  readonly description: string;
  readonly on: {
    readonly 'verification.granted': TCalling;
    readonly 'verification.cancelled': TBack;
  };
}

/**
 * The debit the bank answers on the server's queue: the page's read of it again says which
 * way it went. Refused, nothing was paid, and `payment.retried` goes back to `retry`.
 */
export function bankAnswerStates<const TRetry extends string>(options: {
  waiting: string;
  paid: string;
  retry: TRetry;
}) {
  return {
    waitingForBank: {
      description: options.waiting,
      on: {
        'bank.confirmed': 'paid',
        'bank.refused': 'refused',
      },
    },
    paid: {
      description: options.paid,
      type: 'final',
    },
    refused: {
      description: 'The bank refused the debit: nothing was paid; it may be tried again.',
      on: {
        'payment.retried': { target: options.retry, actions: 'forgetPayment' },
      },
    },
  } as const;
}

/**
 * Whether there is a verified AutoPay account of the currency to pay from (`hasAccount`, a
 * guard of the machine), and where billing is when there is none.
 */
export function payingAccountStates<const TChoosing extends string>(options: {
  starting: string;
  choosing: TChoosing;
}) {
  return {
    starting: {
      description: options.starting,
      always: [{ guard: 'hasAccount', target: options.choosing }, { target: 'noAccount' }],
    },
    noAccount: {
      description: 'No verified AutoPay account in this currency: billing is where to add one.',
    },
  } as const;
}

/** The steps of a payment dialog whose debit the bank answers later. */
export type BankPaymentStep = 'noAccount' | 'form' | 'waiting' | 'paid' | 'refused';

/** Which step a bank payment's dialog shows, and whether its code or call is under way. */
export function bankPaymentStepOf(snapshot: {
  matches(
    state: 'noAccount' | 'waitingForBank' | 'paid' | 'refused' | 'awaitingCode' | 'paying',
  ): boolean;
}): { step: BankPaymentStep; sending: boolean } {
  let step: BankPaymentStep = 'form';
  if (snapshot.matches('noAccount')) step = 'noAccount';
  if (snapshot.matches('waitingForBank')) step = 'waiting';
  if (snapshot.matches('paid')) step = 'paid';
  if (snapshot.matches('refused')) step = 'refused';
  return { step, sending: snapshot.matches('awaitingCode') || snapshot.matches('paying') };
}

/**
 * The amount of a form that pays the whole (due, available) or another amount typed: each
 * change is kept, and the problems already shown follow it (`rememberChoice`,
 * `rememberAmount`, `recheckFields`, actions of the machine).
 */
export const typedAmountEvents = {
  'amount.choiceChanged': { actions: ['rememberChoice', 'recheckFields'] },
  'amount.changed': { actions: ['rememberAmount', 'recheckFields'] },
} as const;

/**
 * A form's submit: the code is asked for once `checked` (a guard of the machine) holds, else
 * the problems of the fields show (`showFieldErrors`).
 */
export const checkedSubmit = <const TChecked extends string>(checked: TChecked) =>
  [
    {
      guard: checked,
      target: 'awaitingCode',
      actions: ['clearError', 'askForVerification'],
    },
    { actions: 'showFieldErrors' },
  ] as const;

/**
 * What is wrong with the amount of such a form, or null: another amount left empty, nothing
 * (or not an amount), or more than `mostMinor` (the amount due, the cashback available), which
 * the form names its own way (`aboveDue`).
 */
export function typedAmountProblem<const TAbove extends string>(
  form: { choice: string; otherAmount: string },
  minor: number | null,
  most: { minor: number; problem: TAbove },
): 'required' | 'positive' | TAbove | null {
  if (form.choice === 'other' && form.otherAmount.trim() === '') return 'required';
  if (minor === null || minor < 1) return 'positive';
  return minor > most.minor ? most.problem : null;
}
