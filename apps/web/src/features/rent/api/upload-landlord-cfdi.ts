import { fetchWithUploadProgress, unwrap } from '@outlay/api-client';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { rentPaymentsKey } from './rent';

export interface LandlordCfdiUpload {
  paymentId: number;
  file: File;
  onProgress: (progress: number) => void;
}

/** The landlord's CFDI XML for one payment; the server says what disagrees, if anything. */
export function uploadLandlordCfdi(upload: LandlordCfdiUpload) {
  return unwrap(
    apiClient.POST('/v2/web/rent/payments/{paymentId}/landlord-cfdi', {
      params: { path: { paymentId: upload.paymentId } },
      body: { file: upload.file },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', upload.file, upload.file.name);
        return form;
      },
      fetch: fetchWithUploadProgress(({ loaded, total }) => {
        upload.onProgress(total > 0 ? Math.min(1, loaded / total) : 0);
      }),
    }),
  );
}

/** Uploads the CFDI, then reads the payments again (the CFDI shows as received). */
export function useUploadLandlordCfdi() {
  return useMutation({
    mutationFn: uploadLandlordCfdi,
    meta: { invalidates: [rentPaymentsKey] },
  });
}
