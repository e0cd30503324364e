// Happy-path handlers for the dashboard: a page of mixed entries, the admin's figures, the
// filter options (cards by page), and an export link.
import {
  adminStatistics,
  dashboardFilters,
  dashboardFiltersLastPage,
  exportLink,
  transactionsPage,
} from './fixtures/dashboard';
import { http } from './http';

export const dashboardHandlers = [
  http.post('/v2/web/dashboard/transactions', ({ response }) =>
    response(200).json(transactionsPage),
  ),
  http.get('/v2/web/dashboard/get-statistics', ({ response }) =>
    response(200).json(adminStatistics),
  ),
  http.get('/v2/web/dashboard/filters', ({ query, response }) =>
    response(200).json(query.get('page') === '1' ? dashboardFiltersLastPage : dashboardFilters),
  ),
  http.post('/v2/web/dashboard/exports', ({ response }) => response(200).json(exportLink)),
];
