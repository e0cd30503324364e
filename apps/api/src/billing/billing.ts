import type { BillingConfiguration, TopBanner } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import type { Role } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { fromMinor, timeZoneOfCardService } from '@outlay/rules';
import { previousStatementDue } from './statement-due.js';
import { statementPeriod } from './statement-period.js';

export type { BillingConfiguration, TopBanner } from '@outlay/api-client/schema';

/** Banner texts are stored per language; English stands in for a missing one. */
export type LocalisedText = Partial<Record<Lang, string>> & { en: string };

export const NO_BANNER: TopBanner = { message: null, buttonText: null, actionData: null };

export interface Billing {
  /** The company's billing set-up; the statement's amount due for the roles that see it. */
  configuration(companyId: number, role: Role): Promise<BillingConfiguration | null>;
  topBanner(companyId: number, role: Role, lang: Lang): Promise<TopBanner>;
}

export function createBilling(db: Db, clock: Clock): Billing {
  return {
    async configuration(companyId, role) {
      const row = await kyselyOf(db)
        .selectFrom('companies as c')
        .innerJoin('currencies as p', 'p.alpha_code', 'c.platform_currency')
        .innerJoin('currencies as b', 'b.alpha_code', 'c.billing_currency')
        .select([
          'c.billing_method',
          'c.next_billing_method',
          'c.statement_cycle_day',
          'c.card_service_type',
          'c.platform_currency',
          'p.numeric_code as platform_numeric',
          'c.billing_currency',
          'b.numeric_code as billing_numeric',
        ])
        .where('c.id', '=', companyId)
        .executeTakeFirst();
      if (!row) return null;
      const platformCurrency = {
        alphaCode: row.platform_currency,
        numericCode: row.platform_numeric,
      };
      // Admins and bookkeepers see what the company owes, as on the dashboard (spec part 1 §6).
      const seesDue = role === 'admin' || role === 'bookkeeper';
      const timeZone = timeZoneOfCardService(row.card_service_type);
      const owed = seesDue
        ? await previousStatementDue(db, clock, companyId, {
            timeZone,
            cycleDay: row.statement_cycle_day,
            currency: row.platform_currency,
          })
        : null;
      return {
        billingMethod: row.billing_method,
        nextBillingMethod: row.next_billing_method ?? row.billing_method,
        platformCurrency,
        billingCurrency: { alphaCode: row.billing_currency, numericCode: row.billing_numeric },
        statementPeriod: statementPeriod(clock.now(), row.statement_cycle_day),
        statementDue: owed
          ? {
              amountDue: fromMinor(owed.dueMinor, row.platform_currency),
              currency: platformCurrency,
              dueDate: owed.dueDate,
            }
          : null,
      };
    },

    async topBanner(companyId, role, lang) {
      const now = clock.now();
      // A banner offers only what the company can do: AutoPay enrolment needs its auto-debit
      // flow, or the button would land on a billing page that says AutoPay is not available.
      const row = await kyselyOf(db)
        .selectFrom('top_banners as b')
        .innerJoin('companies as c', 'c.id', 'b.company_id')
        .select((eb) => [
          // Written per language by the seed and the back office (LocalisedText).
          eb.ref('b.message').$castTo<LocalisedText>().as('message'),
          eb.ref('b.button_text').$castTo<LocalisedText>().as('button_text'),
          'b.action_kind',
        ])
        .where('b.company_id', '=', companyId)
        .where((eb) => eb(eb.val<string>(role), '=', eb.fn.any('b.roles')))
        .where('b.starts_at', '<=', now)
        .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', now)]))
        .where((eb) =>
          eb.or([
            eb('b.action_kind', '<>', 'autopayEnrollment'),
            eb('c.feature_flags', '@>', JSON.stringify({ autoDebitFlowEnable: true })),
          ]),
        )
        .orderBy('b.starts_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return NO_BANNER;
      return {
        message: row.message[lang] ?? row.message.en,
        buttonText: row.button_text[lang] ?? row.button_text.en,
        actionData: { kind: row.action_kind },
      };
    },
  };
}
