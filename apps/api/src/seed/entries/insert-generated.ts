import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { bulkInsert } from './bulk-insert.js';
import type { GeneratedEntries } from './generate.js';

/** How rows reach a table: `bulkInsert` (both engines), or a COPY of the scale bench's. */
export type Inserter = typeof bulkInsert;

/** Writes generated entries and their details, parents first (receipts are the caller's). */
export async function insertGenerated(
  db: Db,
  generated: GeneratedEntries,
  insert: Inserter = bulkInsert,
): Promise<void> {
  await insert(
    db,
    'beneficiaries',
    {
      id: { type: 'int', value: (b) => b.id },
      company_id: { type: 'int', value: (b) => b.companyId },
      beneficiary_name: { type: 'text', value: (b) => b.beneficiaryName },
      first_name: { type: 'text', value: (b) => b.firstName },
      last_name: { type: 'text', value: (b) => b.lastName },
      bank_name: { type: 'text', value: (b) => b.bankName },
      swift_bic: { type: 'text', value: (b) => b.swiftBic },
      account_number: { type: 'text', value: (b) => b.accountNumber },
      clabe_number: { type: 'text', value: (b) => b.clabeNumber },
      bank_country_code: { type: 'text', value: (b) => b.bankCountryCode },
    },
    generated.beneficiaries,
  );
  await insert(
    db,
    'bulk_transfers',
    {
      id: { type: 'int', value: (b) => b.id },
      company_id: { type: 'int', value: (b) => b.companyId },
      name: { type: 'text', value: (b) => b.name },
      created_at: { type: 'timestamptz', value: (b) => b.createdAt },
    },
    generated.bulkTransfers,
  );
  await insert(
    db,
    'loans',
    {
      id: { type: 'int', value: (l) => l.id },
      company_id: { type: 'int', value: (l) => l.companyId },
      flag: { type: 'text', value: (l) => l.flag },
      description: { type: 'text', value: (l) => l.description },
      provider_name: { type: 'text', value: () => 'Outlay Capital' },
      currency: { type: 'text', value: (l) => l.currency },
      principal: { type: 'numeric', value: (l) => l.principal },
      disbursed_at: { type: 'timestamptz', value: (l) => l.disbursedAt },
    },
    generated.loans,
  );
  await insert(
    db,
    'entries',
    {
      id: { type: 'bigint', value: (e) => e.id },
      company_id: { type: 'int', value: (e) => e.companyId },
      kind: { type: 'text', value: (e) => e.kind },
      user_id: { type: 'int', value: (e) => e.userId },
      card_id: { type: 'int', value: (e) => e.cardId },
      card_type: { type: 'text', value: (e) => e.cardType },
      occurred_at: { type: 'timestamptz', value: (e) => e.occurredAt },
      posted_at: { type: 'timestamptz', value: (e) => e.postedAt },
      state: { type: 'text', value: (e) => e.state },
      amount: { type: 'numeric', value: (e) => e.amount },
      title: { type: 'text', value: (e) => e.title },
      search: {
        type: 'text',
        value: (e) => e.searchText,
        expression: (value) => sql`to_tsvector('simple', ${value})`,
      },
    },
    generated.entries,
  );
  await insert(
    db,
    'card_transactions',
    {
      entry_id: { type: 'bigint', value: (c) => c.entryId },
      company_id: { type: 'int', value: (c) => c.companyId },
      payment_type: { type: 'text', value: (c) => c.paymentType },
      sub_payment_type: { type: 'text', value: (c) => c.subPaymentType },
      transaction_type: { type: 'text', value: (c) => c.transactionType },
      transaction_status: { type: 'text', value: (c) => c.transactionStatus },
      transaction_amount: { type: 'numeric', value: (c) => c.transactionAmount },
      currency: { type: 'text', value: (c) => c.currency },
      local_currency: { type: 'text', value: (c) => c.localCurrency },
      local_currency_amount: { type: 'numeric', value: (c) => c.localCurrencyAmount },
      base_local_currency_amount: { type: 'numeric', value: (c) => c.baseLocalCurrencyAmount },
      local_currency_exchange_rate: { type: 'numeric', value: (c) => c.localCurrencyExchangeRate },
      merchant_id: { type: 'int', value: (c) => c.merchantId },
      biller_name: { type: 'text', value: (c) => c.billerName },
      description: { type: 'text', value: (c) => c.description },
      related_entry_id: { type: 'bigint', value: (c) => c.relatedEntryId },
    },
    generated.cardTransactions,
  );
  await insert(
    db,
    'transfers',
    {
      entry_id: { type: 'bigint', value: (t) => t.entryId },
      company_id: { type: 'int', value: (t) => t.companyId },
      transfer_status: { type: 'text', value: (t) => t.transferStatus },
      payment_type: { type: 'text', value: (t) => t.paymentType },
      platform_amount: { type: 'numeric', value: (t) => t.platformAmount },
      platform_currency: { type: 'text', value: (t) => t.platformCurrency },
      transfer_amount: { type: 'numeric', value: (t) => t.transferAmount },
      transfer_currency: { type: 'text', value: (t) => t.transferCurrency },
      completed_at: { type: 'timestamptz', value: (t) => t.completedAt },
      description: { type: 'text', value: (t) => t.description },
      beneficiary_id: { type: 'int', value: (t) => t.beneficiaryId },
      bulk_transfer_id: { type: 'int', value: (t) => t.bulkTransferId },
      display_payment_type: { type: 'text', value: (t) => t.displayPaymentType },
      payment_method: { type: 'text', value: (t) => t.paymentMethod },
      stp_tracking_key: { type: 'text', value: (t) => t.stpTrackingKey },
      reference_number: { type: 'text', value: (t) => t.referenceNumber },
      rf_transaction_id: { type: 'text', value: (t) => t.rfTransactionId },
    },
    generated.transfers,
  );
  await insert(
    db,
    'loan_instalments',
    {
      entry_id: { type: 'bigint', value: (i) => i.entryId },
      company_id: { type: 'int', value: (i) => i.companyId },
      loan_id: { type: 'int', value: (i) => i.loanId },
      payment_type: { type: 'text', value: (i) => i.paymentType },
      status: { type: 'text', value: (i) => i.status },
      due_date: { type: 'date', value: (i) => i.dueDate },
      paid_date: { type: 'date', value: (i) => i.paidDate },
      platform_currency_amount: { type: 'numeric', value: (i) => i.amount },
      platform_currency: { type: 'text', value: (i) => i.currency },
      loan_currency_amount: { type: 'numeric', value: (i) => i.amount },
      loan_currency: { type: 'text', value: (i) => i.currency },
    },
    generated.instalments,
  );
}
