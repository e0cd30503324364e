import {
  fetchWithUploadProgress,
  unwrap,
  type Language,
  type OutlayClient,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

export const loadUploadRequest = fromPromise(
  ({ input }: { input: { client: OutlayClient; uuid: string; language: Language } }) =>
    unwrap(
      input.client.GET('/drive/uploadRequest/{uuid}', {
        params: { path: { uuid: input.uuid }, query: { language: input.language } },
      }),
    ),
);

export const loadDriveConfig = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.GET('/drive/config')),
);

export interface UploadDocumentInput {
  client: OutlayClient;
  uuid: string;
  groupId: number;
  file: File;
  /** 0 to 1, as the bytes leave. */
  onProgress: (progress: number) => void;
}

/** One file to one group; the group goes first so the drive knows the file's limits. */
export const uploadDocument = fromPromise(({ input }: { input: UploadDocumentInput }) =>
  unwrap(
    input.client.POST('/drive/upload/{uuid}', {
      params: { path: { uuid: input.uuid } },
      body: { file_group_id: input.groupId, file: input.file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file_group_id', String(body.file_group_id));
        form.append('file', body.file, input.file.name);
        return form;
      },
      fetch: fetchWithUploadProgress(({ loaded, total }) => {
        input.onProgress(total > 0 ? Math.min(1, loaded / total) : 0);
      }),
    }),
  ),
);

export const deleteDocument = fromPromise(
  ({ input }: { input: { client: OutlayClient; uuid: string; documentId: string } }) =>
    unwrap(
      input.client.DELETE('/drive/uploadRequest/{uuid}/deleteFile/{fileId}', {
        params: { path: { uuid: input.uuid, fileId: input.documentId } },
      }),
    ),
);

export const completeUploadRequest = fromPromise(
  ({ input }: { input: { client: OutlayClient; uuid: string } }) =>
    unwrap(
      input.client.PUT('/drive/uploadRequest/{uuid}/complete', {
        params: { path: { uuid: input.uuid } },
      }),
    ),
);
