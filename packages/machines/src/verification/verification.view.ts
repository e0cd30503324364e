import type { SnapshotFrom } from 'xstate';
import { resendView } from '../kernel/code-step.view';
import type { verificationMachine } from './verification.machine';

type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** 'Verification required': which part shows (loading, blocked, failed, the code form). */
export function verificationView(snapshot: VerificationSnapshot) {
  const { context } = snapshot;
  const sends = context.method === 'EMAIL' || context.method === 'SMS';
  return {
    part: snapshot.hasTag('loading')
      ? 'loading'
      : snapshot.hasTag('blocked')
        ? 'blocked'
        : snapshot.hasTag('failed')
          ? 'failed'
          : 'code',
    error: context.error,
    /** The methods the user may switch between (those set up). */
    methods: context.methods.filter((method) => method.isSetUp).map((method) => method.type),
    method: context.method,
    /** What the step says of the code: sent now, sent moments ago (nothing sent now), or the app's. */
    codeFrom: !sends ? 'app' : context.codeSentEarlier ? 'sentEarlier' : 'sent',
    /** Where the method sends its code (masked), as the user's methods say. */
    destination:
      context.methods.find((method) => method.type === context.method)?.destination ?? '',
    code: context.code,
    codeProblem: context.codeMissing ? ('required' as const) : null,
    captcha: context.captcha,
    captchaAnswer: context.captchaAnswer,
    canConfirm: snapshot.can({ type: 'code.confirmed' }),
    confirming: snapshot.matches({ enteringCode: { code: 'confirming' } }),
    busy: snapshot.hasTag('busy'),
    resend: resendView(context, {
      offered: sends,
      available: snapshot.can({ type: 'resend.requested' }),
      sending: snapshot.matches({ enteringCode: { resend: 'sending' } }),
    }),
  } as const;
}
