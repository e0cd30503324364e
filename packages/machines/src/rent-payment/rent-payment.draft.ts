import { bankDetailsProblems, landlordRfcProblem, rentBreakdownOf, toMinor } from '@outlay/rules';
import type { RentDraft, RentDraftErrors } from './rent-payment.types';

const NAME_MAX = 100;
const ADDRESS_MAX = 300;

export const emptyRentDraft = (cardId: number | null): RentDraft => ({
  landlordName: '',
  landlordAddress: '',
  payoutMethod: 'bank',
  routingNumber: '',
  accountNumber: '',
  clabe: '',
  propertyAddress: '',
  amount: '',
  frequency: 'monthly',
  cardId,
  landlordKind: 'person',
  propertyUse: 'commercial',
  landlordRfc: '',
  lease: null,
});

/** The rent as typed, in minor units; null when it is not an amount. */
export function rentAmountMinorOf(amount: string, currency: string): number | null {
  const typed = amount.replace(/[\s,]/g, '');
  if (!/^[0-9]*(\.[0-9]{0,2})?$/.test(typed) || typed === '' || typed === '.') return null;
  return toMinor(typed, currency);
}

const textProblem = (value: string, max: number) => {
  if (value.trim() === '') return 'required' as const;
  return value.trim().length > max ? ('tooLong' as const) : null;
};

/** Whether a bank payout in `currency` goes to a CLABE (Mexico) rather than routing and account. */
export const rentPaidByClabe = (currency: string) => currency === 'MXN';

/** What is wrong with the draft (the contract's own limits), or null when it may be reviewed. */
export function rentDraftErrors(
  draft: RentDraft,
  rules: {
    currency: string;
    maxAmountMinor: number;
    cardIds: readonly number[];
    mexicanTaxes?: boolean;
  },
): RentDraftErrors | null {
  const bank = draft.payoutMethod === 'bank';
  const minor = rentAmountMinorOf(draft.amount, rules.currency);
  let amount: RentDraftErrors['amount'] = null;
  if (draft.amount.trim() === '') amount = 'required';
  else if (minor === null || minor <= 0) amount = 'positive';
  else if (minor > rules.maxAmountMinor) amount = 'tooLarge';
  // A landlord in Mexico is paid to a CLABE (checked as the server checks it), elsewhere to a
  // routing and account number.
  const byClabe = rentPaidByClabe(rules.currency);
  const digits = (value: string, pattern: RegExp) => {
    if (!bank || byClabe) return null;
    if (value.trim() === '') return 'required' as const;
    return pattern.test(value.trim()) ? null : ('format' as const);
  };
  const errors: RentDraftErrors = {
    landlordName: textProblem(draft.landlordName, NAME_MAX),
    landlordAddress: textProblem(draft.landlordAddress, ADDRESS_MAX),
    routingNumber: digits(draft.routingNumber, /^[0-9]{9}$/),
    accountNumber: digits(draft.accountNumber, /^[0-9]{4,17}$/),
    clabe:
      bank && byClabe
        ? (bankDetailsProblems({ scheme: 'clabe', clabe: draft.clabe.replace(/[\s-]/g, '') })
            .clabe ?? null)
        : null,
    propertyAddress: textProblem(draft.propertyAddress, ADDRESS_MAX),
    amount,
    cardId: draft.cardId !== null && rules.cardIds.includes(draft.cardId) ? null : 'required',
    // Checked as the server checks it: 13 characters for a person, 12 for a company, a real
    // date, the check digit.
    landlordRfc:
      rules.mexicanTaxes === true
        ? landlordRfcProblem(draft.landlordRfc, draft.landlordKind)
        : null,
  };
  return Object.values(errors).every((problem) => problem === null) ? null : errors;
}

/**
 * The rent, its IVA and withholding where it carries Mexican taxes, the net to the landlord,
 * the fee and what the card is charged, in minor units; zeros while not an amount.
 */
export function rentChargeOfDraft(
  draft: RentDraft,
  currency: string,
  feeRateBp: number,
  mexicanTaxes = false,
) {
  const amount = rentAmountMinorOf(draft.amount, currency) ?? 0;
  const terms = mexicanTaxes
    ? { landlordKind: draft.landlordKind, propertyUse: draft.propertyUse }
    : null;
  return rentBreakdownOf(amount, terms, feeRateBp);
}
