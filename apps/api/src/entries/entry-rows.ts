import type {
  Entry,
  CardTransaction,
  Transfer,
  LoanInstalment,
  ReceiptSummary,
} from '@outlay/api-client/schema';
import type { Role } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { merchantLogoPath } from '../providers/merchant-logos.js';
import type { LookupCurrency } from './currencies.js';
import { localText, localTextOrNull } from './entry-texts.js';

export type { Entry } from '@outlay/api-client/schema';

/**
 * The columns of an entry and its kind's details (alias `e` for entries). Numbers come back
 * as text so nothing is rounded on the way, and dates as text so no driver shifts them.
 */
export const ENTRY_COLUMNS = `
  e.id::int AS id, e.kind, e.card_type, e.occurred_at, e.posted_at, e.title,
  e.amount::text AS entry_amount, e.receipt_count,
  u.public_id AS user_public_id, u.first_name AS user_first_name, u.last_name AS user_last_name,
  u.role AS user_role,
  c.id AS card_id, c.name AS card_name, c.last_four AS card_last_four,
  ct.payment_type AS card_payment_type, ct.sub_payment_type, ct.transaction_type,
  ct.transaction_status, ct.transaction_amount::text, ct.currency,
  ct.local_currency, ct.local_currency_amount::text, ct.base_local_currency_amount::text,
  ct.local_currency_exchange_rate::text, ct.biller_name, ct.description AS card_description,
  m.id AS merchant_id, m.name AS merchant_name, m.description AS merchant_description, m.mcc,
  m.mcc_description, m.clean_name, m.clean_description, m.icon_url, m.category_labels,
  t.transfer_status, t.payment_type AS transfer_payment_type, t.platform_amount::text,
  t.platform_currency, t.transfer_amount::text, t.transfer_currency, t.completed_at,
  t.description AS transfer_description, t.display_payment_type, t.payment_method,
  t.stp_tracking_key, t.reference_number, t.rf_transaction_id,
  b.beneficiary_name, b.first_name AS beneficiary_first_name,
  b.last_name AS beneficiary_last_name, b.bank_name, b.swift_bic, b.account_number,
  b.clabe_number, b.bank_country_code, bt.name AS bulk_transfer_name,
  li.payment_type AS loan_payment_type, li.status AS loan_status, li.due_date::text,
  li.paid_date::text, li.platform_currency_amount::text,
  li.platform_currency AS loan_platform_currency, li.loan_currency_amount::text,
  li.loan_currency, l.id AS loan_id, l.flag AS loan_flag, l.description AS loan_description,
  l.provider_name AS loan_provider_name,
  CASE WHEN e.receipt_count = 0 THEN '[]'::json ELSE (
    SELECT json_agg(json_build_object('id', r.public_id, 'receiptName', r.file_name, 'type', r.type)
                    ORDER BY r.id)
      FROM receipts r WHERE r.entry_id = e.id
  ) END AS receipts`;

export const ENTRY_JOINS = `
  LEFT JOIN users u ON u.id = e.user_id
  LEFT JOIN cards c ON c.id = e.card_id
  LEFT JOIN card_transactions ct ON ct.entry_id = e.id
  LEFT JOIN merchants m ON m.id = ct.merchant_id
  LEFT JOIN transfers t ON t.entry_id = e.id
  LEFT JOIN beneficiaries b ON b.id = t.beneficiary_id
  LEFT JOIN bulk_transfers bt ON bt.id = t.bulk_transfer_id
  LEFT JOIN loan_instalments li ON li.entry_id = e.id
  LEFT JOIN loans l ON l.id = li.loan_id`;

type Text = string | null;

export interface EntryRow extends Record<string, unknown> {
  id: number;
  kind: 'card' | 'payment' | 'loan';
  card_type: 'virtual' | 'physical' | null;
  occurred_at: Date;
  posted_at: Date | null;
  /** The Merchant column's name. */
  title: string;
  /** Signed, in the platform currency: negative when money came back. */
  entry_amount: string;
  receipt_count: number;
  user_public_id: Text;
  user_first_name: Text;
  user_last_name: Text;
  user_role: Role | null;
  card_id: number | null;
  card_name: Text;
  card_last_four: Text;
  card_payment_type: CardTransaction['paymentType'] | null;
  sub_payment_type: CardTransaction['subPaymentType'];
  transaction_type: CardTransaction['transactionType'] | null;
  transaction_status: CardTransaction['transactionStatus'] | null;
  transaction_amount: Text;
  currency: Text;
  local_currency: Text;
  local_currency_amount: Text;
  base_local_currency_amount: Text;
  local_currency_exchange_rate: Text;
  biller_name: Text;
  card_description: Text;
  merchant_id: number | null;
  merchant_name: Text;
  merchant_description: Text;
  mcc: Text;
  mcc_description: Text;
  clean_name: Text;
  clean_description: Text;
  icon_url: Text;
  category_labels: string[] | null;
  transfer_status: Transfer['transferStatus'] | null;
  transfer_payment_type: Transfer['paymentType'] | null;
  platform_amount: Text;
  platform_currency: Text;
  transfer_amount: Text;
  transfer_currency: Text;
  completed_at: Date | null;
  transfer_description: Text;
  display_payment_type: Text;
  payment_method: Text;
  stp_tracking_key: Text;
  reference_number: Text;
  rf_transaction_id: Text;
  beneficiary_name: Text;
  beneficiary_first_name: Text;
  beneficiary_last_name: Text;
  bank_name: Text;
  swift_bic: Text;
  account_number: Text;
  clabe_number: Text;
  bank_country_code: Text;
  bulk_transfer_name: Text;
  loan_payment_type: LoanInstalment['paymentType'] | null;
  loan_status: LoanInstalment['status'] | null;
  due_date: Text;
  paid_date: Text;
  platform_currency_amount: Text;
  loan_platform_currency: Text;
  loan_currency_amount: Text;
  loan_currency: Text;
  loan_id: number | null;
  loan_flag: LoanInstalment['loan']['flag'] | null;
  loan_description: Text;
  loan_provider_name: Text;
  receipts: ReceiptSummary[] | null;
}

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
    transactionReceipts: row.receipts ?? [],
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
    transferReceipts: row.receipts ?? [],
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

/** One row of ENTRY_COLUMNS as the contract's entry. */
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
