import { fromMinor, toMinor } from '@outlay/rules';
import type { CardDeclineReason } from '@outlay/api-client/schema';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { Notice } from './notifier.js';

// Each notification's words, in the recipient's language, as the notifier sends them.

const moneyIn = (lang: Lang, minor: number, currency: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(fromMinor(minor, currency));

const DECLINE_REASONS = {
  merchantNotAllowed: 'mail.declined.merchantNotAllowed',
  categoryNotAllowed: 'mail.declined.categoryNotAllowed',
  overLimit: 'mail.declined.overLimit',
  cardInactive: 'mail.declined.cardInactive',
} as const satisfies Record<CardDeclineReason, string>;

export function declinedPurchaseNotice(
  lang: Lang,
  decline: {
    merchant: string;
    /** In major units, as the card's records keep it. */
    amount: number;
    currency: string;
    lastFour: string;
    reason: CardDeclineReason;
  },
): Notice {
  const amount = toMinor(decline.amount, decline.currency);
  const words = {
    amount: moneyIn(lang, amount, decline.currency),
    merchant: decline.merchant,
    lastFour: decline.lastFour,
  };
  return {
    kind: 'declinedPurchases',
    subject: translate(lang, 'mail.declined.subject', words),
    text: translate(lang, 'mail.declined.text', {
      ...words,
      reason: translate(lang, DECLINE_REASONS[decline.reason]),
    }),
    sms: translate(lang, 'mail.declined.sms', words),
    details: {
      merchant: decline.merchant,
      amount,
      currency: decline.currency,
      lastFour: decline.lastFour,
    },
  };
}

export function invitationAcceptedNotice(
  lang: Lang,
  invitee: { name: string; email: string; company: string },
): Notice {
  return {
    kind: 'invitationsAccepted',
    subject: translate(lang, 'mail.invitationAccepted.subject', invitee),
    text: translate(lang, 'mail.invitationAccepted.text', invitee),
    sms: translate(lang, 'mail.invitationAccepted.sms', invitee),
    details: { name: invitee.name, email: invitee.email },
  };
}

/** The approval email is the message itself; the app says a new device tried, never the link. */
export function newDeviceNotice(email: { subject: string; text: string; device: string }): Notice {
  return {
    kind: 'newDeviceSignIn',
    subject: email.subject,
    text: email.text,
    sms: '',
    details: { device: email.device },
  };
}

/** A company's people read its country's language when no request says which. */
export function languageOfCountry(countryCode: string): Lang {
  if (['MX', 'CO', 'CL', 'PE', 'ES', 'AR'].includes(countryCode)) return 'es';
  if (['BR', 'PT'].includes(countryCode)) return 'pt';
  return 'en';
}

/** A day (YYYY-MM-DD) as the reader's language writes it, read as the calendar day it is. */
const dayIn = (lang: Lang, day: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The bank refused a statement's AutoPay debit: the company's admins are told (issue 41). */
export function autopayRefusedNotice(
  lang: Lang,
  refusal: {
    /** In minor units. */
    amount: number;
    currency: string;
    dueDate: string;
    /** The last day it can be paid without the penalty. */
    graceEnd: string;
    penalty: number;
  },
): Notice {
  const words = {
    amount: moneyIn(lang, refusal.amount, refusal.currency),
    dueDate: dayIn(lang, refusal.dueDate),
    graceEnd: dayIn(lang, refusal.graceEnd),
    penalty: moneyIn(lang, refusal.penalty, refusal.currency),
  };
  return {
    kind: 'statements',
    subject: translate(lang, 'mail.autopayRefused.subject', words),
    text: translate(lang, 'mail.autopayRefused.text', words),
    sms: translate(lang, 'mail.autopayRefused.sms', words),
    details: { amount: refusal.amount, currency: refusal.currency },
  };
}
