import type { Authenticator } from './authenticator.js';
import type { AuthenticatorFailures, AuthenticatorOwner } from './authenticator-failures.js';

/** An authenticator app's codes as every caller checks them: signing in, verifying, setting up. */
export interface AuthenticatorCodes {
  /**
   * True when the code is the app's and its time step is newer than the last one used (a code
   * is good once). Throws 429 while the account has used up its wrong codes; a wrong or reused
   * code counts against the account. No secret (no app set up) is a wrong code.
   */
  accept(
    owner: AuthenticatorOwner,
    secret: string | null,
    code: string,
    lastStep: number | null,
  ): Promise<boolean>;
}

export function createAuthenticatorCodes(deps: {
  authenticator: Authenticator;
  failures: AuthenticatorFailures;
  /** Records the step as used, unless a newer one already was (two requests at once). */
  acceptStep(owner: AuthenticatorOwner, step: number): Promise<boolean>;
}): AuthenticatorCodes {
  return {
    async accept(owner, secret, code, lastStep) {
      // The account's cap holds across sign-ins: a new password check gives no new guesses.
      await deps.failures.check(owner);
      const step = secret === null ? null : await deps.authenticator.check(secret, code, lastStep);
      if (step !== null && (await deps.acceptStep(owner, step))) return true;
      await deps.failures.record(owner);
      return false;
    },
  };
}
