import { randomInt, randomUUID } from 'node:crypto';
import type { BotCheckStatus, Captcha } from '@outlay/api-client/schema';
import { type Clock, addSeconds } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';

export type { BotCheckStatus, Captcha } from '@outlay/api-client/schema';

/**
 * The bot check behind verification of sensitive actions (spec part 1 §4.3). The product uses
 * a third-party challenge service; this interface is what Outlay needs of one.
 */
export interface BotCheck {
  /** ALLOWED, CAPTCHA or BLOCKED for a caller (its address) and account. */
  assess(caller: {
    ipAddress: string;
    flaggedAccount: boolean;
    blockedAccount: boolean;
  }): Promise<BotCheckStatus>;
  /** A failed verification (wrong code, wrong answer) from an address. */
  recordFailure(ipAddress: string): Promise<void>;
  /** A new question for the caller. */
  issueCaptcha(ipAddress: string, lang: Lang): Promise<Captcha>;
  /** Whether the answer is right; a question is answered once, right or wrong. */
  solveCaptcha(ipAddress: string, captchaId: string, answer: string): Promise<boolean>;
}

/** Failed verifications from one address in the window (one code's worth) before a captcha… */
export const CAPTCHA_AFTER_FAILURES = 5;
/** …and before the address is blocked. */
export const BLOCK_AFTER_FAILURES = 15;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const CAPTCHA_SECONDS = 5 * 60;

/**
 * The local sandbox: it judges by the failures it saw from an address (kept in the database,
 * so every instance sees them) and by flags on the account (`captcha@demo.outlay.test` is asked a
 * captcha, QA's `qa.blocked@demo.outlay.test` is blocked). Its
 * captcha is a small sum asked in words, which a keyboard or screen-reader user solves as
 * easily as anyone; no image.
 */
export function createSandboxBotCheck(db: Db, clock: Clock): BotCheck {
  const since = () => addSeconds(clock.now(), -FAILURE_WINDOW_SECONDS);
  return {
    async assess({ ipAddress, flaggedAccount, blockedAccount }) {
      if (blockedAccount) return 'BLOCKED';
      const row = await kyselyOf(db)
        .selectFrom('verification_failures')
        .select((eb) => eb.fn.countAll<number>().as('failures'))
        .where('ip_address', '=', ipAddress)
        .where('created_at', '>', since())
        .executeTakeFirst();
      const failures = row?.failures ?? 0;
      if (failures >= BLOCK_AFTER_FAILURES) return 'BLOCKED';
      if (flaggedAccount || failures >= CAPTCHA_AFTER_FAILURES) return 'CAPTCHA';
      return 'ALLOWED';
    },

    async recordFailure(ipAddress) {
      await kyselyOf(db)
        .insertInto('verification_failures')
        .values({ ip_address: ipAddress, created_at: clock.now() })
        .execute();
    },

    async issueCaptcha(ipAddress, lang) {
      const a = randomInt(2, 10);
      const b = randomInt(2, 10);
      const captchaId = randomUUID();
      const now = clock.now();
      await kyselyOf(db)
        .insertInto('captcha_challenges')
        .values({
          id: captchaId,
          ip_address: ipAddress,
          answer: a + b,
          created_at: now,
          expires_at: addSeconds(now, CAPTCHA_SECONDS),
        })
        .execute();
      return {
        captchaId,
        question: translate(lang, 'security.captchaQuestion', { a, b }),
        expiresInSeconds: CAPTCHA_SECONDS,
      };
    },

    async solveCaptcha(ipAddress, captchaId, answer) {
      const now = clock.now();
      const row = await kyselyOf(db)
        .updateTable('captcha_challenges')
        .set({ used_at: now })
        .where('id', '=', captchaId)
        .where('ip_address', '=', ipAddress)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('answer')
        .executeTakeFirst();
      const given = answer.trim();
      return row !== undefined && /^[0-9]{1,3}$/.test(given) && Number(given) === row.answer;
    },
  };
}
