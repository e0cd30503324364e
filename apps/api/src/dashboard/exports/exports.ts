import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ExportRequest, ExportType } from '@outlay/api-client/schema';
import { toMinor } from '@outlay/rules';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/db.js';
import { type FileStorage, newStorageKey } from '../../files/storage.js';
import { AppError } from '../../http/errors.js';
import type { Lang } from '../../i18n/language.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import type { CompanyContexts } from '../company-context.js';
import type { LookupCurrency } from '../../entries/currencies.js';
import { kyselyAcrossCompanies, kyselyOf } from '../../db/kysely.js';
import { toEntry } from '../../entries/to-entry.js';
import { entryOrder } from '../entry-filter.js';
import { type LinkSigner, type StoredFile, withSignature } from '../signed-links.js';
import { statusLabelKey } from '../status-label.js';
import { resolveQuery } from '../transactions.js';
import type { Viewer } from '../../entries/viewer.js';
import { csvFile } from './csv-export.js';
import { type ExportEntryRow, entryBatches } from './entry-batches.js';
import { EXPORT_COLUMNS, type ExportColumn, type ExportRow } from './export-cells.js';
import { excelFile } from './excel-export.js';
import { pdfFile } from './pdf-export.js';

/** A built file is kept this long; its links last less (LINK_SECONDS). */
const FILE_LIFETIME_MS = 60 * 60 * 1000;

const FORMATS: Record<ExportType, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  excel: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const COLUMN_LABELS: Record<ExportColumn, MessageKey> = {
  date: 'export.column.date',
  merchant: 'export.column.merchant',
  category: 'export.column.category',
  memo: 'export.column.memo',
  type: 'export.column.type',
  status: 'export.column.status',
  user: 'export.column.user',
  card: 'export.column.card',
  amount: 'export.column.amount',
  currency: 'export.column.currency',
  localAmount: 'export.column.localAmount',
  localCurrency: 'export.column.localCurrency',
  receipt: 'export.column.receipt',
  receipts: 'export.column.receipts',
};

export const exportPath = (publicId: string) => `/api/v2/web/dashboard/exports/${publicId}/file`;

/**
 * Exports of the dashboard: every entry the query matches (not one page), read in batches and
 * streamed into the file as it is stored, so neither the rows nor the file are ever held
 * whole. The answer is a signed link the browser follows to download the file.
 */
export function createExports(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  links: LinkSigner;
  companies: CompanyContexts;
  currencies: () => Promise<LookupCurrency>;
}) {
  const { db, clock, storage, links } = deps;

  async function removeExpired(companyId: number) {
    const expired = await kyselyOf(db)
      .deleteFrom('entry_exports')
      .where('company_id', '=', companyId)
      .where('expires_at', '<=', clock.now())
      .returning('storage_key')
      .execute();
    await Promise.all(expired.map((row) => storage.remove(row.storage_key)));
  }

  return {
    async create(viewer: Viewer, request: ExportRequest, lang: Lang): Promise<{ url: string }> {
      const [{ company, period, filter }, currency] = await Promise.all([
        resolveQuery(deps.companies, clock, viewer, request),
        deps.currencies(),
      ]);
      await removeExpired(viewer.companyId);
      const t = (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params);
      const dateTime = new Intl.DateTimeFormat('sv-SE', {
        timeZone: company.timeZone,
        dateStyle: 'short',
        timeStyle: 'short',
      });
      const toRow = (row: ExportEntryRow): ExportRow => {
        const entry = toEntry(row, currency, lang);
        const local = entry.type === 'card' ? entry.transaction : undefined;
        return {
          date: dateTime.format(row.occurred_at),
          merchant: entry.title,
          category: row.accounting_category ?? (row.category_labels ?? []).join(', '),
          memo: (row.kind === 'card' ? row.card_memo : row.transfer_description) ?? '',
          type: t(`export.type.${entry.type}`),
          status: t(statusLabelKey(entry)),
          user:
            row.user_first_name === null
              ? ''
              : `${row.user_first_name} ${row.user_last_name ?? ''}`,
          card: row.card_name === null ? '' : `${row.card_name} ${row.card_last_four ?? ''}`,
          amount: toMinor(row.entry_amount, company.platformCurrency),
          currency: company.platformCurrency,
          localAmount:
            local === undefined || row.local_currency === null || row.local_currency_amount === null
              ? null
              : toMinor(row.local_currency_amount, row.local_currency),
          localCurrency: local?.localCurrencyLookup?.alphaCode ?? '',
          receipt: t(row.receipt_count > 0 ? 'export.receipt.attached' : 'export.receipt.missing'),
          receipts: row.receipt_count,
        };
      };
      const order = entryOrder(request.sortBy, request.sortDirection, lang);
      let rowCount = 0;
      async function* rows(): AsyncGenerator<ExportRow> {
        for await (const batch of entryBatches(db, filter, order)) {
          for (const row of batch) {
            rowCount += 1;
            yield toRow(row);
          }
        }
      }

      const header = EXPORT_COLUMNS.map((column) => t(COLUMN_LABELS[column]));
      const title = t('export.title');
      let file: { stream: Readable; done: Promise<void> };
      switch (request.type) {
        case 'csv': {
          const stream = csvFile(header, rows());
          file = { stream, done: Promise.resolve() };
          break;
        }
        case 'excel':
          file = excelFile(title, header, rows());
          break;
        case 'pdf':
          file = pdfFile(
            {
              title: `${title} - ${company.name}`,
              subtitle: t('export.period', { start: period.startDate, end: period.endDate }),
              emptyText: t('export.empty'),
              labels: Object.fromEntries(
                EXPORT_COLUMNS.map((column) => [column, t(COLUMN_LABELS[column])]),
              ) as Record<ExportColumn, string>,
            },
            rows(),
          );
          break;
      }

      const format = FORMATS[request.type];
      const key = newStorageKey(`exports/company-${viewer.companyId}`);
      await Promise.all([storage.write(key, file.stream), file.done]);
      const publicId = randomUUID();
      const now = clock.now();
      const fileName = `transactions-${period.startDate}-to-${period.endDate}.${format.extension}`;
      try {
        await kyselyOf(db)
          .insertInto('entry_exports')
          .values({
            public_id: publicId,
            company_id: viewer.companyId,
            user_id: viewer.userId,
            format: request.type,
            file_name: fileName,
            storage_key: key,
            content_type: format.contentType,
            row_count: rowCount,
            created_at: now,
            expires_at: new Date(now.getTime() + FILE_LIFETIME_MS),
          })
          .execute();
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      const link = await links.sign(`export:${publicId}`);
      return { url: withSignature(exportPath(publicId), link) };
    },

    /** The file behind a signed link, or a refusal that says the link is expired or invalid. */
    async file(
      publicId: string,
      link: { expires: number; signature: string },
    ): Promise<StoredFile> {
      const invalid = new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');
      if (!(await links.verify(`export:${publicId}`, link))) throw invalid;
      // Across companies on purpose: the signed link names the file, and the signature is
      // the credential (the browser follows it without the session).
      const row = await kyselyAcrossCompanies(db)
        .selectFrom('entry_exports')
        .select(['storage_key', 'file_name', 'content_type', 'expires_at'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      if (!row || row.expires_at.getTime() <= clock.now().getTime()) throw invalid;
      return {
        stream: await storage.read(row.storage_key),
        fileName: row.file_name,
        contentType: row.content_type,
      };
    },
  };
}

export type Exports = ReturnType<typeof createExports>;
