// The billing page's steps as links: the autopay banner's buttons lead to them and the billing
// page opens the one its address names (spec part 1 §2.4: Enroll Now, Go to Billing Screen,
// Sign Now and Enroll in AutoPay each land on the step they name).
import type { BillingStep } from '@outlay/machines/autopay/autopay.types';

export type { BillingStep };

export const billingPath = '/billing';

/** `/billing?step=…` for a step. */
export function billingStepHref(step: BillingStep): string {
  const search = new URLSearchParams({ step: step.kind });
  if (step.kind === 'sign') search.set('account', String(step.accountId));
  else search.set('currency', step.currency);
  return `${billingPath}?${search.toString()}`;
}

/** What the signing page said when it sent the signer back (`signing=`). */
export type SigningOutcome = 'completed' | 'declined' | 'left';

export interface BillingAddress {
  step: BillingStep | null;
  signing: SigningOutcome | null;
}

const CURRENCY = /^[A-Z]{3}$/;
const ID = /^[1-9][0-9]{0,9}$/;
const OUTCOMES: readonly SigningOutcome[] = ['completed', 'declined', 'left'];

/** The step (and the signing page's outcome) a billing address names; anything else is none. */
export function billingStepOf(search: string): BillingAddress {
  const params = new URLSearchParams(search);
  const signingParam = params.get('signing');
  const signing = OUTCOMES.find((outcome) => outcome === signingParam) ?? null;
  const currency = params.get('currency') ?? '';
  const account = params.get('account') ?? '';
  switch (params.get('step')) {
    case 'add-account':
      return { step: CURRENCY.test(currency) ? { kind: 'add-account', currency } : null, signing };
    case 'auto-debit':
      return { step: CURRENCY.test(currency) ? { kind: 'auto-debit', currency } : null, signing };
    case 'sign':
      return {
        step: ID.test(account) ? { kind: 'sign', accountId: Number(account) } : null,
        signing,
      };
    default:
      return { step: null, signing };
  }
}
