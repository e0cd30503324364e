import { legalDocuments } from './fixtures/legal';
import { http } from './http';

export const legalHandlers = [
  http.get('/v2/web/legal-documents', ({ response }) => response(200).json(legalDocuments)),
];
