import type { SnapshotFrom } from 'xstate';
import type { cardPinMachine } from './card-pin.machine';

type Snapshot = SnapshotFrom<typeof cardPinMachine>;

/** The PIN form: the digits typed, the problem a submit found, saving, the server's refusal. */
export function cardPinView(snapshot: Snapshot) {
  const { context } = snapshot;
  return {
    pin: context.pin,
    confirmPin: context.confirmPin,
    problem: context.problem,
    saving: snapshot.matches('verifying') || snapshot.matches('saving'),
    done: snapshot.matches('done'),
    error: context.error,
  } as const;
}
