// Contract operations served here (method, path, operationId):
//   GET /v2/banking-service/custom-bank-account  getCustomBankAccounts
//   POST /v2/web/bank/attach-custom-bank-account  attachCustomBankAccount
//   POST /v2/web/bank/attach-bank-account  attachLinkedBankAccount
//   POST /v2/web/bank/attach-fallback-bank-account  attachFallbackBankAccount
//   POST /v2/web/bank/change-auto-debit-account  changeAutoDebitAccount
//   POST /v2/web/bank/user-agreement  requestUserAgreement

import type { Banking } from '../banking/banking.js';
import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';

/** The company's AutoPay accounts: read by the banner and billing, changed by billing. */
export function bankingHandlers(
  banking: Banking,
): Pick<
  Handlers,
  | 'getCustomBankAccounts'
  | 'attachCustomBankAccount'
  | 'attachLinkedBankAccount'
  | 'attachFallbackBankAccount'
  | 'changeAutoDebitAccount'
  | 'requestUserAgreement'
> {
  return {
    async getCustomBankAccounts({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await banking.accounts(session.companyId) };
    },

    async attachCustomBankAccount({ body, credentials, lang }) {
      return { status: 200, body: await banking.attachCustom(sessionOf(credentials), body, lang) };
    },

    async attachLinkedBankAccount({ body, credentials, lang }) {
      return { status: 200, body: await banking.attachLinked(sessionOf(credentials), body, lang) };
    },

    async attachFallbackBankAccount({ body, credentials }) {
      return { status: 200, body: await banking.attachFallback(sessionOf(credentials), body) };
    },

    async changeAutoDebitAccount({ body, credentials }) {
      return { status: 200, body: await banking.changeAutoDebit(sessionOf(credentials), body) };
    },

    async requestUserAgreement({ body, credentials }) {
      const signing = await banking.requestAgreement(sessionOf(credentials), body.accountId);
      return { status: 200, body: signing };
    },
  };
}
