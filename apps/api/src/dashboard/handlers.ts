// Contract operations served here (method, path, operationId):
//   POST /v2/web/dashboard/transactions  listDashboardTransactions
//   GET /v2/web/dashboard/get-statistics  getDashboardStatistics
//   GET /v2/web/dashboard/filters  getDashboardFilters
//   POST /v2/web/dashboard/exports  exportDashboardTransactions

import type { Handlers } from '../contract/types.js';
import type { Dashboard } from '../dashboard/dashboard.js';
import { viewerOf } from '../entries/viewer.js';
import { sessionOf } from '../http/session-of.js';

/** The dashboard (spec part 1 §2.5, §7): entries, figures, filter options and exports. */
export function dashboardHandlers(
  dashboard: Dashboard,
): Pick<
  Handlers,
  | 'listDashboardTransactions'
  | 'getDashboardStatistics'
  | 'getDashboardFilters'
  | 'exportDashboardTransactions'
> {
  return {
    async listDashboardTransactions({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await dashboard.transactions.page(viewer, body, lang) };
    },
    async getDashboardStatistics({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      const figures = await dashboard.statistics.figures(viewer, query.startDate, query.endDate);
      return { status: 200, body: figures };
    },
    async getDashboardFilters({ query, credentials }) {
      const viewer = viewerOf(sessionOf(credentials));
      const options = await dashboard.filters.options(viewer, query.page ?? 0, query.selectedCards);
      return { status: 200, body: options };
    },
    async exportDashboardTransactions({ body, credentials, lang }) {
      const viewer = viewerOf(sessionOf(credentials));
      return { status: 200, body: await dashboard.exports.create(viewer, body, lang) };
    },
  };
}
