import type { Readable } from 'node:stream';
import type { Transfer } from '@outlay/api-client/schema';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import type { CompanyContexts } from '../dashboard/company-context.js';
import type { LookupCurrency } from '../entries/currencies.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';
import { entryColumns } from '../entries/entry-columns.js';
import { toEntry } from '../entries/to-entry.js';
import { type LinkSigner, withSignature } from '../dashboard/signed-links.js';
import type { Viewer } from '../entries/viewer.js';
import { attachmentHeaders } from '../files/download-headers.js';
import { AppError } from '../http/errors.js';
import { LANGUAGES, type Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { type EntryDetails, hasConfirmation } from '../entries/entry-details.js';

export const confirmationPath = (transferId: number | string) =>
  `/api/v2/web/transfer/confirmation/${transferId}`;

const subject = (transferId: number, lang: Lang) => `transfer-confirmation:${transferId}:${lang}`;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const notAvailable = () => new AppError(404, 'NOT_FOUND', 'confirmation.notAvailable');
const invalidLink = () => new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');

/**
 * A transfer's receipt PDF (its Confirmation section, spec part 2 §2.2): the drawer asks for a
 * signed link to it, in the caller's language, and the PDF is written when the link is
 * followed, from the transfer as it is then. Nothing is stored.
 */
export function createConfirmations(deps: {
  db: Db;
  clock: Clock;
  links: LinkSigner;
  details: EntryDetails;
  companies: CompanyContexts;
  currencies: () => Promise<LookupCurrency>;
}) {
  const { db, clock, links } = deps;

  return {
    /** The signed link, for a transfer the viewer sees that has a confirmation. */
    async link(viewer: Viewer, transferId: number, lang: Lang): Promise<{ url: string }> {
      const { transfer } = await deps.details.transfer(viewer, transferId, lang);
      if (!hasConfirmation(transfer)) throw notAvailable();
      const signed = await links.sign(subject(transferId, lang));
      const url = withSignature(confirmationPath(transferId), signed);
      // The language is part of what was signed, so it rides in the link too.
      return { url: url.replace('?', `?lang=${lang}&`) };
    },

    /** The PDF behind a signed link. */
    async pdf(
      transferId: number,
      link: { lang: Lang; expires: number; signature: string },
    ): Promise<{ stream: Readable; fileName: string }> {
      if (!(await links.verify(subject(transferId, link.lang), link))) throw invalidLink();
      const [row, currency] = await Promise.all([
        // Across companies on purpose: the signed link names the transfer, and its signature
        // is the credential (the browser opens it without the session); the row says whose.
        entryColumns(kyselyAcrossCompanies(db))
          .select('e.company_id')
          .where('e.id', '=', transferId)
          .where('e.kind', '=', 'payment')
          .executeTakeFirst(),
        deps.currencies(),
      ]);
      const entry = row ? toEntry(row, currency, link.lang) : undefined;
      if (!row || entry?.type !== 'payment' || !hasConfirmation(entry.transfer)) {
        throw notAvailable();
      }
      const company = await deps.companies(row.company_id);
      return {
        stream: confirmationPdf(entry.transfer, {
          lang: link.lang,
          companyName: company.name,
          timeZone: company.timeZone,
          now: clock.now(),
        }),
        fileName: `transfer-${transferId}.pdf`,
      };
    },
  };
}

export type Confirmations = ReturnType<typeof createConfirmations>;

function confirmationPdf(
  transfer: Transfer,
  options: { lang: Lang; companyName: string; timeZone: string; now: Date },
): Readable {
  const { lang, timeZone } = options;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
  const when = (iso: string | null) =>
    iso === null
      ? '-'
      : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
          new Date(iso),
        );
  const money = (amount: number, code: string) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: code }).format(amount);
  const { beneficiary, transfer_detail: detail } = transfer;
  const bank = beneficiary.beneficiary_payment_detail;
  const recipient =
    beneficiary.beneficiaryName ??
    `${beneficiary.firstName ?? ''} ${beneficiary.lastName ?? ''}`.trim();
  const stp = transfer.paymentType === 'STP';
  const status: Record<Transfer['transferStatus'], MessageKey> = {
    pending: 'status.pending',
    failed: 'status.failed',
    refund: 'status.refund',
    completed: 'status.completed',
  };
  type Line = readonly [MessageKey, string | null];
  const stpLines: Line[] = [
    ['confirmation.clabe', bank.clabeNumber],
    ['confirmation.trackingKey', detail.stpTrackingKey],
    ['confirmation.referenceNumber', detail.referenceNumber],
  ];
  const routeFusionLines: Line[] = [
    ['confirmation.swift', bank.swiftBic],
    ['confirmation.account', bank.acctNumber === null ? null : `•••• ${bank.acctNumber}`],
    ['confirmation.bankCountry', bank.bankCountryLookup.code],
    ['confirmation.rfTransactionId', detail.rfTransactionId],
  ];
  const lines: Line[] = [
    ['confirmation.company', options.companyName],
    ['confirmation.status', t(status[transfer.transferStatus])],
    ['confirmation.sentOn', when(transfer.transferDateTime)],
    ['confirmation.deliveredOn', when(transfer.completedAt)],
    [
      'confirmation.amountSent',
      money(transfer.platformAmount, transfer.platformCurrencyLookup.alphaCode),
    ],
    [
      'confirmation.amountReceived',
      money(transfer.transferAmount, transfer.transferCurrencyLookup.alphaCode),
    ],
    ['confirmation.recipient', recipient],
    ['confirmation.bank', bank.bankName],
    ...(stp ? stpLines : routeFusionLines),
    ['confirmation.paymentMethod', detail.displayPaymentType],
    ['confirmation.description', transfer.description],
  ];

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: t('confirmation.title'), Creator: 'Outlay' },
  });
  doc.font('Helvetica-Bold').fontSize(18).text(t('confirmation.title'));
  doc.moveDown();
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(t(label), 56, y, { width: 160 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(value ?? '-', 226, y, { width: 330 });
    doc.moveDown(0.4);
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      t('confirmation.footer', { date: when(options.now.toISOString()), id: String(transfer.id) }),
      56,
    );
  doc.end();
  return doc;
}

interface LinkRequest {
  Params: { id: string };
  Querystring: Record<string, string | undefined>;
}

/**
 * The confirmation PDFs behind their signed links, outside the contract like every file
 * download: the browser opens them in a new window, without the session.
 */
export function registerConfirmationDownloads(app: FastifyInstance, confirmations: Confirmations) {
  app.get<LinkRequest>(confirmationPath(':id'), async (request, reply) => {
    const id = Number(request.params.id);
    const expires = Number(request.query.expires);
    const signature = request.query.signature ?? '';
    const lang = LANGUAGES.find((candidate) => candidate === request.query.lang);
    if (
      !Number.isSafeInteger(id) ||
      id < 1 ||
      !Number.isSafeInteger(expires) ||
      !SIGNATURE.test(signature) ||
      lang === undefined
    ) {
      throw invalidLink();
    }
    const file = await confirmations.pdf(id, { lang, expires, signature });
    return reply.headers(attachmentHeaders(file.fileName, 'application/pdf')).send(file.stream);
  });
}
