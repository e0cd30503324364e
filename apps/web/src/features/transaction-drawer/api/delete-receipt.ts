import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationCallbacks } from '../../../lib/mutation-meta';
import { useEntryFilesChanged } from './entry-files-changed';
import type { ReceiptList, ReceiptOwner } from './get-receipts';

/**
 * Removes one file; answers the files the entry still holds. A matched SAT invoice's file
 * (`satInvoiceReceipt`) goes the same way, and the invoice is unlinked with it.
 */
export function deleteReceipt(
  owner: ReceiptOwner,
  id: number,
  receiptId: string,
  options: { satInvoiceReceipt?: boolean } = {},
): Promise<ReceiptList> {
  const satInvoiceReceipt = options.satInvoiceReceipt === true;
  const init = {
    params: { query: { id, receiptId, ...(satInvoiceReceipt ? { satInvoiceReceipt } : {}) } },
  };
  return unwrap(
    owner === 'card'
      ? apiClient.DELETE('/v2/web/transaction/delete-receipt', init)
      : apiClient.DELETE('/v2/web/transfer/delete-receipt', init),
  );
}

/** Removes a file: the entry keeps the files the server answers; a refusal is the section's. */
export function useDeleteReceipt(owner: ReceiptOwner, entryId: number) {
  const filesChanged = useEntryFilesChanged(owner, entryId);
  return useMutation({
    mutationFn: (receiptId: string) => deleteReceipt(owner, entryId, receiptId),
    onSuccess: filesChanged,
  });
}

/**
 * Takes a matched SAT invoice's file off the entry, which unlinks the invoice: the files and
 * the invoices are read again; a refusal is toasted.
 */
export function useDetachSatInvoice(
  owner: ReceiptOwner,
  entryId: number,
  callbacks: MutationCallbacks<ReceiptList, string> = {},
) {
  const filesChanged = useEntryFilesChanged(owner, entryId);
  return useMutation({
    ...callbacks,
    mutationFn: (receiptId: string) =>
      deleteReceipt(owner, entryId, receiptId, { satInvoiceReceipt: true }),
    onSuccess: (...args) => {
      filesChanged();
      void callbacks.onSuccess?.(...args);
    },
    meta: { errorToast: true },
  });
}
