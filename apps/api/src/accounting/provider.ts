import type { components, AccountingDataset as DatasetName } from '@outlay/api-client/schema';
import type { PlatformKey } from './platforms.js';

export type { AccountingDataset as DatasetName } from '@outlay/api-client/schema';

export const DATASETS: readonly DatasetName[] = [
  'chartOfAccounts',
  'taxRates',
  'trackingCategories',
];

/** An account of the platform's chart, archived ones included (pushing to them is refused). */
export interface ProviderAccount {
  id: string;
  name: string;
  nominalCode: string | null;
  status: 'Active' | 'Archived';
}

export interface ProviderTaxRate {
  id: string;
  name: string;
  effectiveTaxRate: number;
}

export interface ProviderTrackingCategory {
  id: string;
  name: string;
  /** Top-level categories only: the platform refuses a transaction without one of its options. */
  mandatory?: boolean;
  title?: string;
  children: ProviderTrackingCategory[];
}

export interface DatasetRecords {
  chartOfAccounts: ProviderAccount[];
  taxRates: ProviderTaxRate[];
  trackingCategories: ProviderTrackingCategory[];
}

/** The provider's copy of a dataset, as of its last pull from the platform. */
export interface DatasetCopy<D extends DatasetName = DatasetName> {
  records: DatasetRecords[D];
  pulledAt: Date;
}

/** Names a company's connection at the provider. */
export interface ProviderConnection {
  codatCompanyId: string;
  dataConnectionId: string;
  platform: PlatformKey;
}

/** A transaction as it is created on the platform (a bank transaction or a direct cost). */
export interface ProviderPush {
  /** Outlay's entry id: pushing it again updates the same record. */
  sourceId: string;
  date: string;
  amount: number;
  currency: string;
  description: string;
  memo: string | null;
  accountId: string;
  taxRateId: string;
  trackingCategoryIds: string[];
  model: components['schemas']['AccountingModel'];
}

export interface ProviderReceipt {
  id: string;
  name: string;
}

/**
 * The platform said no: the transaction cannot be created as asked (an archived account, a
 * closed period, a missing tracking category). Retrying changes nothing.
 */
export class ProviderRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    /** The values the reason names (an account, a lock date), for the user's message. */
    readonly params: Record<string, string>,
    /** The provider's own words. */
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ProviderRefusal';
  }
}

export type RefusalCode =
  | 'ACCOUNT_ARCHIVED'
  | 'ACCOUNT_UNKNOWN'
  | 'TAX_RATE_UNKNOWN'
  | 'PERIOD_CLOSED'
  | 'TRACKING_CATEGORY_MISSING'
  | 'TRACKING_CATEGORY_UNKNOWN'
  | 'RECEIPT_REJECTED'
  | 'CONNECTION_NOT_FOUND'
  | 'AUTHORISATION_DENIED';

/** The provider did not answer as it should (a timeout, a rate limit, a 5xx): try again later. */
export class ProviderUnavailable extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * The unified accounting API (Codat-like) in front of Xero, QuickBooks Online, NetSuite and
 * Sage. Calls that take time (linking, pulls, pushes) are made from background jobs.
 */
export interface AccountingProvider {
  /** Creates the company at the provider with a data connection to `platform`, not yet linked. */
  createCompany(input: {
    companyName: string;
    countryCode: string;
    platform: PlatformKey;
  }): Promise<Omit<ProviderConnection, 'platform'>>;
  /** Waits for the platform's authorisation; refuses with AUTHORISATION_DENIED. */
  link(connection: ProviderConnection): Promise<void>;
  /** Removes the company at the provider (its pushes stay on the platform). */
  deleteCompany(connection: ProviderConnection): Promise<void>;
  /**
   * Brings back a company removed at the provider, connected to the same organisation of the
   * same platform (so its accounts, tax rates and pushed transactions are the ones Outlay
   * knows), to be linked again.
   */
  restoreCompany(connection: ProviderConnection): Promise<void>;
  /** The provider's copy of a dataset (quick). */
  readDataset<D extends DatasetName>(
    connection: ProviderConnection,
    dataset: D,
  ): Promise<DatasetCopy<D>>;
  /** Pulls a dataset from the platform again (slow); the next read sees the new copy. */
  refreshDataset(connection: ProviderConnection, dataset: DatasetName): Promise<Date>;
  /** Creates (or updates) one transaction on the platform; answers its id there. */
  pushTransaction(connection: ProviderConnection, push: ProviderPush): Promise<string>;
  /** Attaches receipts to a pushed transaction; refuses with RECEIPT_REJECTED. */
  attachReceipts(
    connection: ProviderConnection,
    platformTransactionId: string,
    receipts: readonly ProviderReceipt[],
  ): Promise<void>;
}
