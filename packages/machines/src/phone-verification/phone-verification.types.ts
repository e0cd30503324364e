import type { ApiError, ClickwrapContract, OutlayClient } from '@outlay/api-client';

/** The consent agreement's click-wrap ids, from phone-verification-config. */
export interface PhoneConsentAgreement {
  accessId: string;
  groupKey: string;
  signerId: string;
}

export interface PhoneVerificationInput {
  client: OutlayClient;
  agreement: PhoneConsentAgreement;
  /** The phone as the dialog shows it: masked (`maskPhone` of @outlay/rules). */
  phone: string;
}

export interface PhoneVerificationContext {
  client: OutlayClient;
  agreement: PhoneConsentAgreement;
  phone: string;
  /** The consent contract the checkbox agrees to (title and PDF). */
  consent: (ClickwrapContract & { id: string }) | null;
  consented: boolean;
  codesSent: number;
  /** How long after the last code the server sends another (the app counts Resend down). */
  resendAfterSeconds: number;
  error: ApiError | null;
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
  /** The message to show as the dialog closes; null to use the app's own. */
  message: string | null;
}
