import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import type { Mailer, SmsSender } from '../providers/outbox.js';
import type { ActionScope } from './action-codes.js';
import {
  CODE_SECONDS,
  type CodeOwner,
  type CodePurpose,
  type OneTimeCodes,
  RESEND_AFTER_SECONDS,
} from './one-time-codes.js';

/**
 * What a one-time code is for: signing in, an invited user's first password, verifying the
 * personal phone, or one sensitive action (and, when it is about a card, that card).
 */
export type CodeReason =
  | { kind: 'login' }
  | { kind: 'password-setup' }
  | { kind: 'phone-verification' }
  // A new number from the profile page, confirmed by the code texted to it.
  | { kind: 'phone-change' }
  | { kind: 'action'; scope: ActionScope }
  // Another address the person sends receipts from, confirmed by the code mailed to it.
  | { kind: 'receipt-sender'; senderId: string };

/** Where the code goes: an email address, or a phone number's digits with the calling code. */
export type CodeDestination =
  { channel: 'email'; address: string } | { channel: 'sms'; phone: string };

export interface CodeDelivery {
  /**
   * Issues a code for the reason (throwing 429 when sent too often, see one-time-codes.ts),
   * words it in the reader's language (their saved one, else `lang`) and sends it.
   */
  send(owner: CodeOwner, reason: CodeReason, to: CodeDestination, lang: Lang): Promise<void>;
  /** Consumes a code sent for the reason, or throws 401 saying why it does not count. */
  consume(owner: CodeOwner, reason: CodeReason, code: string): Promise<void>;
}

/** The one-time-codes purpose: a code (and its grant) is bound to the action and the card. */
export function purposeOf(reason: CodeReason): CodePurpose {
  if (reason.kind === 'receipt-sender') return `receipt-sender:${reason.senderId}`;
  if (reason.kind !== 'action') return reason.kind;
  const { actionType, cardLastFourDigits } = reason.scope;
  return cardLastFourDigits ? `action:${actionType}:${cardLastFourDigits}` : `action:${actionType}`;
}

interface Wording {
  subject?: MessageKey;
  text: MessageKey;
}

/** Each reason's message on each channel it is sent by; a pair missing here is never sent. */
function wordingOf(reason: CodeReason, channel: CodeDestination['channel']): Wording {
  switch (`${reason.kind}:${channel}`) {
    case 'login:email':
      return { subject: 'mail.loginCode.subject', text: 'mail.loginCode.text' };
    case 'password-setup:email':
      return { subject: 'mail.setup.subject', text: 'mail.setup.text' };
    case 'phone-verification:sms':
    case 'phone-change:sms':
      return { text: 'sms.phoneCode' };
    case 'receipt-sender:email':
      return { subject: 'mail.receiptSenderCode.subject', text: 'mail.receiptSenderCode.text' };
    case 'action:sms':
      return { text: 'sms.actionCode' };
    case 'action:email':
      return reason.kind === 'action' && reason.scope.cardLastFourDigits
        ? { subject: 'mail.actionCode.subject', text: 'mail.actionCode.card' }
        : { subject: 'mail.actionCode.subject', text: 'mail.actionCode.text' };
    default:
      throw new Error(`No ${channel} wording for a ${reason.kind} code`);
  }
}

/** The part of every "code sent" answer that says how long the code lives and when to resend. */
export function codeSentAnswer(lang: Lang) {
  return {
    msg: translate(lang, 'codes.sent'),
    expiresInSeconds: CODE_SECONDS,
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  };
}

/**
 * The one way a route sends a one-time code: it says what the code is for and where it goes;
 * the purpose, the wording and the channel are decided here.
 */
export function createCodeDelivery(deps: {
  codes: OneTimeCodes;
  /** The owner's saved language, else the fallback (see i18n/recipient-language.ts). */
  languageOf: (owner: CodeOwner, fallback: Lang) => Promise<Lang>;
  mailer: Mailer;
  sms: SmsSender;
}): CodeDelivery {
  const { codes, mailer, sms, languageOf } = deps;
  return {
    async send(owner, reason, to, requestLang) {
      // A code always goes to its owner: in the language they saved, if they did.
      const lang = await languageOf(owner, requestLang);
      const wording = wordingOf(reason, to.channel);
      const { code } = await codes.issue(owner, purposeOf(reason), to.channel);
      const params = {
        code,
        minutes: CODE_SECONDS / 60,
        ...(reason.kind === 'action' && reason.scope.cardLastFourDigits
          ? { lastFour: reason.scope.cardLastFourDigits }
          : {}),
      };
      const text = translate(lang, wording.text, params);
      if (to.channel === 'sms') {
        await sms.sendSms({ companyId: owner.companyId, to: to.phone, text, code });
        return;
      }
      await mailer.sendEmail({
        companyId: owner.companyId,
        to: to.address,
        subject: wording.subject ? translate(lang, wording.subject) : '',
        text,
        code,
      });
    },

    consume(owner, reason, code) {
      return codes.consume(owner, purposeOf(reason), code);
    },
  };
}
