import type { SnapshotFrom } from 'xstate';
import type { loanPayMachine } from './loan-pay.machine';

type Snapshot = SnapshotFrom<typeof loanPayMachine>;

export type LoanPayStep = 'noAccount' | 'form' | 'waiting' | 'paid' | 'refused';

/** The dialog of paying a loan: which step shows, and what it shows. */
export function loanPayView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: LoanPayStep = 'form';
  if (snapshot.matches('noAccount')) step = 'noAccount';
  if (snapshot.matches('waitingForBank')) step = 'waiting';
  if (snapshot.matches('paid')) step = 'paid';
  if (snapshot.matches('refused')) step = 'refused';
  return {
    step,
    kind: context.kind,
    dueDate: context.dueDate,
    amountMinor: context.amountMinor,
    currency: context.currency,
    accountId: context.accountId,
    accounts: context.accounts,
    sending: snapshot.matches('awaitingCode') || snapshot.matches('paying'),
    payment: context.payment,
    error: context.error,
  } as const;
}

export type LoanPayView = ReturnType<typeof loanPayView>;
