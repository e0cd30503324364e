import { unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { transactionsKey } from './get-transactions';

export interface ReceiptUpload {
  type: 'card' | 'payment';
  entryId: number;
  files: File[];
}

/**
 * Multipart in the order the server reads it: the fields, then the files as `files[]`. Card
 * transactions take receipts, transfers invoices (spec part 1 §7).
 */
function formOf(upload: ReceiptUpload): FormData {
  const form = new FormData();
  form.append('id', String(upload.entryId));
  form.append('shouldPushReceipt', 'true');
  for (const file of upload.files) form.append('files[]', file, file.name);
  return form;
}

export function uploadReceipts(upload: ReceiptUpload) {
  const init = {
    body: { id: upload.entryId, shouldPushReceipt: true, 'files[]': upload.files },
    bodySerializer: () => formOf(upload),
  };
  return unwrap(
    upload.type === 'card'
      ? apiClient.POST('/v2/web/transaction/upload-receipt', init)
      : apiClient.POST('/v2/web/transfer/upload-receipt', init),
  );
}

/** The Receipt column reads the new files; a refusal is toasted. */
export function useUploadReceipts() {
  return useMutation({
    mutationFn: uploadReceipts,
    meta: { invalidates: [transactionsKey], errorToast: true },
  });
}
