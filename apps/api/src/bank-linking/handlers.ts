// Contract operations served here (method, path, operationId):
//   POST /v2/web/bank-linking/link-token  createBankLinkToken
//   POST /v2/web/bank-linking/exchange  exchangeBankPublicToken
//   GET /v2/web/bank-linking/links  listBankLinks
//   GET /v2/web/bank-linking/logs  listBankLinkingLogs
//   GET /v2/sandbox/bank-linking/{linkToken}  getSandboxLinkSession
//   POST /v2/sandbox/bank-linking/{linkToken}/login  sandboxBankLogin
//   POST /v2/sandbox/bank-linking/{linkToken}/mfa  sandboxBankMfa
//   POST /v2/sandbox/bank-linking/{linkToken}/complete  sandboxBankComplete

import type { BankLinking } from '../bank-linking/bank-linking.js';
import type { BankLinkingWidget } from '../bank-linking/sandbox/sandbox-bank-linking.js';
import type { Handlers } from '../contract/types.js';
import { sessionOf } from '../http/session-of.js';

/**
 * Bank linking: Outlay's calls (link tokens, the public token's exchange, links, the log) and
 * the providers' widget calls, answered by their sandbox with the link token as credential.
 */
export function bankLinkingHandlers(
  bankLinking: BankLinking,
  widget: BankLinkingWidget,
): Pick<
  Handlers,
  | 'createBankLinkToken'
  | 'exchangeBankPublicToken'
  | 'listBankLinks'
  | 'listBankLinkingLogs'
  | 'getSandboxLinkSession'
  | 'sandboxBankLogin'
  | 'sandboxBankMfa'
  | 'sandboxBankComplete'
> {
  return {
    async createBankLinkToken({ body, credentials }) {
      return { status: 200, body: await bankLinking.createLinkToken(sessionOf(credentials), body) };
    },

    async exchangeBankPublicToken({ body, credentials }) {
      const link = await bankLinking.exchange(sessionOf(credentials), body.publicToken);
      return { status: 200, body: link };
    },

    async listBankLinks({ credentials }) {
      const links = await bankLinking.links(sessionOf(credentials).companyId);
      return { status: 200, body: { links } };
    },

    async listBankLinkingLogs({ credentials, lang }) {
      const entries = await bankLinking.logs(sessionOf(credentials).companyId, lang);
      return { status: 200, body: { entries } };
    },

    async getSandboxLinkSession({ params }) {
      return { status: 200, body: await widget.session(params.linkToken) };
    },

    async sandboxBankLogin({ params, body, lang }) {
      return { status: 200, body: await widget.login(params.linkToken, body, lang) };
    },

    async sandboxBankMfa({ params, body, lang }) {
      return { status: 200, body: await widget.mfa(params.linkToken, body, lang) };
    },

    async sandboxBankComplete({ params, body }) {
      return { status: 200, body: await widget.complete(params.linkToken, body) };
    },
  };
}
