import { type CompanyDocumentCategory, fetchWithUploadProgress, unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { documentsKey } from './documents';

export interface DocumentUpload {
  category: CompanyDocumentCategory;
  file: File;
  /** One key for every try of this upload: a retry after a lost answer makes no second row. */
  idempotencyKey: string;
  /** From 0 to 1 as the bytes go out. */
  onProgress: (progress: number) => void;
}

/** Multipart in the order the server reads it: the fields, then the file. */
export function uploadDocument(upload: DocumentUpload) {
  return unwrap(
    apiClient.POST('/v2/web/documents', {
      body: {
        category: upload.category,
        idempotencyKey: upload.idempotencyKey,
        file: upload.file,
      },
      bodySerializer: () => {
        const form = new FormData();
        form.append('category', upload.category);
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

/** Uploads one document; the list reads it back, Pending. The dialog shows a refusal. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: uploadDocument,
    meta: { invalidates: [documentsKey] },
  });
}
