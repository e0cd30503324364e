import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useEntryFilesChanged } from '@/entries/api/entry-files-changed';
import type { ReceiptList, ReceiptOwner } from '@/entries/api/get-receipts';

/**
 * One file to one entry. Each file goes on its own, so a refused one leaves the others
 * attached. Multipart in the order the server reads it: the fields, then `files[]`.
 */
export function uploadReceipt(owner: ReceiptOwner, id: number, file: File): Promise<ReceiptList> {
  const init = {
    body: { id, shouldPushReceipt: true, 'files[]': [file] },
    bodySerializer: () => {
      const form = new FormData();
      form.append('id', String(id));
      form.append('shouldPushReceipt', 'true');
      form.append('files[]', file, file.name);
      return form;
    },
  };
  return unwrap(
    owner === 'card'
      ? apiClient.POST('/v2/web/transaction/upload-receipt', init)
      : apiClient.POST('/v2/web/transfer/upload-receipt', init),
  );
}

/**
 * Uploads one file (call it once per file, `mutateAsync`): the entry keeps the files the
 * server answers. A refusal is the section's to say, naming the file.
 */
export function useUploadReceipt(owner: ReceiptOwner, entryId: number) {
  const filesChanged = useEntryFilesChanged(owner, entryId);
  return useMutation({
    mutationFn: (file: File) => uploadReceipt(owner, entryId, file),
    onSuccess: filesChanged,
  });
}
