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
  http.get('/v2/web/dashboard/filters', ({ query, response }) => {
    const options = query.get('page') === '1' ? dashboardFiltersLastPage : dashboardFilters;
    const selected = query.getAll('selectedCards').map(Number);
    if (selected.length === 0) return response(200).json(options);
    const everyCard = [...dashboardFilters.cards, ...dashboardFiltersLastPage.cards];
    const selectedCards = everyCard.filter((card) => selected.includes(card.id));
    return response(200).json({ ...options, selectedCards });
  }),
  http.post('/v2/web/dashboard/exports', ({ response }) => response(200).json(exportLink)),
];
