import { useMutation } from '@tanstack/react-query';
import { deleteReceipt } from '@/entries/api/delete-receipt';
import { useEntryFilesChanged } from '@/entries/api/entry-files-changed';
import type { ReceiptOwner } from '@/entries/api/get-receipts';

/** Removes a file: the entry keeps the files the server answers; a refusal is the section's. */
export function useDeleteReceipt(owner: ReceiptOwner, entryId: number) {
  const filesChanged = useEntryFilesChanged(owner, entryId);
  return useMutation({
    mutationFn: (receiptId: string) => deleteReceipt(owner, entryId, receiptId),
    onSuccess: filesChanged,
  });
}
