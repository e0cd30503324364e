import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows: its content streams inflated, and the hex strings of
 * their text operators decoded (standard fonts write WinAnsi, which latin1 reads). Enough to
 * read back what an export printed, not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const stream = /stream\r?\n/g;
  for (let match = stream.exec(source); match; match = stream.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = operator[1] ?? operator[2] ?? '';
      const line = [...hex.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1'))
        .join('');
      texts.push(operator[1] === undefined ? Buffer.from(hex, 'hex').toString('latin1') : line);
    }
  }
  return texts.join('\n');
}
