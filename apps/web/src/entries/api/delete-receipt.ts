import { unwrap } from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';
import type { ReceiptList, ReceiptOwner } from './get-receipts';

/**
 * Removes one file; answers the files the entry still holds. A matched SAT invoice's file
 * (`satInvoiceReceipt`) goes the same way, and the invoice is unlinked with it.
 */
export function deleteReceipt(
  owner: ReceiptOwner,
  id: number,
  receiptId: string,
  options: { satInvoiceReceipt?: boolean } = {},
): Promise<ReceiptList> {
  const satInvoiceReceipt = options.satInvoiceReceipt === true;
  const init = {
    params: { query: { id, receiptId, ...(satInvoiceReceipt ? { satInvoiceReceipt } : {}) } },
  };
  return unwrap(
    owner === 'card'
      ? apiClient.DELETE('/v2/web/transaction/delete-receipt', init)
      : apiClient.DELETE('/v2/web/transfer/delete-receipt', init),
  );
}
