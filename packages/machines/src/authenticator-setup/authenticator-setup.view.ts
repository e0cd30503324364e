import type { SnapshotFrom } from 'xstate';
import type { authenticatorSetupMachine } from './authenticator-setup.machine';

type AuthenticatorSetupSnapshot = SnapshotFrom<typeof authenticatorSetupMachine>;

/** 'Set up your authenticator app': the QR code and key, the code, and its refusal. */
export function authenticatorSetupView(snapshot: AuthenticatorSetupSnapshot) {
  const { context } = snapshot;
  return {
    qrCodeSvg: context.enrolment.qrCodeSvg,
    secret: context.enrolment.secret,
    error: context.error,
    confirming: snapshot.matches({ enteringCode: 'verifying' }),
  } as const;
}
