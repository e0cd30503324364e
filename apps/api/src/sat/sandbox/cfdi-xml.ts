const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const money = (value: number) => value.toFixed(2);
const stamp = (date: Date) => date.toISOString().slice(0, 19);

/** A CFDI 4.0 as the SAT stamps it: the parts the product reads, and its fiscal stamp. */
export function cfdiXml(invoice: {
  uuid: string;
  issuerName: string;
  issuerRfc: string;
  receiverRfc: string;
  receiverName: string;
  issuedAt: Date;
  total: number;
  currency: string;
  paymentType: 'PUE' | 'PPD';
  concept: string;
}): string {
  const subtotal = invoice.total / 1.16;
  const tax = invoice.total - subtotal;
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Fecha="${stamp(invoice.issuedAt)}" SubTotal="${money(subtotal)}" Moneda="${escape(invoice.currency)}" Total="${money(invoice.total)}" TipoDeComprobante="I" MetodoPago="${invoice.paymentType}" Exportacion="01" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="${escape(invoice.issuerRfc)}" Nombre="${escape(invoice.issuerName)}" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="${escape(invoice.receiverRfc)}" Nombre="${escape(invoice.receiverName)}" UsoCFDI="G03" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="601"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="01010101" Cantidad="1" ClaveUnidad="E48" Descripcion="${escape(invoice.concept)}" ValorUnitario="${money(subtotal)}" Importe="${money(subtotal)}" ObjetoImp="02">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="${money(subtotal)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${money(tax)}"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital Version="1.1" UUID="${invoice.uuid.toUpperCase()}" FechaTimbrado="${stamp(invoice.issuedAt)}" RfcProvCertif="SAT970701NN3" NoCertificadoSAT="00001000000509846663"/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
