import { useMutation } from '@tanstack/react-query';
import { deleteReceipt } from '@/entries/api/delete-receipt';
import { useEntryFilesChanged } from '@/entries/api/entry-files-changed';
import type { ReceiptList, ReceiptOwner } from '@/entries/api/get-receipts';
import type { MutationCallbacks } from '@/lib/mutation-meta';

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
