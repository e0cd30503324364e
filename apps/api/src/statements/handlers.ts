// Contract operations served here (method, path, operationId):
//   GET /v2/web/statement/list  listStatements
//   GET /v2/web/statement/{statementId}  getStatement
//   GET /v2/web/statement/{statementId}/download  getStatementDownload
//   POST /v2/web/statement/{statementId}/pay-now  payStatement
//   GET /v2/web/statement-paying-accounts  listStatementPayingAccounts

import type { Statement } from '@outlay/api-client/schema';
import type { Banking } from '../banking/banking.js';
import type { Handlers } from '../contract/types.js';
import { createCurrencies } from '../entries/currencies.js';
import { sessionOf } from '../http/session-of.js';
import type { Services } from '../services.js';
import { statementServiceOf } from './service.js';
import type { StatementView } from './statements.js';

/** Statements, their files and Pay now: bound to the statements domain. */
export function statementHandlers(
  services: Services,
  banking: Banking,
): Pick<
  Handlers,
  | 'listStatements'
  | 'getStatement'
  | 'getStatementDownload'
  | 'payStatement'
  | 'listStatementPayingAccounts'
> {
  const { statements, files, payments, cfdis } = statementServiceOf(services);
  const currencies = createCurrencies(services.db);
  const toStatement = async (view: StatementView): Promise<Statement> => {
    const lookup = await currencies();
    const { rowId: _rowId, currency, autopay, cfdi, ...rest } = view;
    return {
      ...rest,
      currency: lookup(currency),
      ...(autopay ? { autopay } : {}),
      ...(cfdi ? { cfdi } : {}),
    };
  };
  return {
    async listStatements({ credentials }) {
      const session = sessionOf(credentials);
      // A cycle closed by this read gets its CFDI issued before it is shown.
      await statements.closeEnded(session.companyId);
      await cfdis.issueMissing(session.companyId);
      const views = await statements.list(session.companyId);
      return { status: 200, body: { statements: await Promise.all(views.map(toStatement)) } };
    },
    async getStatement({ params, credentials }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await toStatement(await statements.get(session.companyId, params.statementId)),
      };
    },
    async getStatementDownload({ params, query, credentials, lang }) {
      const session = sessionOf(credentials);
      return {
        status: 200,
        body: await files.link(session.companyId, params.statementId, query.format, lang),
      };
    },
    // The same accounts the billing page keeps, read for any admin who may pay: the billing
    // page's own read is the auto-debit flow's (its flag), which Pay now does not need.
    async listStatementPayingAccounts({ credentials }) {
      const session = sessionOf(credentials);
      return { status: 200, body: await banking.accounts(session.companyId) };
    },
    async payStatement({ params, body, credentials }) {
      const session = sessionOf(credentials);
      return { status: 202, body: await payments.pay(session, params.statementId, body) };
    },
  };
}
