import type { RentPayment } from '@outlay/api-client/schema';
import { buffer } from 'node:stream/consumers';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { isAllowedFile } from '../files/file-kinds.js';
import { FileTypeNotAllowedError, type IncomingFile, receiveFile } from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import { cleanFileName } from '../drive/drive.js';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import { companyRfcOf } from '../statements/cfdi.js';
import { checkLandlordCfdi } from './landlord-cfdi.js';
import { paymentsQuery, paymentView } from './rent-rows.js';

/** A CFDI is a few kilobytes: 1 MB is room for any landlord's, and the contract's limit. */
export const MAX_LANDLORD_CFDI_BYTES = 1024 * 1024;

export interface LandlordCfdis {
  /**
   * Keeps the landlord's CFDI of a Mexican rent payment once it agrees with the payment. The
   * same CFDI sent again (however many at once) answers the payment; another, 409.
   */
  upload(session: Session, paymentId: number, file: IncomingFile, lang: Lang): Promise<RentPayment>;
}

export function createLandlordCfdis(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}): LandlordCfdis {
  const { db, clock, storage } = deps;

  /** The caller's payment (an admin's: the company's), or 404 whoever's it is. */
  async function paymentOf(session: Session, paymentId: number) {
    let query = paymentsQuery(kyselyOf(db), session.companyId)
      .select(['p.requested_by'])
      .where('p.id', '=', paymentId);
    if (session.role !== 'admin') query = query.where('p.requested_by', '=', session.userId);
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError(404, 'NOT_FOUND', 'rent.paymentNotFound');
    return row;
  }

  async function receive(session: Session, file: IncomingFile) {
    const name = cleanFileName(file.filename);
    try {
      return await receiveFile(file, {
        maxBytes: MAX_LANDLORD_CFDI_BYTES,
        accepts: (detected) => isAllowedFile(detected?.mime, name, ['xml']),
        storage,
        key: newStorageKey(`rent/company-${session.companyId}`),
      });
    } catch (error) {
      if (error instanceof FileTooLargeError) {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'rent.cfdi.tooLarge');
      }
      if (error instanceof FileTypeNotAllowedError) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'rent.cfdi.notXml');
      }
      throw error;
    }
  }

  return {
    async upload(session, paymentId, file, lang) {
      const payment = await paymentOf(session, paymentId);
      if (payment.landlord_rfc === null) {
        file.stream.destroy();
        throw new AppError(400, 'VALIDATION', 'rent.cfdi.notMexican');
      }
      const received = await receive(session, file);
      const forget = () => storage.remove(received.key);
      const xml = (await buffer(await storage.read(received.key))).toString('utf8');
      const check = checkLandlordCfdi(xml, {
        landlordRfc: payment.landlord_rfc,
        companyRfc: await companyRfcOf(db, session.companyId),
        netMinor: payment.net_minor,
        isrWithheldMinor: payment.isr_withheld_minor,
        ivaWithheldMinor: payment.iva_withheld_minor,
      });
      if (!check.readable) {
        await forget();
        throw new AppError(400, 'VALIDATION', 'rent.cfdi.unreadable');
      }
      if (check.disagreements.length > 0) {
        await forget();
        // Every disagreement at once, each worded: the user asks the landlord for one fix.
        const problems = check.disagreements
          .map(({ field, found, expected }) =>
            translate(lang, `rent.cfdi.${field}`, { found, expected }),
          )
          .join(' ');
        throw new AppError(400, 'VALIDATION', 'rent.cfdi.disagrees', { problems });
      }
      const elsewhere = await kyselyOf(db)
        .selectFrom('rent_payments')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('landlord_cfdi_uuid', '=', check.uuid)
        .where('id', '<>', paymentId)
        .executeTakeFirst();
      if (elsewhere) {
        await forget();
        throw new AppError(409, 'CONFLICT', 'rent.cfdi.usedElsewhere');
      }
      // The first of racing uploads keeps its file; the others find the CFDI kept.
      const kept = await kyselyOf(db)
        .updateTable('rent_payments')
        .set({
          landlord_cfdi_uuid: check.uuid,
          landlord_cfdi_key: received.key,
          landlord_cfdi_received_at: clock.now(),
        })
        .where('company_id', '=', session.companyId)
        .where('id', '=', paymentId)
        .where('landlord_cfdi_uuid', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!kept) {
        await forget();
        const now = await paymentOf(session, paymentId);
        if (now.landlord_cfdi_uuid !== check.uuid) {
          throw new AppError(409, 'CONFLICT', 'rent.cfdi.alreadyReceived');
        }
        return paymentView(now, lang);
      }
      return paymentView(await paymentOf(session, paymentId), lang);
    },
  };
}
