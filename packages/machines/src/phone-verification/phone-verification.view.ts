import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { phoneVerificationMachine } from './phone-verification.machine';

type PhoneSnapshot = SnapshotFrom<typeof phoneVerificationMachine>;

/** 'Verify your phone number': which step shows, and what it shows. */
export function phoneVerificationView(snapshot: PhoneSnapshot) {
  const { context } = snapshot;
  const enteringCode = snapshot.matches({ open: 'enteringCode' });
  return {
    step: snapshot.hasTag('loading') ? 'loading' : enteringCode ? 'code' : 'consent',
    /** The phone, masked. */
    phone: context.phone,
    error: context.error,
    /** What the error was about: the screen's fallback words when the server gave none. */
    failure: context.failure,
    consent: context.consent,
    consented: context.consented,
    canContinue: snapshot.can({ type: 'consent.continued' }),
    busy: snapshot.hasTag('busy'),
    /** The step opened on a code texted moments ago (the server would not send another yet). */
    codeSentEarlier: context.codeSentEarlier,
    verifying: snapshot.matches({ open: { enteringCode: { code: 'verifying' } } }),
    resend: resendView(context, {
      offered: true,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ open: { enteringCode: { resend: 'sending' } } }),
    }),
  } as const;
}
