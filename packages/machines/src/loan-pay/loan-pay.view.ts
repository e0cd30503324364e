import type { SnapshotFrom } from 'xstate';
import { bankPaymentStepOf, type BankPaymentStep } from '../kernel/verified-payment';
import type { loanPayMachine } from './loan-pay.machine';

type Snapshot = SnapshotFrom<typeof loanPayMachine>;

export type LoanPayStep = BankPaymentStep;

/** The dialog of paying a loan: which step shows, and what it shows. */
export function loanPayView(snapshot: Snapshot) {
  const { context } = snapshot;
  const { step, sending } = bankPaymentStepOf(snapshot);
  return {
    step,
    kind: context.kind,
    dueDate: context.dueDate,
    amountMinor: context.amountMinor,
    currency: context.currency,
    accountId: context.accountId,
    accounts: context.accounts,
    sending,
    payment: context.payment,
    error: context.error,
  } as const;
}

export type LoanPayView = ReturnType<typeof loanPayView>;
