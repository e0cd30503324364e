import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { operationKey } from './operation-query';

/** A debit's status as the page reads it again (a statement's or a loan's latest payment). */
export type DebitStatus = 'pending' | 'confirmed' | 'refused';

/**
 * Passes the bank's answer to a flow waiting for it: the bank answers on the server's queue and
 * the page's own read of the statement or loan says which way it went. A confirmed debit moves
 * the dashboard's figures, so they are read again.
 */
export function useBankAnswer(
  flow: { send(event: { type: 'bank.confirmed' } | { type: 'bank.refused' }): void },
  waiting: boolean,
  answer: DebitStatus | null,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!waiting || answer === null || answer === 'pending') return;
    flow.send({ type: answer === 'confirmed' ? 'bank.confirmed' : 'bank.refused' });
    if (answer === 'confirmed') {
      void queryClient.invalidateQueries({
        queryKey: operationKey('get', '/v2/web/dashboard/get-statistics'),
      });
    }
  }, [flow, answer, queryClient, waiting]);
}
