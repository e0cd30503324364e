// Contract operations served here (method, path, operationId):
//   GET /v2/web/receipt-inbox/address  getReceiptAddress
//   GET /v2/web/receipt-inbox  listReceiptInbox
//   GET /v2/web/receipt-senders  listReceiptSenders
//   POST /v2/web/receipt-senders  addReceiptSender
//   DELETE /v2/web/receipt-senders/{senderId}  removeReceiptSender
//   POST /v2/web/receipt-senders/{senderId}/verify  verifyReceiptSender
//   POST /v2/web/transaction/verify-transaction-receipt-token  verifyTransactionReceiptToken
//   POST /v2/web/receipt-inbox/photos  uploadInboxPhoto
//   POST /v2/web/receipt-inbox/{receiptId}/confirm  confirmInboxSuggestion
//   POST /v2/web/receipt-inbox/{receiptId}/entry  chooseInboxEntry
//   POST /v2/web/receipt-inbox/{receiptId}/discard  discardInboxReceipt
//   POST /v2/web/receipt-inbox/{receiptId}/unmatch  unmatchInboxReceipt

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { InboxActions } from './inbox-actions.js';
import type { ReceiptSendersService } from './senders.js';

type InboxHandlers = Pick<
  Handlers,
  | 'getReceiptAddress'
  | 'listReceiptInbox'
  | 'confirmInboxSuggestion'
  | 'chooseInboxEntry'
  | 'discardInboxReceipt'
  | 'unmatchInboxReceipt'
  | 'uploadInboxPhoto'
  | 'verifyTransactionReceiptToken'
  | 'listReceiptSenders'
  | 'addReceiptSender'
  | 'removeReceiptSender'
  | 'verifyReceiptSender'
>;

/** The Receipts page (/client/receipts): the signed-in cardholder's own inbox only. */
export function receiptInboxHandlers(
  inbox: InboxActions,
  senders: ReceiptSendersService,
): InboxHandlers {
  return {
    async listReceiptSenders({ credentials }) {
      return { status: 200, body: await senders.list(sessionOf(credentials)) };
    },
    async addReceiptSender({ credentials, body, lang }) {
      return { status: 200, body: await senders.add(sessionOf(credentials), body.address, lang) };
    },
    async removeReceiptSender({ credentials, params }) {
      return { status: 200, body: await senders.remove(sessionOf(credentials), params.senderId) };
    },
    async verifyReceiptSender({ credentials, params, body }) {
      return {
        status: 200,
        body: await senders.verify(sessionOf(credentials), params.senderId, body.code),
      };
    },
    async getReceiptAddress({ credentials }) {
      return { status: 200, body: await inbox.address(sessionOf(credentials)) };
    },
    async listReceiptInbox({ credentials }) {
      return { status: 200, body: await inbox.list(sessionOf(credentials)) };
    },
    async confirmInboxSuggestion({ credentials, params, body }) {
      return {
        status: 200,
        body: await inbox.confirm(sessionOf(credentials), params.receiptId, body.entryId),
      };
    },
    async chooseInboxEntry({ credentials, params, body }) {
      return {
        status: 200,
        body: await inbox.choose(sessionOf(credentials), params.receiptId, body.entryId),
      };
    },
    async discardInboxReceipt({ credentials, params }) {
      return { status: 200, body: await inbox.discard(sessionOf(credentials), params.receiptId) };
    },
    async unmatchInboxReceipt({ credentials, params }) {
      return { status: 200, body: await inbox.unmatch(sessionOf(credentials), params.receiptId) };
    },
    async uploadInboxPhoto({ credentials, body }) {
      return {
        status: 202,
        body: await inbox.uploadPhoto(sessionOf(credentials), {
          idempotencyKey: body.idempotencyKey,
          file: body.file,
        }),
      };
    },
    async verifyTransactionReceiptToken({ credentials, body }) {
      return { status: 200, body: await inbox.verifyLink(sessionOf(credentials), body.token) };
    },
  };
}
