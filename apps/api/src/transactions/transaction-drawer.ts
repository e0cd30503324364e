import { createCurrencies } from '../entries/currencies.js';
import { createCompanyContexts } from '../dashboard/company-context.js';
import { linkSignerFor } from '../dashboard/signed-downloads.js';
import { createDisputes } from '../disputes/disputes.js';
import { createReceiptRemoval } from '../receipts/remove-receipt.js';
import type { Services } from '../services.js';
import { createConfirmations } from './confirmation.js';
import { createEntryDetails } from '../entries/entry-details.js';
import { createMemos } from './memo.js';

/**
 * The transaction drawer's services, built from the server's: one entry's details, its memo,
 * its files' removal, the transfer confirmation and issue reports.
 */
export function createTransactionDrawer(
  services: Pick<Services, 'db' | 'clock' | 'config' | 'files'>,
) {
  const { db, clock, files } = services;
  const currencies = createCurrencies(db);
  const details = createEntryDetails({ db, currencies });
  return {
    details,
    memos: createMemos(db),
    removeReceipt: createReceiptRemoval({ db, storage: files }),
    confirmations: createConfirmations({
      db,
      clock,
      links: linkSignerFor(services),
      details,
      companies: createCompanyContexts(db),
      currencies,
    }),
    disputes: createDisputes({ db, clock }),
  };
}

export type TransactionDrawer = ReturnType<typeof createTransactionDrawer>;
