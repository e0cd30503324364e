// A CFDI (the SAT's XML invoice) read into what a person reads on a printed invoice. The
// browser's own XML parser reads it (DOMParser: no scripts run, nothing is rendered as markup);
// the screen shows each value as text.

const CFDI_NAMESPACES = ['http://www.sat.gob.mx/cfd/4', 'http://www.sat.gob.mx/cfd/3'];
const STAMP_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export interface CfdiParty {
  rfc: string;
  name: string;
}

export interface CfdiConcept {
  description: string;
  quantity: string;
  /** Amounts in minor units (cents), as all money in Outlay. */
  unitValue: number;
  amount: number;
}

export interface CfdiDocument {
  /** The fiscal stamp's UUID (folio fiscal), '' when unstamped. */
  uuid: string;
  /** As written: a local date and time of the issuer, without a zone. */
  issuedAt: string;
  currency: string;
  /** PUE (paid in one) or PPD (paid in parts). */
  paymentMethod: string;
  issuer: CfdiParty;
  receiver: CfdiParty;
  concepts: CfdiConcept[];
  subtotal: number;
  /** Transferred taxes (IVA and the like), summed over the concepts. */
  taxes: number;
  total: number;
}

/** A CFDI decimal ("1234.5") in cents, or 0 when it is not one. */
function cents(value: string | null): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/u.exec((value ?? '').trim());
  if (!match) return 0;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Integer arithmetic on the digits: the CFDI's six decimals rounded half up to two.
  const padded = `${fraction}000000`.slice(0, 6);
  const rounded = Number(whole) * 100 + Math.round(Number(padded) / 10_000);
  return sign === '-' ? -rounded : rounded;
}

const byName = (parent: Element, namespaces: readonly string[], name: string): Element[] =>
  namespaces.flatMap((namespace) => [...parent.getElementsByTagNameNS(namespace, name)]);

const party = (element: Element | undefined): CfdiParty => ({
  rfc: element?.getAttribute('Rfc') ?? '',
  name: element?.getAttribute('Nombre') ?? '',
});

/** The invoice in a CFDI's text; null when the text is not a CFDI. */
export function parseCfdi(xml: string): CfdiDocument | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (
    document.getElementsByTagName('parsererror').length > 0 ||
    root.localName !== 'Comprobante' ||
    !CFDI_NAMESPACES.includes(root.namespaceURI ?? '')
  ) {
    return null;
  }
  const namespace = [root.namespaceURI ?? ''];
  const concepts = byName(root, namespace, 'Concepto');
  const taxes = concepts
    .flatMap((concept) => byName(concept, namespace, 'Traslado'))
    .reduce((sum, transfer) => sum + cents(transfer.getAttribute('Importe')), 0);
  return {
    uuid: byName(root, [STAMP_NAMESPACE], 'TimbreFiscalDigital')[0]?.getAttribute('UUID') ?? '',
    issuedAt: root.getAttribute('Fecha') ?? '',
    currency: root.getAttribute('Moneda') ?? '',
    paymentMethod: root.getAttribute('MetodoPago') ?? '',
    issuer: party(byName(root, namespace, 'Emisor')[0]),
    receiver: party(byName(root, namespace, 'Receptor')[0]),
    concepts: concepts.map((concept) => ({
      description: concept.getAttribute('Descripcion') ?? '',
      quantity: concept.getAttribute('Cantidad') ?? '',
      unitValue: cents(concept.getAttribute('ValorUnitario')),
      amount: cents(concept.getAttribute('Importe')),
    })),
    subtotal: cents(root.getAttribute('SubTotal')),
    taxes,
    total: cents(root.getAttribute('Total')),
  };
}
