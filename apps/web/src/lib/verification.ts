import type { ActionType } from '@outlay/api-client';
import { createContext, use } from 'react';

export interface VerifyOptions {
  actionType: ActionType;
  /** When the action is about a card: the code is bound to it. */
  cardLastFourDigits?: string;
}

/** Opens the verification dialog; resolves with the action code, or null if it was closed. */
export type Verify = (options: VerifyOptions) => Promise<string | null>;

export const VerificationContext = createContext<Verify | null>(null);

/**
 * `const { verify } = useVerification(); const actionCode = await verify({ actionType })`:
 * pass the action code to the action; null means the user closed the dialog.
 */
export function useVerification(): { verify: Verify } {
  const verify = use(VerificationContext);
  if (!verify) throw new Error('useVerification must be used inside VerificationProvider');
  return { verify };
}

/** What a flow waiting in its `awaitingCode` state is told once the verification dialog closes. */
export type VerificationAnswer =
  { type: 'verification.granted'; actionCode: string } | { type: 'verification.cancelled' };

/**
 * Answers a flow's `verification.needed`: opens the verification dialog and sends the flow the
 * code it gave (`verification.granted`) or that it was closed (`verification.cancelled`).
 * `useEmitted(actor, 'verification.needed', () => answer(actor, { actionType }))`.
 */
export function useVerificationAnswer() {
  const { verify } = useVerification();
  return (flow: { send(answer: VerificationAnswer): void }, options: VerifyOptions) => {
    void verify(options).then((actionCode) => {
      flow.send(
        actionCode === null
          ? { type: 'verification.cancelled' }
          : { type: 'verification.granted', actionCode },
      );
    });
  };
}
