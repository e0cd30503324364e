import type { ChangePhoneNumberRequest, Profile } from '@outlay/api-client';
import type { CodeSentNotice, CodeStepContext } from '../kernel/code-step';

export interface PhoneChangeContext extends CodeStepContext {
  /** The new number as last sent: Resend texts it again. */
  number: ChangePhoneNumberRequest | null;
  /** The new number, masked, as the server says it texted it. */
  maskedPhone: string;
  /** The profile once the code made the number the person's. */
  profile: Profile | null;
}

export type PhoneChangeEvent =
  | { type: 'number.submitted'; number: ChangePhoneNumberRequest }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'change.cancelled' };

/** The number changed: the screen says so once and shows the new profile. */
export interface PhoneChangedNotice {
  type: 'phone.changed';
  profile: Profile;
}

export type PhoneChangeNotice = CodeSentNotice | PhoneChangedNotice;
