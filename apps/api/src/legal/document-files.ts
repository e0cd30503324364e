import type { FastifyInstance, FastifyReply } from 'fastify';
import { LEGAL_DOCUMENTS, type LegalDocument } from './documents.js';
import { renderDocumentPage } from './document-page.js';
import { renderPdf } from './document-pdf.js';
import { AppError } from '../http/errors.js';
import { FRAME_ANCESTORS } from '../http/security-headers.js';
import type { ClickwrapProvider } from '../providers/clickwrap.js';

const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

function sendPage(reply: FastifyReply, document: LegalDocument) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(renderDocumentPage(document));
}

async function sendPdf(reply: FastifyReply, document: LegalDocument) {
  return (
    reply
      .type('application/pdf')
      // Inline: View PDF opens it in the browser's viewer, in a new tab.
      .header('content-disposition', `inline; filename="${document.id}-${document.version}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      // The site-wide CSP forbids plugins (object-src 'none'), which would stop the viewer.
      .header(
        'content-security-policy',
        `default-src 'none'; object-src 'self'; frame-ancestors ${FRAME_ANCESTORS}`,
      )
      .send(await renderPdf(document))
  );
}

/**
 * The legal documents as PDFs (and as HTML pages, which the footer links to): Outlay's own (the in-house package) and those the click-wrap
 * sandbox serves for its contracts. Public, because a PDF opens in a new tab without the token.
 */
export function registerLegalDocuments(app: FastifyInstance, clickwrap: ClickwrapProvider) {
  app.get('/api/legal/documents/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    const [, id, format] = /^([a-z0-9-]+)\.(pdf|html)$/.exec(file) ?? [];
    const document = id ? LEGAL_DOCUMENTS.get(id) : undefined;
    if (!document) throw notFound();
    return format === 'html' ? sendPage(reply, document) : sendPdf(reply, document);
  });

  app.get('/api/sandbox/clickwrap/:accessId/:file', (request, reply) => {
    const { accessId, file } = request.params as { accessId: string; file: string };
    const match = /^([a-z0-9-]+)-v([0-9-]+)\.pdf$/.exec(file);
    const document =
      match?.[1] && match[2] ? clickwrap.document(accessId, match[1], match[2]) : null;
    if (!document) throw notFound();
    return sendPdf(reply, document);
  });
}
