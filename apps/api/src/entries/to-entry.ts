import type { Entry, CardTransaction, Transfer, LoanInstalment } from '@outlay/api-client/schema';
import type { Lang } from '../i18n/language.js';
import { merchantLogoPath } from '../providers/merchant-logos.js';
import type { LookupCurrency } from './currencies.js';
import type { EntryRow } from './entry-columns.js';
import { localText, localTextOrNull } from './entry-texts.js';

export type { Entry } from '@outlay/api-client/schema';

type Text = string | null;

/** A column the row's kind always has; its absence means the data broke an invariant. */
function must<T>(value: T | null, column: string, id: number): T {
  if (value === null) throw new Error(`Entry ${id} has no ${column}`);
  return value;
}

const amount = (value: Text): number | null => (value === null ? null : Number(value));
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** Only an account number's last four digits leave the server. */
const lastFour = (value: Text) => (value === null ? null : value.slice(-4));

function entryUser(row: EntryRow) {
  if (row.user_public_id === null) return null;
  return {
    id: row.user_public_id,
    firstName: row.user_first_name ?? '',
    lastName: row.user_last_name ?? '',
    role: must(row.user_role, 'user role', row.id),
  };
}

function cardTransaction(row: EntryRow, currency: LookupCurrency, lang: Lang): CardTransaction {
  const id = row.id;
  return {
    id,
    paymentType: must(row.card_payment_type, 'payment type', id),
    subPaymentType: row.sub_payment_type,
    transactionType: must(row.transaction_type, 'transaction type', id),
    transactionStatus: must(row.transaction_status, 'status', id),
    transactionAmount: Number(must(row.transaction_amount, 'amount', id)),
    currency_lookup: currency(must(row.currency, 'currency', id)),
    localCurrencyLookup: row.local_currency === null ? null : currency(row.local_currency),
    localCurrencyAmount: amount(row.local_currency_amount),
    baseLocalCurrencyAmount: amount(row.base_local_currency_amount),
    localCurrencyExchangeRate: amount(row.local_currency_exchange_rate),
    transactionDateTime: row.occurred_at.toISOString(),
    postedAt: iso(row.posted_at),
    transactionReceipts: row.receipts,
    cardType: row.card_type,
    user: entryUser(row),
    card:
      row.card_id === null
        ? null
        : { id: row.card_id, name: row.card_name ?? '', cardNumber: row.card_last_four ?? '' },
    merchant:
      row.merchant_id === null
        ? null
        : {
            id: row.merchant_id,
            name: row.merchant_name ?? '',
            description: row.merchant_description,
            mcc: row.mcc ?? '',
            merchant_clean_detail: {
              cleanName: row.clean_name ?? row.merchant_name ?? '',
              cleanDescription: row.clean_description,
              iconUrl: merchantLogoPath(row.icon_url),
              categories: (row.category_labels ?? []).map((label) => ({ label })),
            },
            merchant_detail: { mccDescription: row.mcc_description ?? '' },
          },
    transBillPayBiller: row.biller_name === null ? null : { name: row.biller_name },
    description: localTextOrNull(row.card_description, lang),
  };
}

function transfer(row: EntryRow, currency: LookupCurrency, lang: Lang): Transfer {
  const id = row.id;
  const user = entryUser(row);
  return {
    id,
    transferStatus: must(row.transfer_status, 'transfer status', id),
    paymentType: must(row.transfer_payment_type, 'payment type', id),
    platformAmount: Number(must(row.platform_amount, 'platform amount', id)),
    platformCurrencyLookup: currency(must(row.platform_currency, 'platform currency', id)),
    transferAmount: Number(must(row.transfer_amount, 'transfer amount', id)),
    transferCurrencyLookup: currency(must(row.transfer_currency, 'transfer currency', id)),
    transferDateTime: row.occurred_at.toISOString(),
    completedAt: iso(row.completed_at),
    description: row.transfer_description,
    transferReceipts: row.receipts,
    beneficiary: {
      beneficiaryName: row.beneficiary_name,
      firstName: row.beneficiary_first_name,
      lastName: row.beneficiary_last_name,
      beneficiary_payment_detail: {
        bankName: row.bank_name ?? '',
        swiftBic: row.swift_bic,
        acctNumber: lastFour(row.account_number),
        clabeNumber: row.clabe_number,
        bankCountryLookup: { code: must(row.bank_country_code, 'bank country', id) },
      },
    },
    bulk_transfer: row.bulk_transfer_name === null ? null : { name: row.bulk_transfer_name },
    transfer_detail: {
      displayPaymentType: localText(row.display_payment_type ?? '', lang),
      paymentMethod: row.payment_method ?? '',
      stpTrackingKey: row.stp_tracking_key,
      referenceNumber: row.reference_number,
      rfTransactionId: row.rf_transaction_id,
    },
    user: must(user, 'user', id),
  };
}

function loanInstalment(row: EntryRow, currency: LookupCurrency, lang: Lang): LoanInstalment {
  const id = row.id;
  return {
    id,
    paymentType: must(row.loan_payment_type, 'payment type', id),
    status: must(row.loan_status, 'status', id),
    dueDate: must(row.due_date, 'due date', id),
    paidDate: row.paid_date,
    platformCurrencyAmount: Number(must(row.platform_currency_amount, 'amount', id)),
    platformCurrencyLookupInstalment: currency(must(row.loan_platform_currency, 'currency', id)),
    loanCurrencyAmount: Number(must(row.loan_currency_amount, 'loan amount', id)),
    loanCurrencyLookupInstalment: currency(must(row.loan_currency, 'loan currency', id)),
    loan: {
      id: must(row.loan_id, 'loan', id),
      flag: must(row.loan_flag, 'loan flag', id),
      description: localText(row.loan_description ?? '', lang),
      providerName: row.loan_provider_name ?? '',
    },
  };
}

/**
 * An entry as the contract sends it, in the request's language: `title` is the name its row
 * shows (and the Merchant column sorts by), the provider's own words are translated.
 */
export function toEntry(row: EntryRow, currency: LookupCurrency, lang: Lang): Entry {
  const title = localText(row.title, lang);
  switch (row.kind) {
    case 'card':
      return { type: 'card', title, transaction: cardTransaction(row, currency, lang) };
    case 'payment':
      return { type: 'payment', title, transfer: transfer(row, currency, lang) };
    case 'loan':
      return { type: 'loan', title, instalment: loanInstalment(row, currency, lang) };
  }
}
