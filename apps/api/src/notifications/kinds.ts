import type { components } from '@outlay/api-client/schema';
import { weekdayOf } from '@outlay/rules';

type Schemas = components['schemas'];
export type NotificationKind = Schemas['NotificationKind'];
export type Weekday = Schemas['Weekday'];
export type Channel = 'email' | 'sms' | 'inApp';
export type NotificationPreference = Schemas['NotificationPreference'];

/** The kinds a person may change (a row of notification_preferences each). */
export type ChangeableKind = Exclude<NotificationKind, 'newDeviceSignIn'>;

export interface Choice {
  email: boolean;
  sms: boolean;
  inApp: boolean;
  /** ISO weekday, 1 Monday … 7 Sunday; missing receipts only. */
  reminderWeekday: number | null;
}

/** The page's order: money first, then people, then the account's safety. */
export const NOTIFICATION_KINDS = [
  'statements',
  'declinedPurchases',
  'missingReceipts',
  'payments',
  'invitationsAccepted',
  'documents',
  'newDeviceSignIn',
] as const satisfies readonly NotificationKind[];

/**
 * Sign-ins from a new device keep an account safe, so they always go by email and into the
 * app; no SMS is offered for them (a phone in the wrong hands would learn of its own use).
 */
const LOCKED: Choice = { email: true, sms: false, inApp: true, reminderWeekday: null };

/**
 * What a person gets before choosing: email and the app, no SMS (it costs and interrupts);
 * the missing-receipts reminder on Mondays, as the week's work begins.
 */
export function defaultChoice(kind: NotificationKind): Choice {
  if (kind === 'newDeviceSignIn') return LOCKED;
  return {
    email: true,
    sms: false,
    inApp: true,
    reminderWeekday: kind === 'missingReceipts' ? 1 : null,
  };
}

export const isLocked = (kind: NotificationKind): kind is 'newDeviceSignIn' =>
  kind === 'newDeviceSignIn';

export function channelsOf(kind: NotificationKind): Channel[] {
  return isLocked(kind) ? ['email', 'inApp'] : ['email', 'sms', 'inApp'];
}

/** A kind's choice as the contract shows it. */
export function preferenceOf(kind: NotificationKind, choice: Choice): NotificationPreference {
  return {
    kind,
    email: choice.email,
    sms: choice.sms,
    inApp: choice.inApp,
    isLocked: isLocked(kind),
    channels: channelsOf(kind),
    ...(choice.reminderWeekday === null ? {} : { reminderDay: weekdayOf(choice.reminderWeekday) }),
  };
}
