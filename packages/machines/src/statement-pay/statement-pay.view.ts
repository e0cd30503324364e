import type { SnapshotFrom } from 'xstate';
import { payingMinorOf, type statementPayMachine } from './statement-pay.machine';

type Snapshot = SnapshotFrom<typeof statementPayMachine>;

export type StatementPayStep = 'noAccount' | 'form' | 'waiting' | 'paid' | 'refused';

/** The Pay now dialog: which step shows, and what it shows. */
export function statementPayView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: StatementPayStep = 'form';
  if (snapshot.matches('noAccount')) step = 'noAccount';
  if (snapshot.matches('waitingForBank')) step = 'waiting';
  if (snapshot.matches('paid')) step = 'paid';
  if (snapshot.matches('refused')) step = 'refused';
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
    sending: snapshot.matches('awaitingCode') || snapshot.matches('paying'),
    payment: context.payment,
    error: context.error,
  } as const;
}

export type StatementPayView = ReturnType<typeof statementPayView>;
