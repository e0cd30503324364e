import { unwrap } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';
import type { ReceiptList, ReceiptOwner } from './get-receipts';

/** Removes one file; answers the files the entry still holds. */
export function deleteReceipt(
  owner: ReceiptOwner,
  id: number,
  receiptId: string,
): Promise<ReceiptList> {
  const init = { params: { query: { id, receiptId } } };
  return unwrap(
    owner === 'card'
      ? apiClient.DELETE('/v2/web/transaction/delete-receipt', init)
      : apiClient.DELETE('/v2/web/transfer/delete-receipt', init),
  );
}
