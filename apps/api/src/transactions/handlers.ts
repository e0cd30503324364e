// Contract operations served here (method, path, operationId):
//   DELETE /v2/web/transaction/delete-receipt  deleteCardReceipt
//   DELETE /v2/web/transfer/delete-receipt  deletePaymentReceipt
//   GET /v2/web/transaction/details/{id}  getCardTransactionDetails
//   GET /v2/web/transfer/details/{id}  getTransferDetails
//   GET /v2/web/loan/instalment-details/{id}  getLoanInstalmentDetails
//   POST /v2/web/transaction/edit-memo  editCardMemo
//   POST /v2/web/transfer/edit-memo  editTransferMemo
//   GET /v2/web/transfer/download-receipt  getTransferConfirmation
//   GET /v2/web/transaction/get-dispute/{transactionReferenceId}  getTransactionDispute
//   POST /v2/web/transaction/create-dispute  createTransactionDispute

import type { Handlers } from '../contract/types.js';
import type { Dashboard } from '../dashboard/dashboard.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';
import type { TransactionDrawer } from '../transactions/transaction-drawer.js';

/**
 * The transaction drawer (spec part 2 §2.2, §7): each kind's details, memos, removing a
 * receipt or invoice, the transfer confirmation and issue reports.
 */
export function transactionHandlers(
  drawer: TransactionDrawer,
  dashboard: Dashboard,
): Pick<
  Handlers,
  | 'getCardTransactionDetails'
  | 'getTransferDetails'
  | 'getLoanInstalmentDetails'
  | 'editCardMemo'
  | 'editTransferMemo'
  | 'getTransferConfirmation'
  | 'deleteCardReceipt'
  | 'deletePaymentReceipt'
  | 'getTransactionDispute'
  | 'createTransactionDispute'
> {
  return {
    async getCardTransactionDetails({ params, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await drawer.details.card(viewer, params.id, lang) };
    },
    async getTransferDetails({ params, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await drawer.details.transfer(viewer, params.id, lang) };
    },
    async getLoanInstalmentDetails({ params, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await drawer.details.instalment(viewer, params.id, lang) };
    },
    async editCardMemo({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const memo = await drawer.memos.card(viewer, body.id, body.memo);
      return { status: 200, body: { msg: translate(lang, 'memo.saved'), memo } };
    },
    async editTransferMemo({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const memo = await drawer.memos.transfer(viewer, body.id, body.description);
      return { status: 200, body: { msg: translate(lang, 'memo.saved'), memo } };
    },
    async getTransferConfirmation({ query, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return {
        status: 200,
        body: await drawer.confirmations.link(viewer, query.transferId, lang),
      };
    },
    async deleteCardReceipt({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      await drawer.removeReceipt(viewer, 'card', query.id, query.receiptId);
      return { status: 200, body: await dashboard.receipts.get(viewer, 'card', query.id) };
    },
    async deletePaymentReceipt({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      await drawer.removeReceipt(viewer, 'payment', query.id, query.receiptId);
      return { status: 200, body: await dashboard.receipts.get(viewer, 'payment', query.id) };
    },
    async getTransactionDispute({ params, query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      const dispute = await drawer.disputes.get(viewer, query.type, params.transactionReferenceId);
      return { status: 200, body: { dispute } };
    },
    async createTransactionDispute({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      const dispute = await drawer.disputes.create(viewer, body);
      return {
        status: 201,
        body: {
          msg: translate(lang, 'dispute.created', { id: String(dispute.transactionReferenceId) }),
          dispute,
        },
      };
    },
  };
}
