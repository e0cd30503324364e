import type { CodeStepContext } from '../kernel/code-step';
import type { AuthenticatorEnrolment, TwoFactorMethods } from '@outlay/api-client';

export interface AuthenticatorSetupInput {
  /** The pending secret and its QR code, started once a verification granted it. */
  enrolment: AuthenticatorEnrolment;
}

/** A code step's context (its Resend fields stay at rest: the app makes its own codes). */
export interface AuthenticatorSetupContext extends CodeStepContext {
  enrolment: AuthenticatorEnrolment;
  /** The user's methods once the app is confirmed: the machine's output. */
  methods: TwoFactorMethods | null;
}

export type AuthenticatorSetupEvent =
  { type: 'code.submitted'; code: string } | { type: 'setup.cancelled' };

/** The user's methods with the app set up, or null when the set-up was cancelled. */
export type AuthenticatorSetupOutput = TwoFactorMethods | null;

/** The app is set up: the screen says so, and the app holds the user's new methods. */
export interface AuthenticatorConfirmedNotice {
  type: 'authenticator.confirmed';
  methods: TwoFactorMethods;
}
