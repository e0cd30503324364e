import type { CodeStepContext } from './code-step';

/** What a screen shows of Resend. */
export interface ResendView {
  /** The step sends codes at all (an authenticator app's step has no Resend). */
  offered: boolean;
  /** The machine takes `resend.requested` now: the button is enabled exactly then. */
  available: boolean;
  sending: boolean;
  /** The wait to count down on screen, in seconds, and what tells one wait from the next. */
  waitSeconds: number;
  waitId: string;
}

/** Resend's view from the machine's own answers: `can`, and whether its send is under way. */
export function resendView(
  context: CodeStepContext,
  state: { offered: boolean; available: boolean; sending: boolean },
): ResendView {
  return {
    ...state,
    waitSeconds: context.resendAfterSeconds,
    waitId: `${String(context.codesSent)}:${String(context.codeSentEarlier)}:${String(context.resendAfterSeconds)}`,
  };
}
