// A landlord's CFDI 4.0 for a rent payment, as a landlord's PAC stamps it: the rent as the
// concept, IVA transferred on a commercial property and, paid by a company to a person, the
// ISR and IVA it withholds, each at the CFDI's rate; Total is what the landlord is paid.
// Amounts in centavos; `overrides` changes what a test needs to disagree.

const pesos = (minor: number) => (minor / 100).toFixed(2);

export interface LandlordCfdiInput {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  rentMinor: number;
  ivaMinor: number;
  isrWithheldMinor: number;
  ivaWithheldMinor: number;
  /** The Total written; by default the rent and IVA less what is withheld. */
  totalMinor?: number;
}

export function landlordCfdiXml(input: LandlordCfdiInput): string {
  const withheld = input.isrWithheldMinor + input.ivaWithheldMinor;
  const total = input.totalMinor ?? input.rentMinor + input.ivaMinor - withheld;
  const base = pesos(input.rentMinor);
  const transfers =
    input.ivaMinor > 0
      ? `<cfdi:Traslados><cfdi:Traslado Base="${base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${pesos(input.ivaMinor)}"/></cfdi:Traslados>`
      : '';
  const retentions =
    withheld > 0
      ? `<cfdi:Retenciones>${
          input.isrWithheldMinor > 0
            ? `<cfdi:Retencion Base="${base}" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.100000" Importe="${pesos(input.isrWithheldMinor)}"/>`
            : ''
        }${
          input.ivaWithheldMinor > 0
            ? `<cfdi:Retencion Base="${base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.106667" Importe="${pesos(input.ivaWithheldMinor)}"/>`
            : ''
        }</cfdi:Retenciones>`
      : '';
  const voucherRetentions =
    withheld > 0
      ? `<cfdi:Retenciones>${
          input.isrWithheldMinor > 0
            ? `<cfdi:Retencion Impuesto="001" Importe="${pesos(input.isrWithheldMinor)}"/>`
            : ''
        }${
          input.ivaWithheldMinor > 0
            ? `<cfdi:Retencion Impuesto="002" Importe="${pesos(input.ivaWithheldMinor)}"/>`
            : ''
        }</cfdi:Retenciones>`
      : '';
  const voucherTransfers =
    input.ivaMinor > 0
      ? `<cfdi:Traslados><cfdi:Traslado Base="${base}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${pesos(input.ivaMinor)}"/></cfdi:Traslados>`
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Fecha="2026-12-01T10:00:00" SubTotal="${base}" Moneda="MXN" Total="${pesos(total)}" TipoDeComprobante="I" MetodoPago="PUE" FormaPago="03" Exportacion="01" LugarExpedicion="06700">
  <cfdi:Emisor Rfc="${input.issuerRfc}" Nombre="ARRENDADOR" RegimenFiscal="606"/>
  <cfdi:Receptor Rfc="${input.receiverRfc}" Nombre="COMERCIALIZADORA ALTIPLANO" UsoCFDI="G03" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="601"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="80131500" Cantidad="1" ClaveUnidad="E48" Descripcion="Renta de oficina" ValorUnitario="${base}" Importe="${base}" ObjetoImp="02">
      <cfdi:Impuestos>${transfers}${retentions}</cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos${withheld > 0 ? ` TotalImpuestosRetenidos="${pesos(withheld)}"` : ''}${input.ivaMinor > 0 ? ` TotalImpuestosTrasladados="${pesos(input.ivaMinor)}"` : ''}>${voucherRetentions}${voucherTransfers}</cfdi:Impuestos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${input.uuid.toUpperCase()}" FechaTimbrado="2026-12-01T10:00:05" RfcProvCertif="SAT970701NN3" NoCertificadoSAT="00001000000509846663"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
