import type { Readable } from 'node:stream';
import { fromMinor, minorDigitsOf, toMinor } from '@outlay/rules';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { addDays } from '../dashboard/calendar.js';
import { startOf } from '../dashboard/day-instants.js';
import { type LinkSigner, withSignature } from '../dashboard/signed-links.js';
import { attachmentHeaders } from '../files/download-headers.js';
import { AppError } from '../http/errors.js';
import { LANGUAGES, type Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import {
  amountInStatementCurrency,
  statementCurrencyOf,
  type StatementCompany,
} from './cycle-figures.js';
import type { StatementCfdis } from './cfdi.js';
import { cfdiPdf } from './cfdi-pdf.js';
import { type StatementView, type Statements, statementCompanyOf } from './statements.js';

export type StatementFileFormat = 'pdf' | 'csv' | 'cfdi-xml' | 'cfdi-pdf';

/** Each format's file name ending, as its link and its download name carry it. */
const EXTENSIONS: Record<StatementFileFormat, string> = {
  pdf: 'pdf',
  csv: 'csv',
  'cfdi-xml': 'cfdi.xml',
  'cfdi-pdf': 'cfdi.pdf',
};
const FORMAT_OF_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([format, extension]) => [
    extension,
    format as StatementFileFormat,
  ]),
);

const FILE_PATH = '/api/v2/web/statement/file';
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const STATEMENT_ID = /^\d{4}-\d{2}-\d{2}-[A-Z]{3}$/;

const invalidLink = () => new AppError(403, 'UNAUTHORIZED', 'dashboard.linkInvalid');

const subject = (companyId: number, id: string, format: StatementFileFormat, lang: Lang) =>
  `statement:${companyId}:${id}:${format}:${lang}`;

/** A statement's entry as its files list it; the amount in minor units. */
export interface StatementLine {
  postedOn: string;
  description: string;
  type: string;
  amount: number;
}

/** An amount in minor units as a plain decimal (`-1234.50`): what a spreadsheet reads. */
export const decimalOf = (minor: number, currency: string) =>
  fromMinor(minor, currency).toFixed(minorDigitsOf(currency));

/** The posted card entries of the statement's cycle in its currency, oldest first. */
export async function statementLines(
  db: Db,
  company: StatementCompany,
  statement: Pick<StatementView, 'periodStart' | 'closingDate' | 'currency'>,
): Promise<StatementLine[]> {
  const rows = await kyselyOf(db)
    .selectFrom('entries as e')
    .innerJoin('card_transactions as ct', (join) =>
      join.onRef('ct.entry_id', '=', 'e.id').onRef('ct.company_id', '=', 'e.company_id'),
    )
    .select((eb) => [
      'e.posted_at',
      'e.title',
      'ct.payment_type',
      eb.cast<string>(amountInStatementCurrency(eb, company.platformCurrency), 'text').as('amount'),
    ])
    .where('e.company_id', '=', company.id)
    .where('e.state', '=', 'posted')
    .where('e.posted_at', '>=', startOf(statement.periodStart, company.timeZone))
    .where('e.posted_at', '<', startOf(addDays(statement.closingDate, 1), company.timeZone))
    .where((eb) => eb(statementCurrencyOf(eb, company.currencies), '=', statement.currency))
    .orderBy('e.posted_at')
    .orderBy('e.id')
    .execute();
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: company.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return rows.map((row) => ({
    postedOn: row.posted_at ? day.format(row.posted_at) : '',
    description: row.title,
    type: row.payment_type,
    amount: toMinor(row.amount, statement.currency),
  }));
}

