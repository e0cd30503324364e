// Contract operations served here (method, path, operationId):
//   GET /drive/uploadRequest/{uuid}  getUploadRequest
//   POST /drive/upload/{uuid}  uploadDocument
//   DELETE /drive/uploadRequest/{uuid}/deleteFile/{fileId}  deleteUploadedDocument
//   PUT /drive/uploadRequest/{uuid}/complete  completeUploadRequest
//   GET /drive/config  getDriveConfig

import type { Handlers } from '../contract/types.js';
import type { Services } from '../services.js';

/** The document drive (spec part 2 §7): public, behind its API key; the uuid is the secret. */
export function driveHandlers({
  drive,
}: Services): Pick<
  Handlers,
  | 'getUploadRequest'
  | 'uploadDocument'
  | 'deleteUploadedDocument'
  | 'completeUploadRequest'
  | 'getDriveConfig'
> {
  return {
    async getUploadRequest({ params, query }) {
      return { status: 200, body: await drive.describe(params.uuid, query.language ?? 'en') };
    },
    async uploadDocument({ params, body, request }) {
      const document = await drive.upload(params.uuid, body.file_group_id, body.file, request.ip);
      return { status: 201, body: document };
    },
    async deleteUploadedDocument({ params, request }) {
      await drive.deleteFile(params.uuid, params.fileId, request.ip);
      return { status: 204, body: undefined };
    },
    async completeUploadRequest({ params, lang, request }) {
      return { status: 200, body: await drive.complete(params.uuid, lang, request.ip) };
    },
    getDriveConfig() {
      return Promise.resolve({ status: 200, body: drive.config() });
    },
  };
}
