// The mapping table's view as URL search parameters (a reload or a shared link shows the same
// rows): the rows to sync or the synced history, the search, the date range (the dashboard's
// presets, `custom` with its days), the failed-to-sync filter and the page. Parsing never throws: an unknown value is the default.
import type { IncompleteTransactionsQuery as IncompleteQuery } from '@outlay/api-client';
import { DATE_RANGES, type DateRangeFilter } from '@/lib/date-ranges';

/** Rows a page of the mapping table (the server's default). */
export const PAGE_SIZE = 25;

export interface MappingView {
  search: string;
  range: DateRangeFilter;
  from: string | null;
  to: string | null;
  failedOnly: boolean;
  /** The history: the transactions already on the platform, with when they were synced. */
  synced: boolean;
  /** From 1, as people count pages. */
  page: number;
}

export const DEFAULT_VIEW: MappingView = {
  search: '',
  range: 'last30Days',
  from: null,
  to: null,
  failedOnly: false,
  synced: false,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX = 200;

export function parseView(search: string): MappingView {
  const params = new URLSearchParams(search);
  const range = DATE_RANGES.find((candidate) => candidate === params.get('range'));
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  const custom =
    range === 'custom' && from !== null && to !== null && DAY.test(from) && DAY.test(to);
  return {
    search: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    range: range === 'custom' && !custom ? DEFAULT_VIEW.range : (range ?? DEFAULT_VIEW.range),
    from: custom ? from : null,
    to: custom ? to : null,
    failedOnly: params.get('failed') === '1',
    synced: params.get('show') === 'synced',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function serializeView(view: MappingView): string {
  const params = new URLSearchParams();
  if (view.search !== '') params.set('q', view.search);
  if (view.range !== DEFAULT_VIEW.range) params.set('range', view.range);
  if (view.range === 'custom' && view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.synced) params.set('show', 'synced');
  if (view.failedOnly) params.set('failed', '1');
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A change of anything but the page starts again from page 1. */
export function changeView(view: MappingView, patch: Partial<MappingView>): MappingView {
  const next = { ...view, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}

/** The server's query for the view, keeping the rows just pushed in place. */
export function toQuery(view: MappingView, pinned: readonly number[]): IncompleteQuery {
  return {
    page: view.page - 1,
    pageSize: PAGE_SIZE,
    dateRange: view.range,
    ...(view.range === 'custom' && view.from && view.to
      ? { startDate: view.from, endDate: view.to }
      : {}),
    ...(view.search.trim() === '' ? {} : { search: view.search.trim() }),
    ...(view.synced ? { synced: true } : {}),
    ...(view.failedOnly && !view.synced ? { failedOnly: true } : {}),
    ...(pinned.length > 0 && !view.synced ? { includeTransactionIds: [...pinned] } : {}),
  };
}
