// Contract operations served here (method, path, operationId):
//   GET /v2/web/transaction/get-receipt  getCardReceipts
//   POST /v2/web/transaction/upload-receipt  uploadCardReceipts
//   GET /v2/web/transfer/get-receipt  getPaymentReceipts
//   POST /v2/web/transfer/upload-receipt  uploadPaymentReceipts

import type { Handlers } from '../contract/types.js';
import type { Dashboard } from '../dashboard/dashboard.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import type { ReceiptOwner } from '../receipts/receipts.js';

/** Receipts of card transactions and invoices of transfers (spec part 1 §7, part 2 §7). */
export function receiptHandlers({
  receipts,
}: Dashboard): Pick<
  Handlers,
  'getCardReceipts' | 'uploadCardReceipts' | 'getPaymentReceipts' | 'uploadPaymentReceipts'
> {
  /** The two upload operations take the same form; only whose receipts they are differs. */
  const upload =
    (owner: ReceiptOwner): Handlers['uploadCardReceipts'] & Handlers['uploadPaymentReceipts'] =>
    async ({ body, credentials }) => {
      const viewer = viewerOf(sessionOf(credentials));
      const listed = await receipts.upload(viewer, owner, {
        entryId: body.id,
        receiptId: body.receiptId,
        shouldPushReceipt: body.shouldPushReceipt,
        files: body['files[]'],
      });
      return { status: 201, body: listed };
    };
  return {
    async getCardReceipts({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await receipts.get(viewer, 'card', query.id, query.receiptId) };
    },
    async getPaymentReceipts({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      return {
        status: 200,
        body: await receipts.get(viewer, 'payment', query.id, query.receiptId),
      };
    },
    uploadCardReceipts: upload('card'),
    uploadPaymentReceipts: upload('payment'),
  };
}
