// Contract operations served here (method, path, operationId):
//   GET /v2/web/payments/recipients  listRecipients
//   POST /v2/web/payments/recipients  createRecipient
//   PUT /v2/web/payments/recipients/{recipientId}  updateRecipient
//   DELETE /v2/web/payments/recipients/{recipientId}  deleteRecipient
//   GET /v2/web/payments/account  getPaymentAccount
//   POST /v2/web/payments/fx-quotes  createFxQuote
//   POST /v2/web/payments/transfers  createTransfer
//   GET /v2/web/payments/transfers/{transferId}  getTransfer
//   GET /v2/web/payments/bulk-batches  listBulkBatches
//   POST /v2/web/payments/bulk-batches  createBulkBatch
//   GET /v2/web/payments/bulk-batches/{batchId}  getBulkBatch
//   POST /v2/web/payments/bulk-batches/{batchId}/approve  approveBulkBatch
//   POST /v2/web/payments/bulk-batches/{batchId}/release  releaseBulkBatch
//   POST /v2/web/payments/bulk-batches/{batchId}/retry  retryBulkBatch

import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';
import type { BulkPayments } from './bulk.js';
import type { FxQuotes } from './fx-quotes.js';
import type { Recipients } from './recipients.js';
import type { Transfers } from './transfers.js';

/** Payments: the admin's saved recipients and the transfers sent to them. */
export function paymentHandlers(
  recipients: Recipients,
  transfers: Transfers,
  bulk: BulkPayments,
  fxQuotes: FxQuotes,
): Pick<
  Handlers,
  | 'listRecipients'
  | 'createRecipient'
  | 'updateRecipient'
  | 'deleteRecipient'
  | 'getPaymentAccount'
  | 'createFxQuote'
  | 'createTransfer'
  | 'getTransfer'
  | 'listBulkBatches'
  | 'createBulkBatch'
  | 'getBulkBatch'
  | 'approveBulkBatch'
  | 'releaseBulkBatch'
  | 'retryBulkBatch'
> {
  return {
    async listRecipients({ query, credentials }) {
      const list = await recipients.list(sessionOf(credentials), query.search);
      return { status: 200, body: { recipients: list } };
    },

    async createRecipient({ body, credentials, lang }) {
      return { status: 201, body: await recipients.create(sessionOf(credentials), body, lang) };
    },

    async updateRecipient({ params, body, credentials, lang }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await recipients.update(session, params.recipientId, body, lang),
      };
    },

    async deleteRecipient({ params, credentials }) {
      await recipients.remove(sessionOf(credentials), params.recipientId);
      return { status: 204, body: undefined };
    },

    async getPaymentAccount({ credentials }) {
      return { status: 200, body: await transfers.account(sessionOf(credentials)) };
    },

    async createFxQuote({ body, credentials }) {
      return { status: 201, body: await fxQuotes.create(sessionOf(credentials), body) };
    },

    async createTransfer({ body, credentials, lang }) {
      return { status: 200, body: await transfers.create(sessionOf(credentials), body, lang) };
    },

    async getTransfer({ params, credentials, lang }) {
      return {
        status: 200,
        body: await transfers.get(sessionOf(credentials), params.transferId, lang),
      };
    },

    async listBulkBatches({ credentials }) {
      return { status: 200, body: { batches: await bulk.list(sessionOf(credentials)) } };
    },

    async createBulkBatch({ body, credentials, lang }) {
      return { status: 201, body: await bulk.create(sessionOf(credentials), body, lang) };
    },

    async getBulkBatch({ params, credentials, lang }) {
      return { status: 200, body: await bulk.get(sessionOf(credentials), params.batchId, lang) };
    },

    async approveBulkBatch({ params, credentials, lang }) {
      return {
        status: 200,
        body: await bulk.approve(sessionOf(credentials), params.batchId, lang),
      };
    },

    async releaseBulkBatch({ params, credentials, lang }) {
      return {
        status: 200,
        body: await bulk.release(sessionOf(credentials), params.batchId, lang),
      };
    },

    async retryBulkBatch({ params, credentials, lang }) {
      return {
        status: 200,
        body: await bulk.retry(sessionOf(credentials), params.batchId, lang),
      };
    },
  };
}
