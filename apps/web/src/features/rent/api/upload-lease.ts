import { fetchWithUploadProgress, unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface LeaseUpload {
  file: File;
  /** One key per file chosen: a retry after a lost answer makes no second document. */
  idempotencyKey: string;
  /** From 0 to 1 as the bytes go out. */
  onProgress: (progress: number) => void;
}

/**
 * The lease, uploaded as one of the company's documents (category lease, so /document lists
 * it): the server judges it by its bytes, as any upload. Fields first, then the file.
 */
export function uploadLease(upload: LeaseUpload) {
  return unwrap(
    apiClient.POST('/v2/web/documents', {
      body: { category: 'lease', idempotencyKey: upload.idempotencyKey, file: upload.file },
      bodySerializer: () => {
        const form = new FormData();
        form.append('category', 'lease');
        form.append('idempotencyKey', upload.idempotencyKey);
        form.append('file', upload.file, upload.file.name);
        return form;
      },
      fetch: fetchWithUploadProgress(({ loaded, total }) => {
        upload.onProgress(total > 0 ? Math.min(1, loaded / total) : 0);
      }),
    }),
  );
}

export function useUploadLease() {
  return useMutation({ mutationFn: uploadLease });
}
