import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** Small real files of each receipt kind, made once per seed and stored under each receipt. */
export interface SampleFiles {
  png: Buffer;
  jpeg: Buffer;
  pdf: Buffer;
  xml: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 120 × 160 grey "till slip": white paper with printed-looking lines. */
function receiptPng(): Buffer {
  const width = 120;
  const height = 160;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xf4);
    row[0] = 0; // no filter
    const printed = y > 12 && y < height - 12 && y % 9 < 2;
    if (printed) {
      const end = 14 + ((y * 37) % 80);
      for (let x = 14; x < end; x += 1) row[x + 1] = 0x40;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1 × 1 baseline JPEG (the smallest file every viewer opens). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

function receiptPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [226, 400], margin: 16, info: { Title: 'Receipt' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(12).text('RECEIPT');
    doc.font('Helvetica').fontSize(9).moveDown().text('Thank you for your purchase.');
    doc.moveDown().text('Item                 1 x   42.00');
    doc.text('Tax                          3.47');
    doc.font('Helvetica-Bold').text('Total                       45.47');
    doc.end();
  });
}

const XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Moneda="MXN" Total="11600.00">\n' +
    '  <cfdi:Emisor Rfc="MDN190312AB4" Nombre="Maquiladora del Norte"/>\n' +
    '  <cfdi:Conceptos><cfdi:Concepto Descripcion="Servicios" Importe="10000.00"/></cfdi:Conceptos>\n' +
    '</cfdi:Comprobante>\n',
);

export async function makeSampleFiles(): Promise<SampleFiles> {
  return { png: receiptPng(), jpeg: JPEG, pdf: await receiptPdf(), xml: XML };
}
