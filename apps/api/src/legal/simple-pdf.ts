// A small, valid PDF 1.4 writer for text documents (the sandbox legal documents): a title and
// paragraphs in Helvetica, wrapped and paginated on US Letter pages. Enough for a browser's
// PDF viewer; no dependency needed for that.

export interface TextDocument {
  title: string;
  paragraphs: readonly string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LINE_HEIGHT = 15;
/** Helvetica at 11 pt averages about 5.5 pt per character. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / 5.5);

/** PDF strings are Latin-1 with ( ) \ escaped; anything else becomes '?'. */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/([\\()])/g, '\\$1')})`;
}

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface Line {
  text: string;
  size: number;
  gapBefore: number;
}

function layout(document: TextDocument): Line[][] {
  const lines: Line[] = [{ text: document.title, size: TITLE_SIZE, gapBefore: 0 }];
  for (const paragraph of document.paragraphs) {
    wrap(paragraph).forEach((text, index) => {
      lines.push({ text, size: BODY_SIZE, gapBefore: index === 0 ? LINE_HEIGHT : 0 });
    });
  }
  const pages: Line[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const needed = line.gapBefore + LINE_HEIGHT;
    if (y - needed < MARGIN) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
      line.gapBefore = 0;
    }
    y -= line.gapBefore + LINE_HEIGHT;
    pages.at(-1)?.push(line);
  }
  return pages;
}

function contentStream(lines: Line[]): string {
  const parts = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`];
  for (const line of lines) {
    parts.push(`/F1 ${line.size} Tf`, `0 ${-(line.gapBefore + LINE_HEIGHT)} Td`);
    parts.push(`${pdfString(line.text)} Tj`);
  }
  parts.push('ET');
  return parts.join('\n');
}

/** The document as PDF bytes. */
export function renderPdf(document: TextDocument): Buffer {
  const pages = layout(document);
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageId = 4 + index * 2;
    const stream = contentStream(lines);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  const chunks: string[] = ['%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'];
  const offsets: number[] = [];
  let length = Buffer.byteLength(chunks[0] ?? '', 'latin1');
  for (let id = 1; id < objects.length; id += 1) {
    const body = `${id} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
    offsets[id] = length;
    chunks.push(body);
    length += Buffer.byteLength(body, 'latin1');
  }
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ].join('\n');
  chunks.push(
    `${xref}\ntrailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}
