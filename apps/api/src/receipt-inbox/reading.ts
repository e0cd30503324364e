import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { readCfdi } from './cfdi.js';
import type { ReadFacts } from './store.js';

/** Debian's tools (scripts/ensure-ocr.mjs installs them); nothing is downloaded at run time. */
export const PDFTOTEXT = '/usr/bin/pdftotext';
export const TESSERACT = '/usr/bin/tesseract';
/** Photos are read in the product's three languages at once. */
const OCR_LANGUAGES = 'eng+spa+por';
const TOOL_TIMEOUT_MS = 60_000;

export type Reading =
  | { ok: true; facts: ReadFacts }
  /** Why nothing was read, as the tail of a message key (`receiptInbox.reason.<tail>`). */
  | { ok: false; reason: 'ocrUnavailable' | 'pdfUnavailable' | 'unreadable' };

export interface ReadingTools {
  pdfText(bytes: Buffer): Promise<string | null>;
  ocrText(bytes: Buffer): Promise<string | null>;
}

async function available(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a tool on bytes given on its standard input; null when it is missing. */
function runTool(path: string, args: string[], input: Buffer): Promise<string | null> {
  return available(path).then((there) => {
    if (!there) return null;
    return new Promise<string>((resolve, reject) => {
      const child = execFile(
        path,
        args,
        { timeout: TOOL_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout) => {
          if (error) reject(new Error(`${path} failed: ${error.message}`));
          else resolve(stdout);
        },
      );
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(input);
    });
  });
}

/** pdftotext and tesseract from Debian, run as child processes. */
export const debianTools: ReadingTools = {
  pdfText: (bytes) => runTool(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], bytes),
  ocrText: (bytes) => runTool(TESSERACT, ['stdin', 'stdout', '-l', OCR_LANGUAGES], bytes),
};

const kindOf = (fileName: string, contentType: string) => {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xml') || contentType.includes('xml')) return 'xml';
  if (name.endsWith('.pdf') || contentType === 'application/pdf') return 'pdf';
  return 'image';
};

/** A receipt's facts: a CFDI exactly, a PDF by its text, a photo by OCR. */
export async function readReceipt(
  bytes: Buffer,
  fileName: string,
  contentType: string,
  tools: ReadingTools = debianTools,
): Promise<Reading> {
  const kind = kindOf(fileName, contentType);
  if (kind === 'xml') {
    const cfdi = readCfdi(bytes.toString('utf8'));
    if (!cfdi) return { ok: false, reason: 'unreadable' };
    return {
      ok: true,
      facts: {
        method: 'cfdi',
        merchant: cfdi.issuerName || cfdi.issuerRfc,
        date: cfdi.issuedAt.slice(0, 10),
        totalMinor: cfdi.totalMinor,
        currency: cfdi.currency,
        taxMinor: null,
      },
    };
  }
  let text: string | null;
  try {
    text = kind === 'pdf' ? await tools.pdfText(bytes) : await tools.ocrText(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (text === null)
    return { ok: false, reason: kind === 'pdf' ? 'pdfUnavailable' : 'ocrUnavailable' };
  const facts = readReceiptText(text);
  if (facts.totalMinor === null && facts.date === null && facts.merchant === null) {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, facts: { ...facts, method: kind === 'pdf' ? 'pdf' : 'ocr' } };
}

const TOTAL_WORDS =
  /\b(grand total|total a pagar|total|importe total|valor total|amount due|a pagar)\b/i;
const SUBTOTAL_WORDS = /\b(sub-?total|subtotal)\b/i;
const TAX_WORDS = /\b(iva|vat|tax|impuesto|icms|gst|hst)\b/i;
const AMOUNT = /(?:^|[^\d])(\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{2})|\d+[.,]\d{2})(?!\d)/g;

/** "1.234,56" or "1,234.56" or "1234.56" → minor units. */
export function amountToMinor(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const match = /^(.*)[.,](\d{2})$/.exec(compact);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[.,]/g, '');
  if (!/^\d{1,12}$/.test(whole)) return null;
  return Number(whole) * 100 + Number(match[2]);
}

const amountsIn = (line: string) =>
  [...line.matchAll(AMOUNT)]
    .map((found) => amountToMinor(found[1] ?? ''))
    .filter((value): value is number => value !== null);

const MONTHS: Record<string, number> = {
  jan: 1,
  ene: 1,
  feb: 2,
  fev: 2,
  mar: 3,
  apr: 4,
  abr: 4,
  may: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  ago: 8,
  sep: 9,
  set: 9,
  oct: 10,
  out: 10,
  nov: 11,
  dec: 12,
  dic: 12,
  dez: 12,
};

const iso = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 2000 && year <= 2099
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null;

function dateIn(text: string): string | null {
  const isoDate = /\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  if (isoDate) return iso(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3]));
  // Receipts in Mexico, Brazil and Europe write the day first; US ones the month, told apart
  // only when the first number cannot be a month.
  const numeric = /\b(\d{1,2})[/.-](\d{1,2})[/.-](20\d{2}|\d{2})\b/.exec(text);
  if (numeric) {
    const a = Number(numeric[1]);
    const b = Number(numeric[2]);
    const yearText = numeric[3] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return b > 12 ? iso(year, a, b) : iso(year, b, a);
  }
  const named = /\b(\d{1,2})\s*(?:de\s+)?([a-z]{3})[a-z]*\.?\s*(?:de\s+)?(20\d{2})\b/i.exec(text);
  if (named) {
    const month = MONTHS[(named[2] ?? '').toLowerCase()];
    if (month) return iso(Number(named[3]), month, Number(named[1]));
  }
  const us = /\b([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(20\d{2})\b/i.exec(text);
  if (us) {
    const month = MONTHS[(us[1] ?? '').toLowerCase()];
    if (month) return iso(Number(us[3]), month, Number(us[2]));
  }
  return null;
}

function currencyIn(text: string): string | null {
  const code = /\b(MXN|USD|BRL|CAD|GBP|EUR|COP)\b/.exec(text);
  if (code) return code[1] ?? null;
  if (/R\$/.test(text)) return 'BRL';
  if (/£/.test(text)) return 'GBP';
  if (/€/.test(text)) return 'EUR';
  return null;
}

/** What a receipt's text says: its first line with letters is taken as the merchant. */
export function readReceiptText(text: string): ReadFacts {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  const merchant =
    lines.find((line) => /\p{L}{3,}/u.test(line) && !/\d{2}[/.-]\d{2}/.test(line)) ?? null;
  let total: number | null = null;
  let tax: number | null = null;
  for (const line of lines) {
    const amounts = amountsIn(line);
    const last = amounts.at(-1);
    if (last === undefined) continue;
    if (TOTAL_WORDS.test(line) && !SUBTOTAL_WORDS.test(line)) total = last;
    else if (TAX_WORDS.test(line) && tax === null) tax = last;
  }
  if (total === null) {
    const all = lines.flatMap(amountsIn);
    total = all.length > 0 ? Math.max(...all) : null;
  }
  return {
    method: null,
    merchant: merchant ? merchant.slice(0, 120) : null,
    date: dateIn(text),
    totalMinor: total,
    currency: currencyIn(text),
    taxMinor: tax,
  };
}
