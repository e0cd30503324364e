import { toMinor } from '@outlay/rules';
import type { LoanTerms } from './schedule.js';

/** What the lender knows of a company when it decides whether to offer a loan. */
export interface LenderApplicant {
  countryCode: string;
  currency: string;
  /** availableSpent + totalSpent, in the platform currency's major units (part 1 §5). */
  spend: number;
}

export interface LenderOffer extends LoanTerms {
  flag: 'WC' | 'GROWTH';
  /** How long the offer stands. */
  validDays: number;
}

/** The lender behind Capital: it offers a loan, or not, from a company's spend. */
export interface Lender {
  offerFor(applicant: LenderApplicant): Promise<LenderOffer | null>;
}

/** Below this spend the lender makes no offer (the spec's 25,000 rule for showing Capital). */
export const OFFER_SPEND_THRESHOLD = 25_000;

/** VAT on interest and fees where the lender charges it (Mexico's IVA), in basis points. */
const VAT_BP: Partial<Record<string, number>> = { MX: 1_600 };

/**
 * The lender's sandbox: a working-capital loan of a fifth of the company's spend, in whole
 * thousands, at most 250,000, over 12 months at 1.1% a month with a 1.5% origination fee;
 * nothing below the threshold. It answers after a moment, as the lender's API does.
 */
export function sandboxLender(latencyMs: number): Lender {
  return {
    async offerFor({ countryCode, currency, spend }) {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (spend < OFFER_SPEND_THRESHOLD) return null;
      const major = Math.min(250_000, Math.floor(spend / 5 / 1_000) * 1_000);
      if (major <= 0) return null;
      return {
        flag: 'WC',
        principalMinor: toMinor(major, currency),
        months: 12,
        monthlyRateBp: 110,
        originationFeeBp: 150,
        vatBp: VAT_BP[countryCode] ?? 0,
        validDays: 30,
      };
    },
  };
}
