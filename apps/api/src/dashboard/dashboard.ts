import { createReceipts } from '../receipts/receipts.js';
import type { Services } from '../services.js';
import { createCompanyContexts } from './company-context.js';
import { createCurrencies } from '../entries/currencies.js';
import { createExports } from './exports/exports.js';
import { createFilters } from './filters.js';
import { linkSignerFor } from './signed-downloads.js';
import { createStatistics } from './statistics.js';
import { createTransactions } from './transactions.js';

/**
 * The dashboard's services, built from the server's: one per call family, sharing the
 * currency table and the download-link key (read once, when first needed).
 */
export function createDashboard(services: Pick<Services, 'db' | 'clock' | 'config' | 'files'>) {
  const { db, clock, files } = services;
  const links = linkSignerFor(services);
  const currencies = createCurrencies(db);
  const companies = createCompanyContexts(db);
  return {
    transactions: createTransactions({ db, clock, companies, currencies }),
    statistics: createStatistics({ db, clock, companies, currencies }),
    filters: createFilters(db),
    exports: createExports({ db, clock, storage: files, links, companies, currencies }),
    receipts: createReceipts({ db, clock, storage: files, links }),
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
