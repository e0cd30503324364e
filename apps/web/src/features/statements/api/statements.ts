import type { Statement } from '@outlay/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { useReadsChanged } from '@/lib/use-reads-changed';

/** How often the statements are read again while a payment waits for the bank. */
const PENDING_POLL_MS = 1500;

/** Every read of the statements: what a payment's outcome invalidates. */
export const statementsKey = operationKey('get', '/v2/web/statement/list');

/** A payment waits for the bank, or a CFDI for the PAC: its outcome is read as it lands. */
const waitsForBank = (statements: readonly Statement[] | undefined) =>
  statements?.some(
    (statement) => statement.payment?.status === 'pending' || statement.cfdi?.status === 'pending',
  ) === true;

export const statementsQuery = () =>
  queryOptions({
    ...operationQuery('get', '/v2/web/statement/list'),
    refetchInterval: (query) =>
      waitsForBank(query.state.data?.statements) ? PENDING_POLL_MS : false,
  });

/** The company's statements, the open cycle first, then every closed one newest first. */
export function useStatements() {
  return useQuery(statementsQuery());
}

/**
 * The AutoPay accounts Pay now may debit, per currency: read for any admin, whether or not the
 * company bills by auto-debit (the billing page's own read needs that flow's flag).
 */
export function usePayingAccounts(options: { enabled: boolean }) {
  return useQuery({
    ...operationQuery('get', '/v2/web/statement-paying-accounts'),
    enabled: options.enabled,
  });
}

/** A payment went to the bank: the statements read again show it pending, then its answer. */
const paymentReads = [statementsKey];
export const useStatementPaymentRequested = () => useReadsChanged(paymentReads);
