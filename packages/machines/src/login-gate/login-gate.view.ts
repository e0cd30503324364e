import type { SnapshotFrom } from 'xstate';
import type { loginGateMachine } from './login-gate.machine';

type LoginGateSnapshot = SnapshotFrom<typeof loginGateMachine>;

const dialogs = [
  'changePassword',
  'passwordExpiration',
  'terms',
  'legalRepresentative',
  'primaryAccountOwner',
  'phone',
] as const;

/** Which gate's dialog shows, if any. */
export type GateDialog = (typeof dialogs)[number];

/** The login gate: the dialog due, and what the gates' own dialogs show. */
export function loginGateView(snapshot: LoginGateSnapshot) {
  const { context } = snapshot;
  return {
    dialog: dialogs.find((name) => snapshot.hasTag(`dialog.${name}`)) ?? null,
    /** The password change cannot be cancelled (MANDATORY_CHANGE_REQUIRED). */
    forced: snapshot.hasTag('forced'),
    error: context.error,
    company: context.company.name,
    dismissing: snapshot.matches({ password: 'dismissing' }),
    confirming: snapshot.matches({ legalRepresentative: 'confirming' }),
  } as const;
}
