import type { Readable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';

type Node = Record<string, string | undefined>;

const ATTRIBUTE = '@_';

/** The SAT's page that verifies a CFDI, as the printed representation's QR code links it. */
function verificationUrl(
  uuid: string,
  issuer: string,
  receptor: string,
  total: string,
  seal: string,
) {
  const params = new URLSearchParams({
    id: uuid,
    re: issuer,
    rr: receptor,
    tt: total,
    // The seal's last eight characters, as Anexo 20 asks.
    fe: seal.slice(-8),
  });
  return `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?${params.toString()}`;
}

/**
 * The stamped CFDI's printed representation (Anexo 20): issuer, receptor, conceptos with their
 * IVA, totals, the fiscal folio, both seals and the SAT's verification QR code, all read from the
 * XML itself, so the PDF never says anything the XML does not.
 */
export async function cfdiPdf(xml: string, lang: Lang): Promise<Readable> {
  const t = (key: MessageKey) => translate(lang, key);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE,
    isArray: (name) => name === 'cfdi:Concepto',
  }).parse(xml) as Record<string, Record<string, unknown>>;
  const root = parsed['cfdi:Comprobante'] ?? {};
  const attr = (node: unknown, name: string) =>
    (node as Node | undefined)?.[`${ATTRIBUTE}${name}`] ?? '';
  const issuer = root['cfdi:Emisor'];
  const receptor = root['cfdi:Receptor'];
  const conceptos = ((root['cfdi:Conceptos'] as Record<string, unknown> | undefined)?.[
    'cfdi:Concepto'
  ] ?? []) as Record<string, unknown>[];
  const taxes = root['cfdi:Impuestos'];
  const stamp = (root['cfdi:Complemento'] as Record<string, unknown> | undefined)?.[
    'tfd:TimbreFiscalDigital'
  ];
  const currency = attr(root, 'Moneda');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: currency || 'MXN' });
  const amount = (text: string) => money.format(Number(text));
  const uuid = attr(stamp, 'UUID');
  const qr = await QRCode.toBuffer(
    verificationUrl(
      uuid,
      attr(issuer, 'Rfc'),
      attr(receptor, 'Rfc'),
      attr(root, 'Total'),
      attr(root, 'Sello'),
    ),
    { margin: 1, width: 220 },
  );

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 48,
    info: { Title: `${t('statements.cfdi.title')} ${uuid}`, Creator: 'Outlay' },
  });
  doc.font('Helvetica-Bold').fontSize(18).text(t('statements.cfdi.title'));
  doc.font('Helvetica').fontSize(9).text(t('statements.cfdi.printed'));
  doc.moveDown(0.8).fontSize(10);
  const facts: [MessageKey, string][] = [
    [
      'statements.cfdi.issuer',
      `${attr(issuer, 'Nombre')} · ${t('statements.cfdi.rfc')} ${attr(issuer, 'Rfc')}`,
    ],
    [
      'statements.cfdi.receptor',
      `${attr(receptor, 'Nombre')} · ${t('statements.cfdi.rfc')} ${attr(receptor, 'Rfc')}`,
    ],
    ['statements.cfdi.folio', `${attr(root, 'Serie')}-${attr(root, 'Folio')}`],
    ['statements.cfdi.uuid', uuid],
    ['statements.cfdi.issuedAt', attr(root, 'Fecha')],
    ['statements.cfdi.stampedAt', attr(stamp, 'FechaTimbrado')],
    ['statements.cfdi.paymentMethod', `${attr(root, 'MetodoPago')} · ${attr(root, 'FormaPago')}`],
    ['statements.file.currency', currency],
  ];
  // A CFDI in dollars states the pesos one dollar was worth (Banxico's FIX).
  const exchangeRate = attr(root, 'TipoCambio');
  if (exchangeRate) facts.push(['statements.cfdi.exchangeRate', `${exchangeRate} MXN`]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(t(label), 48, y, { width: 150 });
    doc.font('Helvetica').text(value, 200, y, { width: 360 });
    doc.moveDown(0.3);
  }
  doc.moveDown(1).fontSize(9);
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text(t('statements.cfdi.concept'), 48, header, { width: 240 });
  doc.text(t('statements.cfdi.base'), 290, header, { width: 90, align: 'right' });
  doc.text(t('statements.cfdi.iva'), 385, header, { width: 80, align: 'right' });
  doc.text(t('statements.cfdi.total'), 470, header, { width: 90, align: 'right' });
  doc.font('Helvetica');
  for (const concepto of conceptos) {
    if (doc.y > 680) doc.addPage();
    const traslado = (
      (concepto['cfdi:Impuestos'] as Record<string, unknown> | undefined)?.['cfdi:Traslados'] as
        Record<string, unknown> | undefined
    )?.['cfdi:Traslado'];
    const base = attr(concepto, 'Importe');
    const iva = attr(traslado, 'Importe');
    const y = doc.y + 2;
    doc.text(attr(concepto, 'Descripcion'), 48, y, { width: 240 });
    doc.text(amount(base), 290, y, { width: 90, align: 'right' });
    doc.text(amount(iva), 385, y, { width: 80, align: 'right' });
    // The concepto's total as the XML's two figures add up, in centavos (no float sums).
    const centavos = Math.round(Number(base) * 100) + Math.round(Number(iva) * 100);
    doc.text(money.format(centavos / 100), 470, y, { width: 90, align: 'right' });
  }
  doc.moveDown(1);
  const totals: [MessageKey, string][] = [
    ['statements.cfdi.subtotal', attr(root, 'SubTotal')],
    ['statements.cfdi.iva', attr(taxes, 'TotalImpuestosTrasladados')],
    ['statements.cfdi.total', attr(root, 'Total')],
  ];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(t(label), 330, y, { width: 130, align: 'right' });
    doc.font('Helvetica').text(amount(value), 470, y, { width: 90, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(1.5);
  const sealsAt = doc.y;
  doc.image(qr, 48, sealsAt, { width: 110 });
  doc.fontSize(7);
  doc.font('Helvetica-Bold').text(t('statements.cfdi.seal'), 170, sealsAt, { width: 390 });
  doc.font('Helvetica').text(attr(root, 'Sello'), 170, doc.y, { width: 390 });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text(t('statements.cfdi.satSeal'), 170, doc.y, { width: 390 });
  doc.font('Helvetica').text(attr(stamp, 'SelloSAT'), 170, doc.y, { width: 390 });
  doc.end();
  return doc;
}
