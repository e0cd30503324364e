import { fromMinor } from '@outlay/rules';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { Sent } from '../notifications/notifier.js';
import type { PreferenceOwner } from '../notifications/preferences.js';
import type { Services } from '../services.js';
import { decimalToMinor } from './cfdi.js';
import { RECEIPT_LINK_DAYS, receiptLinkUrl, signReceiptLink } from './receipt-link.js';
import { missingReceiptEntries } from './missing-receipts.js';
import { inboxStore } from './store.js';

/** The purchases one reminder names, newest first; the rest wait on the Receipts page. */
const LISTED = 5;

const moneyIn = (lang: Lang, minor: number, currency: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency }).format(fromMinor(minor, currency));

/**
 * The missing-receipts reminder for one cardholder: each purchase still without a receipt with
 * its own /transaction-receipt?token= link (signed for that entry and that person, working for
 * a week), sent through the notifier, so by email, SMS or in the app as their notification
 * preferences say. Nothing is sent when nothing is missing.
 */
export async function sendMissingReceiptReminder(
  services: Pick<Services, 'db' | 'clock' | 'config' | 'receiptAddressKey' | 'notifications'>,
  owner: PreferenceOwner,
): Promise<Sent & { entries: number[] }> {
  const { db, clock, config, receiptAddressKey, notifications } = services;
  const missing = await inboxStore.entriesMissingReceipts(
    db,
    owner.companyId,
    owner.userId,
    LISTED,
  );
  if (missing.length === 0) return { email: false, sms: false, inApp: false, entries: [] };
  const person = await kyselyOf(db)
    .selectFrom('users')
    .select(['first_name', 'language'])
    .where('company_id', '=', owner.companyId)
    .where('id', '=', owner.userId)
    .executeTakeFirst();
  const lang: Lang = person?.language ?? 'en';
  const expires = Math.floor(clock.now().getTime() / 1000) + RECEIPT_LINK_DAYS * 86_400;
  const lines = missing.map((entry) => {
    const url = receiptLinkUrl(
      config.publicUrl,
      signReceiptLink(receiptAddressKey, { ...owner, entryId: entry.id, expires }),
    );
    const amount = moneyIn(lang, decimalToMinor(entry.transaction_amount) ?? 0, entry.currency);
    return {
      merchant: entry.title,
      amount,
      date: entry.occurred_at.toISOString().slice(0, 10),
      url,
    };
  });
  const [first] = lines;
  if (!first) return { email: false, sms: false, inApp: false, entries: [] };
  // The count is of every purchase still missing one; the mail lists the newest LISTED.
  const total = await missingReceiptEntries(db, owner.companyId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('e.user_id', '=', owner.userId)
    .executeTakeFirst();
  const count = Math.max(missing.length, total?.count ?? 0);
  // Worded here in the language read above (the person's saved one), which the notifier would pick too.
  const sent = await notifications.notifier.notify(
    owner,
    () => ({
      kind: 'missingReceipts',
      subject: translate(lang, 'mail.receiptInbox.reminder.subject', { count }),
      text: translate(lang, 'mail.receiptInbox.reminder.text', {
        name: person?.first_name ?? '',
        lines: lines
          .map((line) => translate(lang, 'mail.receiptInbox.reminder.line', line))
          .join('\n'),
        receiptsUrl: `${config.publicUrl}/client/receipts`,
      }),
      // The one SMS this product sends with a link: the reminder's point is opening it on the phone.
      sms: translate(lang, 'mail.receiptInbox.reminder.sms', { count, ...first }),
      details: { count },
    }),
    lang,
  );
  return { ...sent, entries: missing.map((entry) => entry.id) };
}
