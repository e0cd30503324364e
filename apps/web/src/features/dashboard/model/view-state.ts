// The dashboard's whole view as URL search parameters, so a reload or a shared link shows the
// same thing (spec part 1 §2.5, §4.6). Parsing never throws: an unknown value is the default.
import type { SortBy, SortDirection, CardType, TransactionsQuery } from '@outlay/api-client';
import type { EntryRef, EntryType } from '@/entries/entry-ref';
import { DATE_RANGES, type DateRangeFilter } from '@/lib/date-ranges';

export type { SortBy, SortDirection, CardType, TransactionsQuery } from '@outlay/api-client';

export const STATUSES = ['all', 'pending', 'posted'] as const;
export type StatusFilter = (typeof STATUSES)[number];
const SORTS = ['date', 'merchant', 'amount'] as const satisfies readonly SortBy[];
const CARD_TYPES = ['virtual', 'physical'] as const satisfies readonly CardType[];
const ENTRY_TYPES = ['card', 'payment', 'loan'] as const satisfies readonly EntryType[];

export interface DashboardView {
  search: string;
  range: DateRangeFilter;
  /** A custom range's days, `YYYY-MM-DD`. */
  from: string | null;
  to: string | null;
  statementView: boolean;
  status: StatusFilter;
  cardTypes: CardType[];
  users: string[];
  cards: number[];
  receiptAttached: boolean;
  receiptNotAttached: boolean;
  sortBy: SortBy;
  sortDirection: SortDirection;
  /** From 1, as people count pages. */
  page: number;
  /** The row whose drawer is open: `?entry=card:123`. */
  entry: EntryRef | null;
}

export const DEFAULT_VIEW: DashboardView = {
  search: '',
  range: 'last30Days',
  from: null,
  to: null,
  statementView: false,
  status: 'all',
  cardTypes: [],
  users: [],
  cards: [],
  receiptAttached: false,
  receiptNotAttached: false,
  sortBy: 'date',
  sortDirection: 'DESC',
  page: 1,
  entry: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

const list = (value: string | null) =>
  value === null ? [] : value.split(',').filter((item) => item !== '');

function positiveIntegers(value: string | null): number[] {
  return list(value)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

function parseEntry(value: string | null): EntryRef | null {
  const [type, id] = (value ?? '').split(':');
  const number = Number(id);
  const kind = ENTRY_TYPES.find((item) => item === type);
  return kind && Number.isSafeInteger(number) && number > 0 ? { type: kind, id: number } : null;
}

/** The view a search string (`?q=uber&page=2`) describes. */
export function parseView(search: string): DashboardView {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name);
  const from = get('from');
  const to = get('to');
  const receipt = list(get('receipt'));
  const page = Number(get('page'));
  return {
    search: (get('q') ?? '').slice(0, 100),
    range: oneOf(get('range'), DATE_RANGES, DEFAULT_VIEW.range),
    from: from !== null && DAY.test(from) ? from : null,
    to: to !== null && DAY.test(to) ? to : null,
    statementView: get('statement') === '1',
    status: oneOf(get('status'), STATUSES, 'all'),
    cardTypes: list(get('cardType')).filter((type): type is CardType =>
      (CARD_TYPES as readonly string[]).includes(type),
    ),
    users: list(get('users')).filter((id) => UUID.test(id)),
    // `cardId` is the spec's parameter: a link with it opens the dashboard on that card.
    cards: positiveIntegers(get('cardId')),
    receiptAttached: receipt.includes('attached'),
    receiptNotAttached: receipt.includes('notAttached'),
    sortBy: oneOf(get('sort'), SORTS, 'date'),
    sortDirection: oneOf(get('dir'), ['ASC', 'DESC'] as const, 'DESC'),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    entry: parseEntry(get('entry')),
  };
}

/** The search string of a view, defaults left out so links stay short. */
export function serializeView(view: DashboardView): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(name, value);
  };
  set('q', view.search);
  set('range', view.range, DEFAULT_VIEW.range);
  if (view.range === 'custom') {
    set('from', view.from ?? '');
    set('to', view.to ?? '');
    set('statement', view.statementView ? '1' : '');
  }
  set('status', view.status, 'all');
  set('cardType', view.cardTypes.join(','));
  set('users', view.users.join(','));
  set('cardId', view.cards.join(','));
  set(
    'receipt',
    [view.receiptAttached && 'attached', view.receiptNotAttached && 'notAttached']
      .filter(Boolean)
      .join(','),
  );
  set('sort', view.sortBy, 'date');
  set('dir', view.sortDirection, 'DESC');
  set('page', String(view.page), '1');
  set('entry', view.entry ? `${view.entry.type}:${view.entry.id}` : '');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A change to the view. Anything but the page and the open row starts again at page 1
 * (spec part 1 §4.6: filters, dates, sort and search reset the page).
 */
export function changeView(view: DashboardView, patch: Partial<DashboardView>): DashboardView {
  const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'entry');
  return { ...view, ...patch, page: keepsPage ? (patch.page ?? view.page) : 1 };
}

/** How many of the Filter popover's choices are on: the number on its badge. */
export function activeFilterCount(view: DashboardView): number {
  return (
    view.cardTypes.length +
    view.users.length +
    view.cards.length +
    (view.receiptAttached ? 1 : 0) +
    (view.receiptNotAttached ? 1 : 0)
  );
}

/** The list call's payload for a view (a custom range without both days falls back). */
export function toQuery(view: DashboardView): TransactionsQuery {
  const custom = view.range === 'custom' && view.from !== null && view.to !== null;
  return {
    filter: view.range === 'custom' && !custom ? DEFAULT_VIEW.range : view.range,
    ...(custom ? { startDate: view.from ?? '', endDate: view.to ?? '' } : {}),
    ...(custom && view.statementView ? { isStatementView: true } : {}),
    sortBy: view.sortBy,
    sortDirection: view.sortDirection,
    page: view.page - 1,
    ...(view.search.trim() === '' ? {} : { search: view.search.trim() }),
    filterBy: { users: view.users, cards: view.cards, cardTypes: view.cardTypes },
    isReceiptAtteched: view.receiptAttached,
    isReceiptNotAtteched: view.receiptNotAttached,
    isPendingStatus: view.status === 'pending',
    isPostedStatus: view.status === 'posted',
  };
}
