import { phoneOf } from '../auth/two-factor-methods.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { languageOf } from '../i18n/recipient-language.js';
import type { Mailer, SmsSender } from '../providers/outbox.js';
import type { InAppDetails, InAppNotifications } from './in-app.js';
import type { NotificationKind } from './kinds.js';
import type { NotificationPreferences, PreferenceOwner } from './preferences.js';

/** One message to one person, in every form a channel needs. */
export interface Notice {
  kind: NotificationKind;
  subject: string;
  /** The email's body. */
  text: string;
  /** The SMS: short, no links. */
  sms: string;
  /** The facts the app's own words need (it words them in the reader's language). */
  details: InAppDetails;
}

export interface Sent {
  email: boolean;
  sms: boolean;
  inApp: boolean;
}

/**
 * The one way a message about the account reaches a person (issue 36): it reads their choice
 * for the kind in the preferences table and sends by the channels they chose, no others.
 * One-time codes, password resets and invitation links are not notifications: a person asked
 * for them, so they go through the mailer directly.
 */
export function createNotifier(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  preferences: NotificationPreferences;
  inApp: InAppNotifications;
}) {
  const { db, mailer, sms, preferences, inApp } = deps;

  return {
    /**
     * Words the notice in the person's saved language (else `fallback`, the sender's best guess)
     * and sends it by the channels they chose.
     */
    async notify(to: PreferenceOwner, word: (lang: Lang) => Notice, fallback: Lang): Promise<Sent> {
      const person = await kyselyOf(db)
        .selectFrom('users')
        .select([
          'email',
          'phone_number',
          'country_calling_code',
          'is_phone_verified',
          'status',
          'deleted_at',
        ])
        .where('company_id', '=', to.companyId)
        .where('id', '=', to.userId)
        .executeTakeFirst();
      const sent: Sent = { email: false, sms: false, inApp: false };
      if (!person || person.deleted_at !== null || person.status !== 'active') return sent;
      const notice = word(await languageOf(db, to, fallback));
      const choice = await preferences.choiceOf(to, notice.kind);
      if (choice.email) {
        await mailer.sendEmail({
          companyId: to.companyId,
          to: person.email,
          subject: notice.subject,
          text: notice.text,
        });
        sent.email = true;
      }
      // Only to a number the person proved is theirs, written as code delivery writes it.
      const phone = person.is_phone_verified
        ? phoneOf({
            countryCallingCode: person.country_calling_code,
            phoneNumber: person.phone_number,
          })
        : null;
      if (choice.sms && phone !== null) {
        await sms.sendSms({ companyId: to.companyId, to: phone, text: notice.sms });
        sent.sms = true;
      }
      if (choice.inApp) {
        await inApp.add(to, notice.kind, notice.details);
        sent.inApp = true;
      }
      return sent;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
