import { fromMinor } from '@outlay/rules';
import { readCfdi, readCfdiTaxes } from '../receipt-inbox/cfdi.js';

/** What a landlord's CFDI must say of its payment: who issued it, to whom, and the amounts. */
export interface LandlordCfdiExpected {
  landlordRfc: string;
  companyRfc: string;
  netMinor: number;
  isrWithheldMinor: number;
  ivaWithheldMinor: number;
}

/** One thing the CFDI says otherwise than the payment: `rent.cfdi.<field>` words it. */
export interface LandlordCfdiDisagreement {
  field: 'issuerRfc' | 'receiverRfc' | 'currency' | 'total' | 'isrWithheld' | 'ivaWithheld';
  /** What the CFDI says, and what the payment says, as the user reads them. */
  found: string;
  expected: string;
}

export type LandlordCfdiCheck =
  { readable: false } | { readable: true; uuid: string; disagreements: LandlordCfdiDisagreement[] };

const pesos = (minor: number) => fromMinor(minor, 'MXN').toFixed(2);

/**
 * Reads a landlord's CFDI with the receipts' own reader (the stamp, issuer, total) and its
 * voucher-wide taxes, and lists every way it disagrees with the payment: the issuer must be
 * the landlord, the receiver the company, the Total the net paid and the withheld ISR and
 * IVA the payment's, to the centavo.
 */
export function checkLandlordCfdi(xml: string, expected: LandlordCfdiExpected): LandlordCfdiCheck {
  const cfdi = readCfdi(xml);
  const taxes = readCfdiTaxes(xml);
  if (!cfdi || !taxes) return { readable: false };
  const disagreements: LandlordCfdiDisagreement[] = [];
  const differ = (field: LandlordCfdiDisagreement['field'], found: string, wanted: string) => {
    if (found !== wanted) disagreements.push({ field, found: found || '—', expected: wanted });
  };
  differ('issuerRfc', cfdi.issuerRfc, expected.landlordRfc.toUpperCase());
  differ('receiverRfc', taxes.receiverRfc, expected.companyRfc.toUpperCase());
  differ('currency', cfdi.currency.toUpperCase(), 'MXN');
  differ('total', pesos(cfdi.totalMinor), pesos(expected.netMinor));
  differ('isrWithheld', pesos(taxes.isrWithheldMinor), pesos(expected.isrWithheldMinor));
  differ('ivaWithheld', pesos(taxes.ivaWithheldMinor), pesos(expected.ivaWithheldMinor));
  return { readable: true, uuid: cfdi.uuid.toLowerCase(), disagreements };
}
