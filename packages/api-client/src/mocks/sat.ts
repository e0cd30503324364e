// Handlers for SAT invoice matching that behave like the server, in memory: no account at
// first; linking goes pending, then valid and retrieved on the next reads (an RFC starting
// XAXX goes invalid); matching on or off; suggestions ranked 10 a page with search; attach
// (refused while the entry holds a file) and preview. Call `resetSatMocks()` between tests.
import { SAT_INVOICE_PAGE_SIZE } from '@outlay/rules';
import type { components, SatInvoice } from '../generated/schema';
import { satAccountPending, satAccountValid, satSuggestions } from './fixtures/sat';
import { HttpResponse } from 'msw';
import { MOCK_BASE_URL, errorBody, http } from './http';
import { readJson } from './read-json';

type Schemas = components['schemas'];

const REMOVE_FIRST = 'Please remove existing invoice before attaching further invoice.';

interface State {
  account: Schemas['SatAccount'] | null;
  /** Reads of the account left before a pending account settles. */
  settling: number;
  refused: boolean;
  attached: Map<number, string>;
}

const fresh = (account: Schemas['SatAccount'] | null): State => ({
  account: account && structuredClone(account),
  settling: 0,
  refused: false,
  attached: new Map(),
});

let state = fresh(null);

/** Back to the start: no account, or the one given (a valid one with matching on, say). */
export function resetSatMocks(options: { account?: Schemas['SatAccount'] | null } = {}): void {
  state = fresh(options.account ?? null);
}

function currentAccount(): Schemas['SatAccount'] | null {
  const account = state.account;
  if (account?.status === 'pending') {
    if (state.settling > 0) state.settling -= 1;
    else
      state.account = state.refused
        ? { ...account, status: 'invalid', link: null }
        : { ...satAccountValid, rfc: account.rfc, matchInvoice: false };
  }
  return state.account;
}

function rowOf(invoice: SatInvoice, entryId: number): SatInvoice {
  const attached = state.attached.get(entryId) === invoice.invoiceId;
  return {
    ...invoice,
    isInvoiceMatched: attached,
    receiptId: attached ? '9b2e4c6a-1d3f-4e5a-8b7c-000000000001' : null,
  };
}

const xmlText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The CFDI of a suggested invoice, as the server's signed link sends it. */
function cfdiOf(invoice: SatInvoice): string {
  const total = Math.round(invoice.total * 100);
  const subtotal = Math.round(total / 1.16);
  const money = (cents: number) => (cents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="4.0" Fecha="${invoice.issuedAt.slice(0, 19)}" SubTotal="${money(subtotal)}" Moneda="${invoice.currency}" Total="${money(total)}" MetodoPago="${invoice.paymentType}">
  <cfdi:Emisor Rfc="${invoice.issuerRfc}" Nombre="${xmlText(invoice.issuerName)}"/>
  <cfdi:Receptor Rfc="DEM010101AB1" Nombre="Demo Mexico"/>
  <cfdi:Conceptos>
    <cfdi:Concepto Cantidad="1" Descripcion="Servicios" ValorUnitario="${money(subtotal)}" Importe="${money(subtotal)}">
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Importe="${money(total - subtotal)}"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Complemento><tfd:TimbreFiscalDigital UUID="${invoice.invoiceId.toUpperCase()}"/></cfdi:Complemento>
</cfdi:Comprobante>
`;
}

/** The signed file link sits outside the contract (the browser follows it): untyped. */
export const satInvoiceFileHandler = http.untyped.get(
  `${MOCK_BASE_URL}/v2/web/satws/invoices/:invoiceId/file`,
  ({ params }) => {
    const invoice = satSuggestions.find((item) => item.invoiceId === params.invoiceId);
    if (!invoice) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(cfdiOf(invoice), {
      headers: {
        'Content-Type': 'application/xml',
        'Content-Disposition': 'attachment; filename="CFDI.xml"',
      },
    });
  },
);

export const satHandlers = [
  http.get('/v2/web/satws/account', ({ response }) =>
    response(200).json({
      data: { account: currentAccount(), isSatMatchInvoicesAvailable: true },
    }),
  ),
  http.post('/v2/web/satws/account', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SatConnection']>;
    if (state.account && ['valid', 'pending'].includes(state.account.status)) {
      return response(409).json(
        errorBody('The SAT account is already connected or being checked.'),
      );
    }
    const rfc = (body.rfc ?? '').toUpperCase();
    state.refused = rfc.startsWith('XAXX');
    state.settling = 1;
    state.account = { ...satAccountPending, rfc };
    return response(202).json({
      msg: 'Checking your SAT credentials. This takes a moment.',
      data: { account: state.account },
    });
  }),
  http.patch('/v2/web/satws/account/settings', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SatSwitchRequest']>;
    if (state.account?.status !== 'valid') {
      return response(409).json(errorBody('Connect a valid SAT account first.'));
    }
    state.account = { ...state.account, matchInvoice: body.updateValue === 'on' };
    return response(200).json({
      msg:
        body.updateValue === 'on'
          ? 'Invoice matching turned on.'
          : 'Invoice matching feature turned off.',
      data: { account: state.account },
    });
  }),
  http.post('/v2/web/satws/invoices', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SatInvoiceQuery']>;
    const account = currentAccount();
    const available = account?.status === 'valid' && account.matchInvoice;
    const search = body.searchText?.trim().toLowerCase() ?? '';
    const entryId = body.referenceId ?? 0;
    const all =
      available || body.referenceId === undefined
        ? satSuggestions.filter((row) => row.issuerName.toLowerCase().includes(search))
        : [];
    const start = (body.page ?? 0) * SAT_INVOICE_PAGE_SIZE;
    return response(200).json({
      data: {
        rows: all.slice(start, start + SAT_INVOICE_PAGE_SIZE).map((row) => rowOf(row, entryId)),
        count: all.length,
        pageSize: SAT_INVOICE_PAGE_SIZE,
        isSectionAvailable: true,
        isSatwsInvoicesAvailable: available,
        account,
      },
    });
  }),
  http.post('/v2/web/satws/invoices/preview', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SatInvoiceReference']>;
    return response(200).json({
      data: {
        viewUrl: `/api/v2/web/satws/invoices/${body.invoiceId ?? ''}/file?expires=1&signature=x`,
      },
    });
  }),
  http.post('/v2/web/satws/invoices/attach', async ({ request, response }) => {
    const body = (await readJson(request)) as Partial<Schemas['SatInvoiceReference']>;
    const entryId = body.referenceId ?? 0;
    if (state.attached.has(entryId)) {
      return response(409).json(errorBody(REMOVE_FIRST));
    }
    const found = satSuggestions.find((row) => row.invoiceId === body.invoiceId);
    if (!found)
      return response(404).json(errorBody('This invoice is not among your SAT invoices.'));
    state.attached.set(entryId, found.invoiceId);
    return response(201).json({
      msg: 'Invoice attached.',
      data: { invoice: rowOf(found, entryId), receipts: [] },
    });
  }),
];
