/** What a CFDI (Mexican electronic invoice, 3.3 or 4.0) says, read exactly from its XML. */
export interface CfdiReading {
  uuid: string;
  issuerRfc: string;
  issuerName: string;
  /** Integer minor units (centavos), from the decimal text with no rounding through floats. */
  totalMinor: number;
  currency: string;
  /** As written, YYYY-MM-DDTHH:mm:ss (local time of issue, no zone in CFDI). */
  issuedAt: string;
  /** PUE (one payment) or PPD (in parts); FormaPago (e.g. 04 card) beside it. */
  paymentMethod: string;
  paymentForm: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes written inside one tag. */
function attributesIn(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const found of tag.matchAll(/([A-Za-z_][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = found[1];
    const value = found[3] ?? found[4];
    if (name !== undefined && value !== undefined) attributes.set(name, decode(value));
  }
  return attributes;
}

/** The attributes of the first element with this local name (any namespace prefix). */
function attributesOf(xml: string, localName: string): Map<string, string> | null {
  const tag = new RegExp(`<(?:[A-Za-z0-9_]+:)?${localName}\\b([^>]*)>`).exec(xml);
  return tag ? attributesIn(tag[1] ?? '') : null;
}

/** What a CFDI's voucher-wide taxes say (its Impuestos, not each concept's), in centavos. */
export interface CfdiTaxes {
  receiverRfc: string;
  /** Impuesto 001 withheld (ISR). */
  isrWithheldMinor: number;
  /** Impuesto 002 withheld (IVA). */
  ivaWithheldMinor: number;
  /** Impuesto 002 transferred (IVA). */
  ivaMinor: number;
}

const SECTION = (name: string) =>
  new RegExp(`<(?:[A-Za-z0-9_]+:)?${name}\\b[\\s\\S]*?</(?:[A-Za-z0-9_]+:)?${name}>`, 'g');

/** The receiver and the voucher's withheld and transferred taxes, or null when unreadable. */
export function readCfdiTaxes(xml: string): CfdiTaxes | null {
  const receiver = attributesOf(xml, 'Receptor');
  if (!receiver) return null;
  // Each concept repeats its own taxes and a complement may have its own: the voucher's
  // totals are the Impuestos outside both.
  const voucherOnly = xml.replace(SECTION('Conceptos'), '').replace(SECTION('Complemento'), '');
  const taxes = { isrWithheldMinor: 0, ivaWithheldMinor: 0, ivaMinor: 0 };
  for (const tag of voucherOnly.matchAll(/<(?:[A-Za-z0-9_]+:)?(Retencion|Traslado)\b([^>]*)>/g)) {
    const attributes = attributesIn(tag[2] ?? '');
    const amount = decimalToMinor(attributes.get('Importe') ?? '0');
    if (amount === null) return null;
    const tax = attributes.get('Impuesto');
    if (tag[1] === 'Retencion' && tax === '001') taxes.isrWithheldMinor += amount;
    if (tag[1] === 'Retencion' && tax === '002') taxes.ivaWithheldMinor += amount;
    if (tag[1] === 'Traslado' && tax === '002') taxes.ivaMinor += amount;
  }
  const rfc = receiver.get('Rfc') ?? receiver.get('rfc') ?? '';
  return { receiverRfc: rfc.toUpperCase(), ...taxes };
}

/** "1234.5" → 123450; refuses anything that is not a plain non-negative decimal. */
export function decimalToMinor(text: string, digits = 2): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(6, '0');
  const kept = fraction.slice(0, digits);
  const rest = fraction.slice(digits);
  let minor = Number(whole) * 10 ** digits + Number(kept || '0');
  // Half-up on the dropped digits, as the SAT rounds.
  if (rest.length > 0 && Number(rest[0]) >= 5) minor += 1;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The CFDI's fields, or null when the XML is not a stamped CFDI. */
export function readCfdi(xml: string): CfdiReading | null {
  const voucher = attributesOf(xml, 'Comprobante');
  const issuer = attributesOf(xml, 'Emisor');
  const stamp = attributesOf(xml, 'TimbreFiscalDigital');
  if (!voucher || !issuer || !stamp) return null;
  const total = decimalToMinor(voucher.get('Total') ?? '');
  const uuid = stamp.get('UUID')?.toUpperCase() ?? '';
  const rfc = issuer.get('Rfc') ?? issuer.get('rfc') ?? '';
  const issuedAt = voucher.get('Fecha') ?? '';
  if (total === null) return null;
  if (!/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(uuid)) return null;
  if (!/^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/.test(rfc.toUpperCase())) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(issuedAt)) return null;
  return {
    uuid,
    issuerRfc: rfc.toUpperCase(),
    issuerName: issuer.get('Nombre') ?? issuer.get('nombre') ?? '',
    totalMinor: total,
    currency: voucher.get('Moneda') ?? 'MXN',
    issuedAt,
    paymentMethod: voucher.get('MetodoPago') ?? '',
    paymentForm: voucher.get('FormaPago') ?? null,
  };
}
