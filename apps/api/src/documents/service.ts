import { linkSignerFor } from '../dashboard/signed-downloads.js';
import { createSatInvoiceFiles } from '../sat/invoice-files.js';
import type { Services } from '../services.js';
import { statementServiceOf } from '../statements/service.js';
import { createTransactionDrawer } from '../transactions/transaction-drawer.js';
import { createCompanyDocuments } from './documents.js';
import { createDocumentReviews, sandboxReviewer } from './review.js';

/** How long the sandbox reviewer takes over an upload. */
const SANDBOX_REVIEW_MS = 1_000;

export type DocumentService = ReturnType<typeof createCompanyDocuments>;

const built = new WeakMap<Services, DocumentService>();

/**
 * The documents domain of a server, made once: the other domains' files are reached through
 * their own link makers (statements, the drawer's confirmations, the SAT's CFDIs).
 */
export function documentServiceOf(services: Services): DocumentService {
  let service = built.get(services);
  if (!service) {
    const { db, clock, files } = services;
    const links = linkSignerFor(services);
    const confirmations = createTransactionDrawer(services).confirmations;
    const satInvoices = createSatInvoiceFiles({ db, storage: files, links });
    service = createCompanyDocuments({
      db,
      clock,
      storage: files,
      links,
      reviews: createDocumentReviews({
        db,
        clock,
        jobs: services.jobs,
        storage: files,
        notifier: services.notifications.notifier,
        reviewer: sandboxReviewer({ latencyMs: SANDBOX_REVIEW_MS }),
      }),
      others: {
        statement: (companyId, statementId, format, lang) =>
          statementServiceOf(services).files.link(companyId, statementId, format, lang),
        confirmation: (viewer, transferId, lang) => confirmations.link(viewer, transferId, lang),
        satInvoice: (uuid) => satInvoices.link(uuid),
      },
    });
    built.set(services, service);
  }
  return service;
}
