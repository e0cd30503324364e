import type { SnapshotFrom } from 'xstate';
import type { cardOrderMachine } from './card-order.machine';

type Snapshot = SnapshotFrom<typeof cardOrderMachine>;

/** The order form: where it ships, the address typed, rush, what a submit found, the refusal. */
export function cardOrderView(snapshot: Snapshot) {
  const { context } = snapshot;
  return {
    shipTo: context.shipTo,
    hasCompanyAddress: context.hasCompanyAddress,
    address: context.address,
    rush: context.rush,
    rushAvailable: context.rushAvailable,
    problems: context.problems,
    submitting: snapshot.matches('ordering'),
    ordered: snapshot.matches('ordered'),
    error: context.error,
  } as const;
}

export type CardOrderView = ReturnType<typeof cardOrderView>;
