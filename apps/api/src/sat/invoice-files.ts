import type { Db } from '../db/db.js';
import { type LinkSigner, type StoredFile, withSignature } from '../dashboard/signed-links.js';
import type { FileStorage } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import { satInvoices } from './invoices.js';

export const satInvoicePath = (uuid: string) => `/api/v2/web/satws/invoices/${uuid}/file`;

const subject = (uuid: string) => `sat-invoice:${uuid}`;

/**
 * An invoice's CFDI behind a signed link (the preview's `data.viewUrl`): the browser opens it
 * in a new window without the session, so the signature is the credential.
 */
export function createSatInvoiceFiles(deps: { db: Db; storage: FileStorage; links: LinkSigner }) {
  const { db, storage, links } = deps;
  return {
    async link(uuid: string): Promise<string> {
      return withSignature(satInvoicePath(uuid), await links.sign(subject(uuid)));
    },

    async file(uuid: string, link: { expires: number; signature: string }): Promise<StoredFile> {
      if (!(await links.verify(subject(uuid), link))) {
        throw new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
      }
      const row = await satInvoices.file(db, uuid);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'sat.invoiceNotFound');
      return {
        stream: await storage.read(row.storage_key),
        fileName: `CFDI-${uuid.toUpperCase()}.xml`,
        contentType: 'application/xml',
      };
    },
  };
}
