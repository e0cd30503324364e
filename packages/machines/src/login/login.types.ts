import type { ApiError, LoginChallenge, LoggedInUser } from '@outlay/api-client';

/** How the user proves it is them after the password: an emailed code or an authenticator app. */
export type SecondFactor = 'EMAIL' | 'OTP';

export interface AuthenticatorSetup {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface LoginContext {
  email: string;
  challenge: LoginChallenge | null;
  method: SecondFactor | null;
  authenticator: AuthenticatorSetup | null;
  error: ApiError | null;
  /** How many codes were sent in this attempt. */
  codesSent: number;
  /** How long after the last code the server sends another: Resend's `after` delay. */
  resendAfterSeconds: number;
  /** The code step opened on a code sent moments ago: the server would not send another yet. */
  codeSentEarlier: boolean;
  /** The signed-in user, once the second factor passed; the machine's output. */
  user: LoggedInUser | null;
  /** "Remember this device": the verified sign-in also trusts this browser for 30 days. */
  rememberDevice: boolean;
}

export type LoginEvent =
  | { type: 'credentials.submitted'; email: string; password: string }
  | { type: 'method.chosen'; method: SecondFactor }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'method.changeRequested' }
  | { type: 'login.restarted' }
  | { type: 'rememberDevice.changed'; remember: boolean };

export type LoginOutput = LoggedInUser;
