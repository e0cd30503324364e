// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseCfdi } from './cfdi-document';

const cfdi = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Fecha="2026-02-14T10:30:00" SubTotal="1000.00" Moneda="MXN" Total="1160.00" MetodoPago="PPD">
  <cfdi:Emisor Rfc="AAA010101AAA" Nombre="Papelería &lt;Central&gt;"/>
  <cfdi:Receptor Rfc="BBB020202BBB" Nombre="Tacos del Norte"/>
  <cfdi:Conceptos>
    <cfdi:Concepto Cantidad="2" Descripcion="Hojas" ValorUnitario="500.004999" Importe="1000.00">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Importe="160.00"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Complemento><tfd:TimbreFiscalDigital UUID="6F1C2A4E-3B5D-4E7F-8A9B-0C1D2E3F4A5B"/></cfdi:Complemento>
</cfdi:Comprobante>`;

describe('a CFDI read for people', () => {
  it('reads the parties, the concepts, the taxes and the totals, money in cents', () => {
    expect(parseCfdi(cfdi)).toEqual({
      uuid: '6F1C2A4E-3B5D-4E7F-8A9B-0C1D2E3F4A5B',
      issuedAt: '2026-02-14T10:30:00',
      currency: 'MXN',
      paymentMethod: 'PPD',
      issuer: { rfc: 'AAA010101AAA', name: 'Papelería <Central>' },
      receiver: { rfc: 'BBB020202BBB', name: 'Tacos del Norte' },
      concepts: [{ description: 'Hojas', quantity: '2', unitValue: 50_000, amount: 100_000 }],
      subtotal: 100_000,
      taxes: 16_000,
      total: 116_000,
    });
  });

  it('answers null for what is not a CFDI', () => {
    expect(parseCfdi('<html><body>hi</body></html>')).toBeNull();
    expect(parseCfdi('not xml at all <')).toBeNull();
    expect(parseCfdi('<Comprobante Total="1"/>')).toBeNull();
  });
});
