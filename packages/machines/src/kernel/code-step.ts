import type { ApiError } from '@outlay/api-client';
import { isRateLimited } from './actor-error';

/**
 * What every code step of a flow tells its screen once, by XState `emit` (never kept in
 * context, so a re-render or a restored snapshot cannot show it twice): a code went out.
 * `resent` is false for the first code of a step, whose screen already says where it went.
 */
export interface CodeSentNotice {
  type: 'code.sent';
  resent: boolean;
}

/**
 * The part of a flow's context a code step reads: how many codes went out, how long Resend
 * waits after the last one (the `after` delay of the step's `resend.waiting` state), and
 * whether the step opened on a code sent earlier because the server refused to send another
 * so soon (the screen then says so instead of "we sent a code").
 */
export interface CodeStepContext {
  codesSent: number;
  resendAfterSeconds: number;
  codeSentEarlier: boolean;
}

/** The context after a code went out, from the server's answer. */
export function codeSentContext(
  context: CodeStepContext,
  sent: { resendAfterSeconds: number },
): CodeStepContext {
  return {
    codesSent: context.codesSent + 1,
    resendAfterSeconds: sent.resendAfterSeconds,
    codeSentEarlier: false,
  };
}

/**
 * The context when the server refused a code because one went out moments ago (429): that
 * code is the one to enter, and Resend waits for the server's Retry-After. Null when the
 * refusal is anything else.
 */
export function earlierCodeContext(error: ApiError): Omit<CodeStepContext, 'codesSent'> | null {
  if (!isRateLimited(error)) return null;
  return { resendAfterSeconds: error.retryAfterSeconds ?? 0, codeSentEarlier: true };
}

/** The milliseconds of a code step's `resendWait` delay. */
export const resendWait = ({ context }: { context: { resendAfterSeconds: number } }) =>
  Math.max(0, context.resendAfterSeconds) * 1000;
