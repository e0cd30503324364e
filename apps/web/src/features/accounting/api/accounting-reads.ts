import { operationKey } from '@/lib/operation-query';
import { companyDetailsQuery } from '@/session/use-company-details';

/**
 * What a change to the connection or its settings makes out of date: every accounting read
 * (what the pages, the table and the drawer offer follows them), and the company, which says
 * whether it has an integration.
 */
export const connectionChangeReads = [
  operationKey('get', '/v2/web/accounting/codat-companies'),
  operationKey('get', '/v2/web/accounting/chart-of-accounts'),
  operationKey('get', '/v2/web/accounting/tax-rate-rules'),
  operationKey('get', '/v2/web/accounting/categorization-rules'),
  operationKey('post', '/v2/web/accounting/incomplete-transactions'),
  operationKey('get', '/v2/web/accounting/transaction-definition'),
] as const;

/** A connection made or removed: the accounting reads, and the company's. */
export const connectionReads = [...connectionChangeReads, companyDetailsQuery.queryKey] as const;
