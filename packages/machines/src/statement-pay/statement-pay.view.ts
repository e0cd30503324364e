import type { SnapshotFrom } from 'xstate';
import { bankPaymentStepOf, type BankPaymentStep } from '../kernel/verified-payment';
import { payingMinorOf, type statementPayMachine } from './statement-pay.machine';

type Snapshot = SnapshotFrom<typeof statementPayMachine>;

export type StatementPayStep = BankPaymentStep;

/** The Pay now dialog: which step shows, and what it shows. */
export function statementPayView(snapshot: Snapshot) {
  const { context } = snapshot;
  const { step, sending } = bankPaymentStepOf(snapshot);
  return {
    step,
    choice: context.choice,
    otherAmount: context.otherAmount,
    accountId: context.accountId,
    accounts: context.accounts,
    amountDueMinor: context.amountDueMinor,
    payingMinor: payingMinorOf(context),
    currency: context.currency,
    fieldErrors: context.fieldErrors,
    sending,
    payment: context.payment,
    error: context.error,
  } as const;
}

export type StatementPayView = ReturnType<typeof statementPayView>;
