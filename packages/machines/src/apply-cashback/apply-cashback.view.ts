import type { SnapshotFrom } from 'xstate';
import { redeemingMinorOf, type applyCashbackMachine } from './apply-cashback.machine';

type Snapshot = SnapshotFrom<typeof applyCashbackMachine>;

export type ApplyCashbackStep = 'nothingAvailable' | 'form' | 'requested';

/** The Apply to statement dialog: which step shows, and what it shows. */
export function applyCashbackView(snapshot: Snapshot) {
  const { context } = snapshot;
  let step: ApplyCashbackStep = 'form';
  if (snapshot.matches('nothingAvailable')) step = 'nothingAvailable';
  if (snapshot.matches('requested')) step = 'requested';
  return {
    step,
    choice: context.choice,
    otherAmount: context.otherAmount,
    destination: context.destination,
    accountId: context.accountId,
    accounts: context.accounts,
    availableMinor: context.availableMinor,
    redeemingMinor: redeemingMinorOf(context),
    currency: context.currency,
    fieldErrors: context.fieldErrors,
    sending: snapshot.matches('awaitingCode') || snapshot.matches('applying'),
    redemption: context.redemption,
    error: context.error,
  } as const;
}

export type ApplyCashbackView = ReturnType<typeof applyCashbackView>;
