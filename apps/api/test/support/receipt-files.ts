import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** What a test receipt says. */
export interface ReceiptText {
  merchant: string;
  /** YYYY-MM-DD */
  date: string;
  /** "123.45" */
  total: string;
  currency: string;
}

/** A one-page PDF receipt with real text (pdftotext reads it back). */
export function receiptPdf(receipt: ReceiptText): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [300, 400], margin: 20 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(receipt.merchant);
    doc.fontSize(10).text(`Date ${receipt.date}`);
    doc.text('Items 1');
    doc.text(`TOTAL ${receipt.currency} ${receipt.total}`);
    doc.end();
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stamped CFDI 4.0 as the SAT issues it (the fields the inbox reads). */
export function receiptCfdi(receipt: ReceiptText, uuid: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${receipt.date}T12:30:00" FormaPago="04" MetodoPago="PUE" Moneda="${receipt.currency}" Total="${receipt.total}" SubTotal="${receipt.total}">
  <cfdi:Emisor Rfc="AAA010101AAA" Nombre="${escapeXml(receipt.merchant)}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="XAXX010101000" Nombre="PUBLICO EN GENERAL" UsoCFDI="G03"/>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${uuid}" FechaTimbrado="${receipt.date}T12:31:00"/>
  </cfdi:Complemento>
</cfdi:Comprobante>`,
    'utf8',
  );
}

/** A photo-like PNG of a printed receipt: dark text on a slightly grey page, for OCR. */
export function receiptPhoto(receipt: ReceiptText): Promise<Buffer> {
  const lines = [
    receipt.merchant,
    `Date ${receipt.date}`,
    `TOTAL ${receipt.currency} ${receipt.total}`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="360">
  <rect width="100%" height="100%" fill="#f2f0ea"/>
  ${lines
    .map(
      (line, index) =>
        `<text x="40" y="${90 + index * 90}" font-family="DejaVu Sans" font-size="44" fill="#1a1a1a">${escapeXml(line)}</text>`,
    )
    .join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