const csvCell = (value: string) => {
  // A leading = + - @ would be read as a formula by a spreadsheet: quoted and prefixed.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The statement's totals, labelled, in the order the screen shows them. */
export function totalsOf(statement: StatementView): [MessageKey, number][] {
  return [
    ['statements.file.previousBalance', statement.previousBalance],
    ['statements.file.purchases', statement.purchases],
    ['statements.file.paymentsAndCredits', statement.paymentsAndCredits],
    ['statements.file.feesAndPenalties', statement.feesAndPenalties],
    ['statements.file.newBalance', statement.newBalance],
    ['statements.file.amountDue', statement.amountDue],
  ];
}

/** The CSV: the statement's heading, its entries, then its totals, each a label and an amount. */
export function statementCsv(
  statement: StatementView,
  lines: readonly StatementLine[],
  lang: Lang,
): string {
  const t = (key: MessageKey) => translate(lang, key);
  const currency = statement.currency;
  const rows: string[][] = [
    [t('statements.file.title'), statement.id],
    [t('statements.file.period'), `${statement.periodStart} – ${statement.closingDate}`],
    [t('statements.file.closingDate'), statement.closingDate],
    [t('statements.file.dueDate'), statement.dueDate],
    [t('statements.file.currency'), currency],
    [],
    [
      t('statements.file.posted'),
      t('statements.file.description'),
      t('statements.file.type'),
      t('statements.file.amount'),
    ],
    ...lines.map((line) => [
      line.postedOn,
      line.description,
      line.type,
      decimalOf(line.amount, currency),
    ]),
    [],
    ...totalsOf(statement).map(([label, amount]) => [t(label), decimalOf(amount, currency)]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The PDF: the same heading, totals and entries as the CSV, amounts in the language's format. */
export function statementPdf(
  statement: StatementView,
  lines: readonly StatementLine[],
  options: { lang: Lang; companyName: string },
): Readable {
  const { lang } = options;
  const t = (key: MessageKey) => translate(lang, key);
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: statement.currency });
  const amount = (minor: number) => money.format(fromMinor(minor, statement.currency));
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: `${t('statements.file.title')} ${statement.id}`, Creator: 'Outlay' },
  });
  doc.font('Helvetica-Bold').fontSize(18).text(t('statements.file.title'));
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const facts: [MessageKey, string][] = [
    ['statements.file.company', options.companyName],
    ['statements.file.period', `${statement.periodStart} – ${statement.closingDate}`],
    ['statements.file.closingDate', statement.closingDate],
    ['statements.file.dueDate', statement.dueDate],
    ['statements.file.currency', statement.currency],
    ...totalsOf(statement).map(([label, minor]): [MessageKey, string] => [label, amount(minor)]),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(t(label), 48, y, { width: 180 });
    doc.font('Helvetica').text(value, 240, y, { width: 320 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(t('statements.file.entries'), 48);
  doc.fontSize(9).moveDown(0.5);
  const header = doc.y;
  doc.text(t('statements.file.posted'), 48, header, { width: 80 });
  doc.text(t('statements.file.description'), 130, header, { width: 250 });
  doc.text(t('statements.file.type'), 385, header, { width: 90 });
  doc.text(t('statements.file.amount'), 475, header, { width: 90, align: 'right' });
  doc.font('Helvetica');
  for (const line of lines) {
    if (doc.y > 720) doc.addPage();
    const y = doc.y + 2;
    doc.text(line.postedOn, 48, y, { width: 80 });
    doc.text(line.description, 130, y, { width: 250, lineBreak: false, ellipsis: true });
    doc.text(line.type, 385, y, { width: 90 });
    doc.text(amount(line.amount), 475, y, { width: 90, align: 'right' });
  }
  doc.end();
  return doc;
}

export interface StatementFiles {
  link(
    companyId: number,
    id: string,
    format: StatementFileFormat,
    lang: Lang,
  ): Promise<{ url: string }>;
  file(
    companyId: number,
    id: string,
    format: StatementFileFormat,
    lang: Lang,
  ): Promise<{ body: Readable | string; fileName: string; contentType: string }>;
}

export function createStatementFiles(deps: {
  db: Db;
  links: LinkSigner;
  statements: Statements;
  cfdis: StatementCfdis;
}): StatementFiles {
  const { db, links, statements, cfdis } = deps;

  /** The statement's stamped CFDI; 404 while it has none. */
  async function stampedCfdi(companyId: number, statement: StatementView) {
    const cfdi = await cfdis.stamped(companyId, statement.periodStart, statement.currency);
    if (!cfdi) throw new AppError(404, 'NOT_FOUND', 'statements.cfdiNotStamped');
    return cfdi;
  }

  return {
    async link(companyId, id, format, lang) {
      const statement = await statements.get(companyId, id);
      if (format === 'cfdi-xml' || format === 'cfdi-pdf') await stampedCfdi(companyId, statement);
      const signed = await links.sign(subject(companyId, id, format, lang));
      const url = withSignature(`${FILE_PATH}/${companyId}/${id}.${EXTENSIONS[format]}`, signed);
      return { url: url.replace('?', `?lang=${lang}&`) };
    },
    async file(companyId, id, format, lang) {
      const statement = await statements.get(companyId, id);
      if (format === 'cfdi-xml' || format === 'cfdi-pdf') {
        const cfdi = await stampedCfdi(companyId, statement);
        const name = `cfdi-${cfdi.uuid.toUpperCase()}`;
        return format === 'cfdi-xml'
          ? {
              body: cfdi.xml,
              fileName: `${name}.xml`,
              contentType: 'application/xml; charset=utf-8',
            }
          : {
              body: await cfdiPdf(cfdi.xml, lang),
              fileName: `${name}.pdf`,
              contentType: 'application/pdf',
            };
      }
      const company = await statementCompanyOf(db, companyId);
      const lines = await statementLines(db, company, statement);
      if (format === 'csv') {
        return {
          body: statementCsv(statement, lines, lang),
          fileName: `statement-${id}.csv`,
          contentType: 'text/csv; charset=utf-8',
        };
      }
      const name = await kyselyOf(db)
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirst();
      return {
        body: statementPdf(statement, lines, { lang, companyName: name?.name ?? '' }),
        fileName: `statement-${id}.pdf`,
        contentType: 'application/pdf',
      };
    },
  };
}

interface FileRequest {
  Params: { companyId: string; file: string };
  Querystring: Record<string, string | undefined>;
}

/**
 * A statement's PDF and CSV behind their signed links, outside the contract like every file
 * download: the signature names the company, the statement, the format and the language.
 */
export function registerStatementDownloads(
  app: FastifyInstance,
  deps: { files: StatementFiles; links: LinkSigner },
) {
  app.get<FileRequest>(`${FILE_PATH}/:companyId/:file`, async (request, reply) => {
    const companyId = Number(request.params.companyId);
    const match = /^([^.]+)\.(.+)$/.exec(request.params.file);
    const id = match?.[1] ?? '';
    const format = FORMAT_OF_EXTENSION.get(match?.[2] ?? '');
    const expires = Number(request.query.expires);
    const signature = request.query.signature ?? '';
    const lang = LANGUAGES.find((candidate) => candidate === request.query.lang);
    if (
      !Number.isSafeInteger(companyId) ||
      companyId < 1 ||
      !STATEMENT_ID.test(id) ||
      format === undefined ||
      !Number.isSafeInteger(expires) ||
      !SIGNATURE.test(signature) ||
      lang === undefined ||
      !(await deps.links.verify(subject(companyId, id, format, lang), { expires, signature }))
    ) {
      throw invalidLink();
    }
    const file = await deps.files.file(companyId, id, format, lang);
    return reply.headers(attachmentHeaders(file.fileName, file.contentType)).send(file.body);
  });
}
