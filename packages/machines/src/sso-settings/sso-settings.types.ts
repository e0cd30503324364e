import type { ApiError, SsoSettings } from '@outlay/api-client';

export type SsoChoice = SsoSettings['provider'];

/** The provider's details as the admin types them; a test vouches for exactly these. */
export interface SsoDetails {
  provider: SsoChoice;
  oktaDomain: string;
  issuer: string;
  clientId: string;
  /** Empty keeps the secret stored (for the stored issuer and client id only). */
  clientSecret: string;
}

/** A "Test connection" round trip that succeeded, for the details it was run with. */
export interface SucceededTest {
  testId: string;
  /** Who signed in at the provider during the test. */
  email: string;
  /** The details tested: a change to any of them needs a new test before saving. */
  detailsKey: string;
}

/** Why the last test (or a save without one) did not go through, in the screen's words. */
export type TestProblem =
  | { kind: 'blocked' }
  | { kind: 'closed' }
  | { kind: 'needed' }
  | { kind: 'refused'; message: string };

export interface SsoSettingsInput {
  /** The settings as stored. */
  settings: SsoSettings;
}

export interface SsoSettingsContext extends SsoDetails {
  stored: SsoSettings;
  enforced: boolean;
  test: SucceededTest | null;
  problem: TestProblem | null;
  /** Where the test window goes, once the server started the test. */
  authorizationUrl: string | null;
  /** A refusal of the server's (starting a test, saving). */
  error: ApiError | null;
}

/** What the test window says back: a success, or the server's refusal in the person's words. */
export type PopupAnswer =
  { ok: true; testId: string; email: string } | { ok: false; message: string };

export type SsoSettingsEvent =
  | { type: 'provider.chosen'; provider: SsoChoice }
  | {
      type: 'details.changed';
      field: 'oktaDomain' | 'issuer' | 'clientId' | 'clientSecret';
      value: string;
    }
  | { type: 'enforced.changed'; enforced: boolean }
  /** Sent on the press, with the test window already open (else `popup.blocked`). */
  | { type: 'test.requested' }
  | { type: 'popup.blocked' }
  | { type: 'popup.answered'; answer: PopupAnswer }
  | { type: 'popup.closed' }
  | { type: 'save.requested' }
  | { type: 'verification.succeeded'; actionCode: string }
  | { type: 'verification.cancelled' };

/** Said once each: the view opens the provider in the test window, or confirms the save. */
export type SsoSettingsNotice =
  | { type: 'test.started'; authorizationUrl: string }
  | { type: 'test.abandoned' }
  | { type: 'sso.saved'; settings: SsoSettings };
