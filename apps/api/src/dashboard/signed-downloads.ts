import type { FastifyInstance } from 'fastify';
import { loadServerKeys } from '../auth/server-secret.js';
import { attachmentHeaders } from '../files/download-headers.js';
import { AppError } from '../http/errors.js';
import { createReceipts, receiptPath } from '../receipts/receipts.js';
import { createSatInvoiceFiles, satInvoicePath } from '../sat/invoice-files.js';
import type { Services } from '../services.js';
import { createCompanyContexts } from './company-context.js';
import { createCurrencies } from '../entries/currencies.js';
import { createExports, exportPath } from './exports/exports.js';
import { type LinkSigner, type StoredFile, createLinkSigner } from './signed-links.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The download-link signer, with its key read from the server secret when first needed. */
export function linkSignerFor(services: Pick<Services, 'db' | 'clock' | 'config'>): LinkSigner {
  let key: Promise<Buffer> | undefined;
  return createLinkSigner(() => {
    key ??= loadServerKeys(services.db, services.config.secret).then((keys) =>
      keys.get('download-link'),
    );
    return key;
  }, services.clock);
}

interface LinkRequest {
  Params: { id: string };
  Querystring: Record<string, string | undefined>;
}

/** Anything malformed reads as the invalid link it is, without saying what was wrong. */
function readLink(id: string, query: LinkRequest['Querystring']) {
  const expires = Number(query.expires);
  const signature = query.signature ?? '';
  if (!UUID.test(id) || !Number.isSafeInteger(expires) || !SIGNATURE.test(signature)) {
    throw new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
  }
  return { expires, signature };
}

/**
 * File downloads behind signed links: export files, receipts and SAT invoices' CFDIs. They sit outside the
 * contract because the browser navigates to them (a download, an image viewer, a new window)
 * and so cannot send the session; the link's signature is the credential. Every file goes out
 * as an attachment that is never rendered on the app's origin.
 */
export function registerSignedDownloads(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'clock' | 'config' | 'files'>,
) {
  const { db, clock, files } = services;
  const links = linkSignerFor(services);
  const exports = createExports({
    db,
    clock,
    storage: files,
    links,
    companies: createCompanyContexts(db),
    currencies: createCurrencies(db),
  });
  const receipts = createReceipts({ db, clock, storage: files, links });
  const satInvoices = createSatInvoiceFiles({ db, storage: files, links });
  const send = (file: StoredFile) => ({
    headers: attachmentHeaders(file.fileName, file.contentType),
    stream: file.stream,
  });

  app.get<LinkRequest>(exportPath(':id'), async (request, reply) => {
    const file = send(
      await exports.file(request.params.id, readLink(request.params.id, request.query)),
    );
    return reply.headers(file.headers).send(file.stream);
  });
  app.get<LinkRequest>(receiptPath(':id'), async (request, reply) => {
    const file = send(
      await receipts.file(request.params.id, readLink(request.params.id, request.query)),
    );
    return reply.headers(file.headers).send(file.stream);
  });
  app.get<LinkRequest>(satInvoicePath(':id'), async (request, reply) => {
    const file = send(
      await satInvoices.file(request.params.id, readLink(request.params.id, request.query)),
    );
    return reply.headers(file.headers).send(file.stream);
  });
}
