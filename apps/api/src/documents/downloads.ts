import type { FastifyInstance } from 'fastify';
import { attachmentHeaders } from '../files/download-headers.js';
import { AppError } from '../http/errors.js';
import { documentFilePath } from './documents.js';
import type { DocumentService } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

interface LinkRequest {
  Params: { id: string };
  Querystring: Record<string, string | undefined>;
}

/**
 * An uploaded company document behind its signed link, outside the contract like every file
 * download (the browser opens it without the session), always as an attachment.
 */
export function registerDocumentDownloads(app: FastifyInstance, documents: DocumentService) {
  app.get<LinkRequest>(documentFilePath(':id'), async (request, reply) => {
    const { id } = request.params;
    const expires = Number(request.query.expires);
    const signature = request.query.signature ?? '';
    // Anything malformed reads as the invalid link it is, without saying what was wrong.
    if (!UUID.test(id) || !Number.isSafeInteger(expires) || !SIGNATURE.test(signature)) {
      throw new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
    }
    const file = await documents.file(id, { expires, signature });
    return reply.headers(attachmentHeaders(file.fileName, file.contentType)).send(file.stream);
  });
}
