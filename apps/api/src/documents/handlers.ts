// Contract operations served here (method, path, operationId):
//   GET /v2/web/documents  listCompanyDocuments
//   POST /v2/web/documents  uploadCompanyDocument
//   GET /v2/web/documents/{kind}/{documentId}/download  getCompanyDocumentDownload

import type { Handlers } from '../contract/types.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { documentServiceOf } from './service.js';

/** The company's documents (/document): bound to the documents domain. */
export function documentHandlers(
  services: Services,
): Pick<Handlers, 'listCompanyDocuments' | 'uploadCompanyDocument' | 'getCompanyDocumentDownload'> {
  const documents = documentServiceOf(services);
  return {
    async listCompanyDocuments({ query, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const page = await documents.list(
        viewer,
        {
          ...(query.search === undefined ? {} : { search: query.search }),
          ...(query.kind === undefined ? {} : { kind: query.kind }),
          page: query.page ?? 1,
          pageSize: query.pageSize ?? 25,
        },
        lang,
      );
      return { status: 200, body: page };
    },
    async uploadCompanyDocument({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const { created, document } = await documents.upload(
        viewer,
        {
          category: body.category,
          ...(body.idempotencyKey === undefined ? {} : { idempotencyKey: body.idempotencyKey }),
          file: body.file,
        },
        lang,
      );
      return created ? { status: 201, body: document } : { status: 200, body: document };
    },
    async getCompanyDocumentDownload({ params, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return {
        status: 200,
        body: await documents.link(viewer, params.kind, params.documentId, lang),
      };
    },
  };
}
