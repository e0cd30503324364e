import {
  fetchWithUploadProgress,
  unwrap,
  type Language,
  type OutlayClient,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

export interface UploadDocumentInput {
  uuid: string;
  groupId: number;
  file: File;
  /** 0 to 1, as the bytes leave. */
  onProgress: (progress: number) => void;
}

/** The upload portal flow's calls, built once on the client the app (or a test) gives. */
export const uploadPortalActors = (client: OutlayClient) => ({
  loadUploadRequest: fromPromise(({ input }: { input: { uuid: string; language: Language } }) =>
    unwrap(
      client.GET('/drive/uploadRequest/{uuid}', {
        params: { path: { uuid: input.uuid }, query: { language: input.language } },
      }),
    ),
  ),

  loadDriveConfig: fromPromise(() => unwrap(client.GET('/drive/config'))),

  /** One file to one group; the group goes first so the drive knows the file's limits. */
  uploadDocument: fromPromise(({ input }: { input: UploadDocumentInput }) =>
    unwrap(
      client.POST('/drive/upload/{uuid}', {
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
  ),

  deleteDocument: fromPromise(({ input }: { input: { uuid: string; documentId: string } }) =>
    unwrap(
      client.DELETE('/drive/uploadRequest/{uuid}/deleteFile/{fileId}', {
        params: { path: { uuid: input.uuid, fileId: input.documentId } },
      }),
    ),
  ),

  completeUploadRequest: fromPromise(({ input }: { input: { uuid: string } }) =>
    unwrap(
      client.PUT('/drive/uploadRequest/{uuid}/complete', {
        params: { path: { uuid: input.uuid } },
      }),
    ),
  ),
});
