import type { ClickwrapContract } from '@outlay/api-client';
import type { CodeSentNotice, CodeStepContext } from '../kernel/code-step';

/** The consent agreement's click-wrap ids, from phone-verification-config. */
export interface PhoneConsentAgreement {
  accessId: string;
  groupKey: string;
  signerId: string;
}

export interface PhoneVerificationInput {
  agreement: PhoneConsentAgreement;
  /** The phone as the dialog shows it: masked (`maskPhone` of @outlay/rules). */
  phone: string;
}

export interface PhoneVerificationContext extends CodeStepContext {
  agreement: PhoneConsentAgreement;
  phone: string;
  /** The consent contract the checkbox agrees to (title and PDF). */
  consent: (ClickwrapContract & { id: string }) | null;
  consented: boolean;
  /** What went wrong last: the app picks the fallback text by it. */
  failure: 'code' | 'nonPersonal' | 'other' | null;
  outcome: PhoneVerificationOutput | null;
}

export type PhoneVerificationEvent =
  | { type: 'consent.toggled'; consented: boolean }
  | { type: 'consent.continued' }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'phone.skipped' }
  | { type: 'phone.notMine' };

export interface PhoneVerificationOutput {
  /** verified; nonPersonal (Skip or 'This is not my phone number'); closed (a 404). */
  outcome: 'verified' | 'nonPersonal' | 'closed';
  /**
   * For `closed`: the server's reason, or null when it gave none (the app has its own words).
   * A success has none: its words are the app's (success texts come from the web catalogs).
   */
  message: string | null;
}

/** The dialog closed, and how: the screen says so once (spec part 1 §8). */
export type PhoneClosedNotice = { type: 'phone.closed' } & PhoneVerificationOutput;

export type PhoneVerificationNotice = CodeSentNotice | PhoneClosedNotice;
