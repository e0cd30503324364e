import type { SnapshotFrom } from 'xstate';
import type { satConnectMachine } from './sat-connect.machine';

type SatConnectSnapshot = SnapshotFrom<typeof satConnectMachine>;

/** Which dialog is open (none, the confirmation, the credentials) and what the form shows. */
export function satConnectView(snapshot: SatConnectSnapshot) {
  const { context } = snapshot;
  return {
    dialog: snapshot.matches('confirming')
      ? 'confirmation'
      : snapshot.matches('idle')
        ? 'none'
        : 'credentials',
    rfc: context.rfc,
    ciec: context.ciec,
    problems: context.problems,
    error: context.error,
    submitting: snapshot.hasTag('busy'),
  } as const;
}

export type SatConnectView = ReturnType<typeof satConnectView>;
