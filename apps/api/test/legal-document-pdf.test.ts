import { describe, expect, it } from 'vitest';
import { renderPdf } from '../src/legal/document-pdf.js';
import { LEGAL_DOCUMENTS } from '../src/legal/documents.js';

const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s+\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('a legal document as a PDF', () => {
  it('is a whole PDF on Letter pages, with a title', async () => {
    const [document] = LEGAL_DOCUMENTS.values();
    if (!document) throw new Error('no legal document');
    const pdf = await renderPdf(document);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 612 792]');
    expect(text).toMatch(/\/Title \d+ 0 R/);
    expect(pageCount(pdf)).toBe(1);
  });

  it('runs on to as many pages as its paragraphs need', async () => {
    const paragraph =
      'Outlay keeps the words of every agreement it asks a company to accept. '.repeat(12);
    const pdf = await renderPdf({
      title: 'Long',
      paragraphs: Array.from({ length: 40 }, () => paragraph),
    });
    expect(pageCount(pdf)).toBeGreaterThan(3);
  });
});
