import { fetchWithUploadProgress, unwrap } from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEntryFilesChanged } from '@/entries/api/entry-files-changed';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationQuery } from '@/lib/operation-query';
import { receiptInboxQuery } from './receipt-inbox';

/** One photo on its way: from 0 to 1 as its bytes go out. */
export interface PhotoSend {
  file: File;
  /** One key for every try of this photo: sending it again after a lost answer keeps one. */
  idempotencyKey: string;
  onProgress: (progress: number) => void;
}

const progressOf =
  (onProgress: (progress: number) => void) =>
  ({ loaded, total }: { loaded: number; total: number }) => {
    onProgress(total > 0 ? Math.min(1, loaded / total) : 0);
  };

/** A photo into the caller's inbox, read and matched as a mailed receipt is. */
export function useSendInboxPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: PhotoSend) =>
      unwrap(
        apiClient.POST('/v2/web/receipt-inbox/photos', {
          body: { idempotencyKey: send.idempotencyKey, file: send.file },
          bodySerializer: () => {
            const form = new FormData();
            form.append('idempotencyKey', send.idempotencyKey);
            form.append('file', send.file, send.file.name);
            return form;
          },
          fetch: fetchWithUploadProgress(progressOf(send.onProgress)),
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: receiptInboxQuery.queryKey });
    },
  });
}

/** The entry a reminder's link names; a bad or expired link answers its reason. */
export function useReceiptLink(token: string) {
  return useQuery({
    ...operationQuery('post', '/v2/web/transaction/verify-transaction-receipt-token', {
      body: { token },
    }),
    enabled: token !== '',
    retry: false,
  });
}

/** A photo straight onto the link's entry (the drawer's upload, with the bytes' progress). */
export function useSendEntryPhoto(entryId: number) {
  const filesChanged = useEntryFilesChanged('card', entryId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: PhotoSend) =>
      unwrap(
        apiClient.POST('/v2/web/transaction/upload-receipt', {
          body: { id: entryId, shouldPushReceipt: true, 'files[]': [send.file] },
          bodySerializer: () => {
            const form = new FormData();
            form.append('id', String(entryId));
            form.append('shouldPushReceipt', 'true');
            form.append('files[]', send.file, send.file.name);
            return form;
          },
          fetch: fetchWithUploadProgress(progressOf(send.onProgress)),
        }),
      ),
    onSuccess: (files) => {
      filesChanged(files);
      // The link's page shows how many receipts the entry has: it reads the entry again.
      void queryClient.invalidateQueries({
        queryKey: operationKey('post', '/v2/web/transaction/verify-transaction-receipt-token'),
      });
    },
  });
}
