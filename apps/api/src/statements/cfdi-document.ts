import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';
import { decimalOf } from './statement-files.js';

/** IVA on Outlay's fees and interest: 16 % (Ley del IVA, art. 1). */
export const IVA_RATE_PERCENT = 16;

/** Outlay's Mexican issuing entity: the CFDI's Emisor. Demo data. */
export const OUTLAY_MX_ISSUER = {
  rfc: 'OSF190101AB1',
  name: 'OUTLAY SERVICIOS FINANCIEROS',
  /** 601: General de Ley Personas Morales. */
  regime: '601',
  /** Where it issues from (its fiscal address's postal code, Mexico City). */
  postalCode: '06600',
} as const;

/** The SAT's key for financial services charged by an institution (c_ClaveProdServ). */
const FINANCIAL_SERVICE_KEY = '84121500';
/** E48: unit of service (c_ClaveUnidad). */
const SERVICE_UNIT = 'E48';

/** One fee or interest charge of the statement, IVA included, in minor units. */
export interface CfdiCharge {
  description: string;
  /** What the statement charged for it: base plus IVA, in minor units. */
  amountMinor: number;
}

/** A concepto with its IVA split out, every figure in integer minor units. */
export interface CfdiConcepto {
  description: string;
  baseMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface CfdiTotals {
  conceptos: CfdiConcepto[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * Splits each charge (IVA included) into its base and IVA in whole centavos: the base rounded
 * half-up, the IVA what is left, so base + IVA is the charge to the centavo and the CFDI's total
 * is the statement's fees. Every sum is of integers; no float is ever added.
 */
export function cfdiTotals(charges: readonly CfdiCharge[]): CfdiTotals {
  const conceptos = charges.map((charge) => {
    const baseMinor = Math.round((charge.amountMinor * 100) / (100 + IVA_RATE_PERCENT));
    return {
      description: charge.description,
      baseMinor,
      taxMinor: charge.amountMinor - baseMinor,
      totalMinor: charge.amountMinor,
    };
  });
  const sum = (pick: (concepto: CfdiConcepto) => number) =>
    conceptos.reduce((total, concepto) => total + pick(concepto), 0);
  return {
    conceptos,
    subtotalMinor: sum((concepto) => concepto.baseMinor),
    taxMinor: sum((concepto) => concepto.taxMinor),
    totalMinor: sum((concepto) => concepto.totalMinor),
  };
}

/** The receptor: the company, as its constancia de situación fiscal names it. */
export interface CfdiReceptor {
  rfc: string;
  name: string;
  postalCode: string;
}

/** What the PAC adds: the SAT's stamp (Timbre Fiscal Digital 1.1). */
export interface CfdiStamp {
  uuid: string;
  /** Local time of Mexico City, as CFDI writes it (no zone). */
  stampedAt: string;
  satCertificate: string;
  satSeal: string;
  pacRfc: string;
}

export interface CfdiInput {
  series: string;
  folio: string;
  /** Local time of Mexico City, YYYY-MM-DDTHH:mm:ss. */
  issuedAt: string;
  currency: string;
  /**
   * TipoCambio: pesos per unit of `currency` (Banxico's FIX for dollars), as a decimal text.
   * Null for MXN, where CFDI 4.0 lets it be left out (and, if written, only as "1").
   */
  exchangeRate: string | null;
  receptor: CfdiReceptor;
  totals: CfdiTotals;
  /** The issuer's seal (sello) over the document. */
  seal: string;
  certificateNumber: string;
}

const ATTRIBUTE = '@_';
const options = { ignoreAttributes: false, attributeNamePrefix: ATTRIBUTE } as const;

/**
 * CFDI 4.0 requires the receptor's name as its constancia writes it, without the company's
 * corporate form ("S.A. de C.V." and the like), in capitals.
 */
export function receptorName(companyName: string): string {
  return companyName
    .replace(
      /,?\s+(S\.?\s?A\.?\s?P\.?\s?I\.?|S\.?\s?A\.?|S\. de R\.L\.|S\.C\.)(\s+de\s+C\.?\s?V\.?)?\.?$/i,
      '',
    )
    .trim()
    .toUpperCase();
}

const money = (minor: number, currency: string) => decimalOf(minor, currency);

/** The peso: the one Moneda a CFDI states no TipoCambio for. */
export const PESO = 'MXN';
/** Anexo 20's TipoCambio: up to 18 digits, up to 6 decimals. */
const EXCHANGE_RATE = /^[0-9]{1,18}(\.[0-9]{1,6})?$/;

/**
 * The TipoCambio attribute, checked against Anexo 20: required for any Moneda but the peso,
 * absent for the peso. A document that breaks it is never built (the PAC would refuse it).
 */
function exchangeRateOf(input: CfdiInput): Record<string, string> {
  if (input.currency === PESO) {
    if (input.exchangeRate !== null) throw new Error('A CFDI in pesos states no TipoCambio');
    return {};
  }
  if (input.exchangeRate === null || !EXCHANGE_RATE.test(input.exchangeRate)) {
    throw new Error(`A CFDI in ${input.currency} needs its TipoCambio`);
  }
  return { [`${ATTRIBUTE}TipoCambio`]: input.exchangeRate };
}

/** The document as the builder takes it; `stamp` adds the Complemento the PAC returns. */
function comprobante(input: CfdiInput, stamp?: CfdiStamp) {
  const { totals, currency } = input;
  const tax = (base: number, amount: number) => ({
    'cfdi:Traslado': {
      [`${ATTRIBUTE}Base`]: money(base, currency),
      [`${ATTRIBUTE}Impuesto`]: '002',
      [`${ATTRIBUTE}TipoFactor`]: 'Tasa',
      [`${ATTRIBUTE}TasaOCuota`]: '0.160000',
      [`${ATTRIBUTE}Importe`]: money(amount, currency),
    },
  });
  return {
    '?xml': { [`${ATTRIBUTE}version`]: '1.0', [`${ATTRIBUTE}encoding`]: 'UTF-8' },
    'cfdi:Comprobante': {
      [`${ATTRIBUTE}xmlns:cfdi`]: 'http://www.sat.gob.mx/cfd/4',
      [`${ATTRIBUTE}xmlns:xsi`]: 'http://www.w3.org/2001/XMLSchema-instance',
      [`${ATTRIBUTE}xsi:schemaLocation`]:
        'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd',
      ...(stamp ? { [`${ATTRIBUTE}xmlns:tfd`]: 'http://www.sat.gob.mx/TimbreFiscalDigital' } : {}),
      [`${ATTRIBUTE}Version`]: '4.0',
      [`${ATTRIBUTE}Serie`]: input.series,
      [`${ATTRIBUTE}Folio`]: input.folio,
      [`${ATTRIBUTE}Fecha`]: input.issuedAt,
      [`${ATTRIBUTE}Sello`]: input.seal,
      // 99 (por definir) with PPD: the statement is paid after it is issued.
      [`${ATTRIBUTE}FormaPago`]: '99',
      [`${ATTRIBUTE}NoCertificado`]: input.certificateNumber,
      [`${ATTRIBUTE}SubTotal`]: money(totals.subtotalMinor, currency),
      [`${ATTRIBUTE}Moneda`]: currency,
      ...exchangeRateOf(input),
      [`${ATTRIBUTE}Total`]: money(totals.totalMinor, currency),
      [`${ATTRIBUTE}TipoDeComprobante`]: 'I',
      [`${ATTRIBUTE}Exportacion`]: '01',
      [`${ATTRIBUTE}MetodoPago`]: 'PPD',
      [`${ATTRIBUTE}LugarExpedicion`]: OUTLAY_MX_ISSUER.postalCode,
      'cfdi:Emisor': {
        [`${ATTRIBUTE}Rfc`]: OUTLAY_MX_ISSUER.rfc,
        [`${ATTRIBUTE}Nombre`]: OUTLAY_MX_ISSUER.name,
        [`${ATTRIBUTE}RegimenFiscal`]: OUTLAY_MX_ISSUER.regime,
      },
      'cfdi:Receptor': {
        [`${ATTRIBUTE}Rfc`]: input.receptor.rfc,
        [`${ATTRIBUTE}Nombre`]: input.receptor.name,
        [`${ATTRIBUTE}DomicilioFiscalReceptor`]: input.receptor.postalCode,
        [`${ATTRIBUTE}RegimenFiscalReceptor`]: '601',
        // G03: gastos en general.
        [`${ATTRIBUTE}UsoCFDI`]: 'G03',
      },
      'cfdi:Conceptos': {
        'cfdi:Concepto': totals.conceptos.map((concepto) => ({
          [`${ATTRIBUTE}ClaveProdServ`]: FINANCIAL_SERVICE_KEY,
          [`${ATTRIBUTE}Cantidad`]: '1',
          [`${ATTRIBUTE}ClaveUnidad`]: SERVICE_UNIT,
          [`${ATTRIBUTE}Descripcion`]: concepto.description,
          [`${ATTRIBUTE}ValorUnitario`]: money(concepto.baseMinor, currency),
          [`${ATTRIBUTE}Importe`]: money(concepto.baseMinor, currency),
          [`${ATTRIBUTE}ObjetoImp`]: '02',
          'cfdi:Impuestos': { 'cfdi:Traslados': tax(concepto.baseMinor, concepto.taxMinor) },
        })),
      },
      'cfdi:Impuestos': {
        [`${ATTRIBUTE}TotalImpuestosTrasladados`]: money(totals.taxMinor, currency),
        'cfdi:Traslados': tax(totals.subtotalMinor, totals.taxMinor),
      },
      ...(stamp
        ? {
            'cfdi:Complemento': {
              'tfd:TimbreFiscalDigital': {
                [`${ATTRIBUTE}xsi:schemaLocation`]:
                  'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd',
                [`${ATTRIBUTE}Version`]: '1.1',
                [`${ATTRIBUTE}UUID`]: stamp.uuid.toUpperCase(),
                [`${ATTRIBUTE}FechaTimbrado`]: stamp.stampedAt,
                [`${ATTRIBUTE}RfcProvCertif`]: stamp.pacRfc,
                [`${ATTRIBUTE}SelloCFD`]: input.seal,
                [`${ATTRIBUTE}NoCertificadoSAT`]: stamp.satCertificate,
                [`${ATTRIBUTE}SelloSAT`]: stamp.satSeal,
              },
            },
          }
        : {}),
    },
  };
}

/** The CFDI's XML: unstamped as sent to the PAC, or with the stamp the PAC returned. */
export function cfdiXml(input: CfdiInput, stamp?: CfdiStamp): string {
  return new XMLBuilder({ ...options, format: true, suppressEmptyNode: true }).build(
    comprobante(input, stamp),
  );
}

type Attributes = Record<string, string | undefined>;

/** What the PAC and the PDF read back from a CFDI's XML. */
export interface CfdiReadBack {
  version: string | undefined;
  issuerRfc: string | undefined;
  receptorRfc: string | undefined;
  receptorName: string | undefined;
  series: string | undefined;
  folio: string | undefined;
  total: string | undefined;
  subtotal: string | undefined;
  currency: string | undefined;
  exchangeRate: string | undefined;
  conceptos: Attributes[];
  uuid: string | undefined;
}

/** Reads a CFDI's XML with the same library that wrote it. */
export function readCfdiXml(xml: string): CfdiReadBack {
  const parsed = new XMLParser({
    ...options,
    isArray: (name) => name === 'cfdi:Concepto',
  }).parse(xml) as Record<string, unknown>;
  const root = (parsed['cfdi:Comprobante'] ?? {}) as Record<string, unknown>;
  const attributes = (node: unknown, name: string) =>
    (node as Record<string, string | undefined> | undefined)?.[`${ATTRIBUTE}${name}`];
  const emisor = root['cfdi:Emisor'];
  const receptor = root['cfdi:Receptor'];
  const conceptos = ((root['cfdi:Conceptos'] as Record<string, unknown> | undefined)?.[
    'cfdi:Concepto'
  ] ?? []) as Record<string, unknown>[];
  const stamp = (root['cfdi:Complemento'] as Record<string, unknown> | undefined)?.[
    'tfd:TimbreFiscalDigital'
  ];
  return {
    version: attributes(root, 'Version'),
    issuerRfc: attributes(emisor, 'Rfc'),
    receptorRfc: attributes(receptor, 'Rfc'),
    receptorName: attributes(receptor, 'Nombre'),
    series: attributes(root, 'Serie'),
    folio: attributes(root, 'Folio'),
    total: attributes(root, 'Total'),
    subtotal: attributes(root, 'SubTotal'),
    currency: attributes(root, 'Moneda'),
    exchangeRate: attributes(root, 'TipoCambio'),
    conceptos: conceptos.map((concepto) =>
      Object.fromEntries(
        Object.entries(concepto)
          .filter(([key]) => key.startsWith(ATTRIBUTE))
          .map(([key, value]) => [key.slice(ATTRIBUTE.length), String(value)]),
      ),
    ),
    uuid: attributes(stamp, 'UUID'),
  };
}
