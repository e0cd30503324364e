import { bankDetailsProblems, rentFeeOf, toMinor } from '@outlay/rules';
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
  rules: { currency: string; maxAmountMinor: number; cardIds: readonly number[] },
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
  };
  return Object.values(errors).every((problem) => problem === null) ? null : errors;
}

/** The rent, its fee and what the card is charged, in minor units; zeros while not an amount. */
export function rentChargeOfDraft(draft: RentDraft, currency: string, feeRateBp: number) {
  const amount = rentAmountMinorOf(draft.amount, currency) ?? 0;
  const fee = rentFeeOf(amount, feeRateBp);
  return { amount, fee, total: amount + fee };
}
