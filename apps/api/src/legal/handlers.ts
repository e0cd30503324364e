// Contract operations served here (method, path, operationId):
//   GET /v2/web/legal-documents  getLegalDocuments

import type { Handlers } from '../contract/types.js';
import { listLegalDocuments } from '../legal/document-list.js';
import type { Services } from '../services.js';

export function legalHandlers(services: Services): Pick<Handlers, 'getLegalDocuments'> {
  return {
    async getLegalDocuments({ lang }) {
      return { status: 200, body: await listLegalDocuments(services.db, lang) };
    },
  };
}
