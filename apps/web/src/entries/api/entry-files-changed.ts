import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { operationKey } from '@/lib/operation-query';
import { type ReceiptList, type ReceiptOwner, receiptsQuery } from './get-receipts';

/** Every page of SAT invoices (the SAT feature's reads, keyed by their operation). */
const satInvoicesKey = operationKey('post', '/v2/web/satws/invoices');

/**
 * What changes when an entry's files change, from whichever section changed them: its file
 * list (the server's answer, or read again), and the SAT invoices, whose rows say which one is
 * attached: a removed CFDI unlinks its invoice (issue 43 #16: the drawer kept "Attached").
 */
export function useEntryFilesChanged(
  owner: ReceiptOwner,
  entryId: number,
): (files?: ReceiptList) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (files) => {
      const listKey = receiptsQuery(owner, entryId).queryKey;
      if (files) queryClient.setQueryData(listKey, files);
      else void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: satInvoicesKey });
    },
    [queryClient, owner, entryId],
  );
}
