import type { Db } from '../../db/db.js';
import { bulkInsert } from './bulk-insert.js';
import type { GeneratedEntries } from './generate.js';

/** Writes generated entries and their details, parents first (receipts are the caller's). */
export async function insertGenerated(db: Db, generated: GeneratedEntries): Promise<void> {
  await bulkInsert(
    db,
    'beneficiaries',
    [
      { name: 'id', type: 'int', value: (b) => b.id },
      { name: 'company_id', type: 'int', value: (b) => b.companyId },
      { name: 'beneficiary_name', type: 'text', value: (b) => b.beneficiaryName },
      { name: 'first_name', type: 'text', value: (b) => b.firstName },
      { name: 'last_name', type: 'text', value: (b) => b.lastName },
      { name: 'bank_name', type: 'text', value: (b) => b.bankName },
      { name: 'swift_bic', type: 'text', value: (b) => b.swiftBic },
      { name: 'account_number', type: 'text', value: (b) => b.accountNumber },
      { name: 'clabe_number', type: 'text', value: (b) => b.clabeNumber },
      { name: 'bank_country_code', type: 'text', value: (b) => b.bankCountryCode },
    ],
    generated.beneficiaries,
  );
  await bulkInsert(
    db,
    'bulk_transfers',
    [
      { name: 'id', type: 'int', value: (b) => b.id },
      { name: 'company_id', type: 'int', value: (b) => b.companyId },
      { name: 'name', type: 'text', value: (b) => b.name },
      { name: 'created_at', type: 'timestamptz', value: (b) => b.createdAt },
    ],
    generated.bulkTransfers,
  );
  await bulkInsert(
    db,
    'loans',
    [
      { name: 'id', type: 'int', value: (l) => l.id },
      { name: 'company_id', type: 'int', value: (l) => l.companyId },
      { name: 'flag', type: 'text', value: (l) => l.flag },
      { name: 'description', type: 'text', value: (l) => l.description },
      { name: 'provider_name', type: 'text', value: () => 'Outlay Capital' },
      { name: 'currency', type: 'text', value: (l) => l.currency },
      { name: 'principal', type: 'numeric', value: (l) => l.principal },
      { name: 'disbursed_at', type: 'timestamptz', value: (l) => l.disbursedAt },
    ],
    generated.loans,
  );
  await bulkInsert(
    db,
    'entries',
    [
      { name: 'id', type: 'bigint', value: (e) => e.id },
      { name: 'company_id', type: 'int', value: (e) => e.companyId },
      { name: 'kind', type: 'text', value: (e) => e.kind },
      { name: 'user_id', type: 'int', value: (e) => e.userId },
      { name: 'card_id', type: 'int', value: (e) => e.cardId },
      { name: 'card_type', type: 'text', value: (e) => e.cardType },
      { name: 'occurred_at', type: 'timestamptz', value: (e) => e.occurredAt },
      { name: 'posted_at', type: 'timestamptz', value: (e) => e.postedAt },
      { name: 'state', type: 'text', value: (e) => e.state },
      { name: 'amount', type: 'numeric', value: (e) => e.amount },
      { name: 'title', type: 'text', value: (e) => e.title },
      {
        name: 'search',
        type: 'text',
        value: (e) => e.searchText,
        expression: (value) => `to_tsvector('simple', ${value})`,
      },
    ],
    generated.entries,
  );
  await bulkInsert(
    db,
    'card_transactions',
    [
      { name: 'entry_id', type: 'bigint', value: (c) => c.entryId },
      { name: 'company_id', type: 'int', value: (c) => c.companyId },
      { name: 'payment_type', type: 'text', value: (c) => c.paymentType },
      { name: 'sub_payment_type', type: 'text', value: (c) => c.subPaymentType },
      { name: 'transaction_type', type: 'text', value: (c) => c.transactionType },
      { name: 'transaction_status', type: 'text', value: (c) => c.transactionStatus },
      { name: 'transaction_amount', type: 'numeric', value: (c) => c.transactionAmount },
      { name: 'currency', type: 'text', value: (c) => c.currency },
      { name: 'local_currency', type: 'text', value: (c) => c.localCurrency },
      { name: 'local_currency_amount', type: 'numeric', value: (c) => c.localCurrencyAmount },
      {
        name: 'base_local_currency_amount',
        type: 'numeric',
        value: (c) => c.baseLocalCurrencyAmount,
      },
      {
        name: 'local_currency_exchange_rate',
        type: 'numeric',
        value: (c) => c.localCurrencyExchangeRate,
      },
      { name: 'merchant_id', type: 'int', value: (c) => c.merchantId },
      { name: 'biller_name', type: 'text', value: (c) => c.billerName },
      { name: 'description', type: 'text', value: (c) => c.description },
      { name: 'related_entry_id', type: 'bigint', value: (c) => c.relatedEntryId },
    ],
    generated.cardTransactions,
  );
  await bulkInsert(
    db,
    'transfers',
    [
      { name: 'entry_id', type: 'bigint', value: (t) => t.entryId },
      { name: 'company_id', type: 'int', value: (t) => t.companyId },
      { name: 'transfer_status', type: 'text', value: (t) => t.transferStatus },
      { name: 'payment_type', type: 'text', value: (t) => t.paymentType },
      { name: 'platform_amount', type: 'numeric', value: (t) => t.platformAmount },
      { name: 'platform_currency', type: 'text', value: (t) => t.platformCurrency },
      { name: 'transfer_amount', type: 'numeric', value: (t) => t.transferAmount },
      { name: 'transfer_currency', type: 'text', value: (t) => t.transferCurrency },
      { name: 'completed_at', type: 'timestamptz', value: (t) => t.completedAt },
      { name: 'description', type: 'text', value: (t) => t.description },
      { name: 'beneficiary_id', type: 'int', value: (t) => t.beneficiaryId },
      { name: 'bulk_transfer_id', type: 'int', value: (t) => t.bulkTransferId },
      { name: 'display_payment_type', type: 'text', value: (t) => t.displayPaymentType },
      { name: 'payment_method', type: 'text', value: (t) => t.paymentMethod },
      { name: 'stp_tracking_key', type: 'text', value: (t) => t.stpTrackingKey },
      { name: 'reference_number', type: 'text', value: (t) => t.referenceNumber },
      { name: 'rf_transaction_id', type: 'text', value: (t) => t.rfTransactionId },
    ],
    generated.transfers,
  );
  await bulkInsert(
    db,
    'loan_instalments',
    [
      { name: 'entry_id', type: 'bigint', value: (i) => i.entryId },
      { name: 'company_id', type: 'int', value: (i) => i.companyId },
      { name: 'loan_id', type: 'int', value: (i) => i.loanId },
      { name: 'payment_type', type: 'text', value: (i) => i.paymentType },
      { name: 'status', type: 'text', value: (i) => i.status },
      { name: 'due_date', type: 'date', value: (i) => i.dueDate },
      { name: 'paid_date', type: 'date', value: (i) => i.paidDate },
      { name: 'platform_currency_amount', type: 'numeric', value: (i) => i.amount },
      { name: 'platform_currency', type: 'text', value: (i) => i.currency },
      { name: 'loan_currency_amount', type: 'numeric', value: (i) => i.amount },
      { name: 'loan_currency', type: 'text', value: (i) => i.currency },
    ],
    generated.instalments,
  );
}
