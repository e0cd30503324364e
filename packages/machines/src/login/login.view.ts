import { NEW_DEVICE_STATUS } from '@outlay/api-client';
import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { loginMachine } from './login.machine';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** `/`: the sign-in form, with the email kept from a refused attempt. */
export function credentialsView(snapshot: LoginSnapshot) {
  const { context } = snapshot;
  return {
    email: context.email,
    error: context.error,
    busy: snapshot.hasTag('busy'),
    /**
     * Refused as a new device where the company allows only trusted ones: the approval link is
     * in the user's email; once it is opened, signing in again (the form keeps what was typed)
     * gets in.
     */
    newDevice: context.error?.status === NEW_DEVICE_STATUS,
  };
}

/**
 * The sign-in form as the machine starts it (its context's defaults): what the form shows when
 * it paints before the machine's code has loaded (apps/web loads it just after).
 */
export const credentialsAtStart: ReturnType<typeof credentialsView> = {
  email: '',
  error: null,
  busy: false,
  newDevice: false,
};

/** `/login-verify`: the code from the email or the authenticator app. */
export function loginCodeView(snapshot: LoginSnapshot) {
  const { context } = snapshot;
  return {
    email: context.challenge?.email ?? '',
    method: context.method,
    error: context.error,
    /** The step opened on the code sent moments ago (the server would not send another yet). */
    codeSentEarlier: context.codeSentEarlier,
    verifying: snapshot.matches({ enteringCode: { code: 'verifying' } }),
    /** "Remember this device" is ticked: the verified sign-in also trusts this browser. */
    rememberDevice: context.rememberDevice,
    resend: resendView(context, {
      offered: context.method === 'EMAIL',
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ enteringCode: { resend: 'sending' } }),
    }),
  };
}

/** `/login-auth`: the emailed code first, then the authenticator app's QR code and a code. */
export function authenticatorSetupView(snapshot: LoginSnapshot) {
  const { context } = snapshot;
  const setup = (state: string) => snapshot.matches({ settingUpAuthenticator: state } as never);
  return {
    email: context.challenge?.email ?? '',
    error: context.error,
    codeSentEarlier: context.codeSentEarlier,
    provingEmail: setup('provingEmail'),
    /** The emailed code is being checked (the QR code and secret come with the answer). */
    checkingEmailCode: snapshot.matches({
      settingUpAuthenticator: { provingEmail: { code: 'verifying' } },
    }),
    loading: setup('sendingEmailCode'),
    confirming: setup('confirming'),
    authenticator: context.authenticator,
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({
        settingUpAuthenticator: { provingEmail: { resend: 'sending' } },
      }),
    }),
  };
}
