import { normaliseError, unwrap, type SatInvoiceReference } from '@outlay/api-client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/mutation-meta';
import { operationKeyWith } from '@/lib/operation-query';
import type { SatInvoice } from './sat-invoices';
import { useEntryFilesChanged } from '@/entries/api/entry-files-changed';
import { type CfdiDocument, parseCfdi } from '../model/cfdi-document';

export type { SatInvoiceReference } from '@outlay/api-client';

/** Attaches a SAT invoice to the entry: its CFDI becomes the entry's file (spec part 2 §7). */
export const attachSatInvoice = (reference: SatInvoiceReference) =>
  unwrap(apiClient.POST('/v2/web/satws/invoices/attach', { body: reference }));

/**
 * Attaches a suggested invoice to the entry: its files and the invoices are read again; a
 * refusal is toasted.
 */
export function useAttachSatInvoice(
  entry: { type: 'card' | 'payment'; id: number },
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof attachSatInvoice>>, SatInvoice> = {},
) {
  const filesChanged = useEntryFilesChanged(entry.type, entry.id);
  return useMutation({
    ...callbacks,
    mutationFn: (invoice: SatInvoice) =>
      attachSatInvoice({
        referenceId: entry.id,
        referenceType: entry.type,
        invoiceId: invoice.invoiceId,
      }),
    onSuccess: (...args) => {
      filesChanged();
      void callbacks.onSuccess?.(...args);
    },
    meta: { errorToast: true },
  });
}

export interface SatInvoicePreview {
  /** The signed link of the CFDI itself, to download the XML. */
  viewUrl: string;
  /** The invoice as read from it; null when the file is not a CFDI. */
  document: CfdiDocument | null;
}

/**
 * An invoice to read in the drawer (issue 43 #16): the preview's signed link (data.viewUrl),
 * then the CFDI behind it, read into an invoice. The server sends the file as an attachment
 * that is never rendered on our origin, so the app reads it and shows it as text.
 */
export const satInvoicePreviewQuery = (reference: SatInvoiceReference) =>
  queryOptions({
    queryKey: operationKeyWith(
      'post',
      '/v2/web/satws/invoices/preview',
      { body: reference },
      'document',
    ),
    queryFn: async ({ signal }): Promise<SatInvoicePreview> => {
      const { data } = await unwrap(
        apiClient.POST('/v2/web/satws/invoices/preview', { body: reference, signal }),
      );
      const link = new URL(data.viewUrl, window.location.origin);
      const response = await fetch(link, { signal, credentials: 'same-origin' });
      if (!response.ok) {
        throw normaliseError(response.status, await response.json().catch(() => null));
      }
      return { viewUrl: data.viewUrl, document: parseCfdi(await response.text()) };
    },
  });
