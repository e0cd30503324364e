import { unwrap, type SatInvoiceReference } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

export type { SatInvoiceReference } from '@outlay/api-client';

/** Attaches a SAT invoice to the entry: its CFDI becomes the entry's file (spec part 2 §7). */
export const attachSatInvoice = (reference: SatInvoiceReference) =>
  unwrap(apiClient.POST('/v2/web/satws/invoices/attach', { body: reference }));

/** A signed link to read the invoice's CFDI in a new window (data.viewUrl). */
export const previewSatInvoice = (reference: SatInvoiceReference) =>
  unwrap(apiClient.POST('/v2/web/satws/invoices/preview', { body: reference })).then(
    (body) => body.data.viewUrl,
  );
