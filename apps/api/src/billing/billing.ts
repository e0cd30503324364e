import type {
  components,
  BillingConfiguration,
  TopBanner,
  BillingMethod,
} from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { Role } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { timeZoneOfCardService } from '@outlay/rules';
import { todayIn } from '../dashboard/calendar.js';
import { previousStatementDue } from './statement-due.js';
import { statementPeriod } from './statement-period.js';

export type { BillingConfiguration, TopBanner } from '@outlay/api-client/schema';

type BannerKind = components['schemas']['TopBannerAction']['kind'];

/** Banner texts are stored per language; English stands in for a missing one. */
export type LocalisedText = Partial<Record<Lang, string>> & { en: string };

export const NO_BANNER: TopBanner = { message: null, buttonText: null, actionData: null };

interface ConfigurationRow extends Record<string, unknown> {
  billing_method: BillingMethod;
  next_billing_method: BillingMethod | null;
  platform_currency: string;
  platform_numeric: string;
  billing_currency: string;
  billing_numeric: string;
  statement_cycle_day: number;
  card_service_type: components['schemas']['CardServiceType'];
}

interface BannerRow extends Record<string, unknown> {
  message: LocalisedText;
  button_text: LocalisedText;
  action_kind: BannerKind;
}

export interface Billing {
  /** The company's billing set-up; the statement's amount due for the roles that see it. */
  configuration(companyId: number, role: Role): Promise<BillingConfiguration | null>;
  topBanner(companyId: number, role: Role, lang: Lang): Promise<TopBanner>;
}

export function createBilling(db: Db, clock: Clock): Billing {
  return {
    async configuration(companyId, role) {
      const [row] = await db.query<ConfigurationRow>(
        `SELECT c.billing_method, c.next_billing_method, c.statement_cycle_day, c.card_service_type,
                c.platform_currency, p.numeric_code AS platform_numeric,
                c.billing_currency, b.numeric_code AS billing_numeric
           FROM companies c
           JOIN currencies p ON p.alpha_code = c.platform_currency
           JOIN currencies b ON b.alpha_code = c.billing_currency
          WHERE c.id = $1`,
        [companyId],
      );
      if (!row) return null;
      const platformCurrency = {
        alphaCode: row.platform_currency,
        numericCode: row.platform_numeric,
      };
      // Admins and bookkeepers see what the company owes, as on the dashboard (spec part 1 §6).
      const seesDue = role === 'admin' || role === 'bookkeeper';
      const timeZone = timeZoneOfCardService(row.card_service_type);
      const owed = seesDue
        ? await previousStatementDue(
            db,
            companyId,
            todayIn(timeZone, clock.now()),
            row.statement_cycle_day,
            timeZone,
          )
        : null;
      return {
        billingMethod: row.billing_method,
        nextBillingMethod: row.next_billing_method ?? row.billing_method,
        platformCurrency,
        billingCurrency: { alphaCode: row.billing_currency, numericCode: row.billing_numeric },
        statementPeriod: statementPeriod(clock.now(), row.statement_cycle_day),
        statementDue: owed
          ? { amountDue: owed.due, currency: platformCurrency, dueDate: owed.dueDate }
          : null,
      };
    },

    async topBanner(companyId, role, lang) {
      const now = clock.now();
      // A banner offers only what the company can do: AutoPay enrolment needs its auto-debit
      // flow, or the button would land on a billing page that says AutoPay is not available.
      const [row] = await db.query<BannerRow>(
        `SELECT b.message, b.button_text, b.action_kind
           FROM top_banners b
           JOIN companies c ON c.id = b.company_id
          WHERE b.company_id = $1 AND $2 = ANY (b.roles)
            AND b.starts_at <= $3 AND (b.ends_at IS NULL OR b.ends_at > $3)
            AND (b.action_kind <> 'autopayEnrollment'
                 OR c.feature_flags @> '{"autoDebitFlowEnable": true}')
          ORDER BY b.starts_at DESC, b.id DESC
          LIMIT 1`,
        [companyId, role, now],
      );
      if (!row) return NO_BANNER;
      return {
        message: row.message[lang] ?? row.message.en,
        buttonText: row.button_text[lang] ?? row.button_text.en,
        actionData: { kind: row.action_kind },
      };
    },
  };
}
