import type { Handlers } from '../contract/types.js';
import { listLegalDocuments } from '../legal/legal-documents.js';
import type { Services } from '../services.js';

export function legalHandlers(services: Services): Pick<Handlers, 'getLegalDocuments'> {
  return {
    async getLegalDocuments({ lang }) {
      return { status: 200, body: await listLegalDocuments(services.db, lang) };
    },
  };
}
