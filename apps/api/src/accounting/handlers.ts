// Contract operations served here (method, path, operationId):
//   GET /v2/web/accounting/codat-companies  getAccountingConnection
//   POST /v2/web/accounting/codat-companies  connectAccountingPlatform
//   DELETE /v2/web/accounting/codat-companies  disconnectAccountingPlatform
//   PATCH /v2/web/accounting/codat-companies/settings  updateAccountingSettings
//   GET /v2/web/accounting/chart-of-accounts  getChartOfAccounts
//   POST /v2/web/accounting/chart-of-accounts/refresh  refreshAccountingDataset
//   GET /v2/web/accounting/tax-rate-rules  getTaxRateRules
//   PUT /v2/web/accounting/tax-rate-rules  saveTaxRateRules
//   GET /v2/web/accounting/categorization-rules  getCategorizationRules
//   PUT /v2/web/accounting/categorization-rules  saveCategorizationRules
//   GET /v2/web/accounting/transaction-definition  getEntryAccounting
//   POST /v2/web/accounting/transaction-definition  saveAccountingDefinition
//   POST /v2/web/accounting/incomplete-transactions  listIncompleteAccountingTransactions
//   POST /v2/web/accounting/push-transactions  pushAccountingTransactions
//   POST /v2/web/accounting/resync  resyncAccountingTransactions
//   GET /v2/web/accounting/pushed-transactions  getPushedAccountingTransactionIds

import type { Accounting } from '../accounting/accounting.js';
import type { Handlers } from '../contract/types.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';
import { translate } from '../i18n/messages.js';

/** The accounting integration (spec part 2 §7 "Accounting"); the rules live in accounting/. */
export function accountingHandlers(
  accounting: Accounting,
): Pick<
  Handlers,
  | 'getAccountingConnection'
  | 'connectAccountingPlatform'
  | 'disconnectAccountingPlatform'
  | 'updateAccountingSettings'
  | 'getChartOfAccounts'
  | 'refreshAccountingDataset'
  | 'getTaxRateRules'
  | 'saveTaxRateRules'
  | 'getCategorizationRules'
  | 'saveCategorizationRules'
  | 'getEntryAccounting'
  | 'saveAccountingDefinition'
  | 'listIncompleteAccountingTransactions'
  | 'pushAccountingTransactions'
  | 'resyncAccountingTransactions'
  | 'getPushedAccountingTransactionIds'
> {
  const viewer = (credentials: Parameters<typeof sessionOf>[0]) => viewerOf(sessionOf(credentials));
  return {
    async getAccountingConnection({ credentials }) {
      return { status: 200, body: { data: await accounting.connection.view(viewer(credentials)) } };
    },
    async connectAccountingPlatform({ body, credentials, lang }) {
      const { integration, connection } = await accounting.connection.connect(
        viewer(credentials),
        body.platform,
      );
      return {
        status: 202,
        body: { msg: translate(lang, 'accounting.linking', { integration }), data: { connection } },
      };
    },
    async disconnectAccountingPlatform({ credentials, lang }) {
      const { integration } = await accounting.connection.disconnect(viewer(credentials));
      return {
        status: 200,
        body: {
          msg: translate(lang, 'accounting.disconnected', { integration }),
          data: { connection: null },
        },
      };
    },
    async updateAccountingSettings({ body, credentials, lang }) {
      const connection = await accounting.connection.updateSettings(viewer(credentials), body);
      return {
        status: 200,
        body: { msg: translate(lang, 'accounting.settingsSaved'), data: { connection } },
      };
    },
    async getChartOfAccounts({ query, credentials }) {
      const data = await accounting.chartOfAccounts(viewer(credentials), query);
      return { status: 200, body: { data } };
    },
    async refreshAccountingDataset({ body, credentials, lang }) {
      const { integration, status } = await accounting.refreshDataset(
        viewer(credentials),
        body.dataset,
      );
      return {
        status: 202,
        body: {
          msg: translate(lang, 'accounting.dataset.refreshing', {
            dataset: body.dataset,
            integration,
          }),
          data: status,
        },
      };
    },
    async getTaxRateRules({ credentials }) {
      const rules = await accounting.taxRateRules(viewer(credentials));
      return { status: 200, body: { data: { rules } } };
    },
    async saveTaxRateRules({ body, credentials, lang }) {
      const rules = await accounting.saveTaxRateRules(viewer(credentials), body.rules);
      return {
        status: 200,
        body: {
          msg: translate(lang, 'accounting.rules.taxRatesSaved', { count: rules.length }),
          data: { rules },
        },
      };
    },
    async getCategorizationRules({ credentials }) {
      const rules = await accounting.categorizationRules(viewer(credentials));
      return { status: 200, body: { data: { rules } } };
    },
    async saveCategorizationRules({ body, credentials, lang }) {
      const rules = await accounting.saveCategorizationRules(viewer(credentials), body.rules);
      return {
        status: 200,
        body: {
          msg: translate(lang, 'accounting.rules.categoriesSaved', { count: rules.length }),
          data: { rules },
        },
      };
    },
    async getEntryAccounting({ query, credentials, lang }) {
      const data = await accounting.entry.view(
        viewer(credentials),
        query.transactionId,
        query.type,
        lang,
      );
      return { status: 200, body: { data } };
    },
    async saveAccountingDefinition({ body, credentials, lang }) {
      return { status: 200, body: await accounting.entry.save(viewer(credentials), body, lang) };
    },
    async listIncompleteAccountingTransactions({ body, credentials, lang }) {
      const data = await accounting.incompleteTransactions(viewer(credentials), body, lang);
      return { status: 200, body: { data } };
    },
    async pushAccountingTransactions({ body, credentials, lang }) {
      const { integration, ...data } = await accounting.push(viewer(credentials), body);
      return {
        status: 202,
        body: {
          msg: translate(lang, 'accounting.push.queued', { count: data.queued, integration }),
          data,
        },
      };
    },
    async resyncAccountingTransactions({ body, credentials, lang }) {
      const data = await accounting.resync(viewer(credentials), body.transactions);
      return {
        status: 202,
        body: { msg: translate(lang, 'accounting.resync.queued', { count: data.queued }), data },
      };
    },
    async getPushedAccountingTransactionIds({ credentials }) {
      const transactionIds = await accounting.pushedIds(viewer(credentials));
      return { status: 200, body: { data: { transactionIds } } };
    },
  };
}
