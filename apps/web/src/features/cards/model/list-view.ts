import type { AccountStatus as Status } from '@outlay/api-client';
import type { CardsListQuery } from '../api/get-cards';

const STATUSES: readonly Status[] = ['active', 'in-active', 'pending', 'cancelled'];
const TYPES = ['virtual', 'physical'] as const;
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Cards page's view in the URL, defaults left out: `q` (search), `status`, `type`, `holder` and
 * `page` (from 1), so a reload, a shared link or Back shows the same cards.
 */
export function parseListView(search: string): CardsListQuery {
  const params = new URLSearchParams(search);
  const query: CardsListQuery = { page: 0 };
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) query.search = q;
  const status = STATUSES.find((item) => item === params.get('status'));
  if (status) query.status = status;
  const type = TYPES.find((item) => item === params.get('type'));
  if (type) query.cardType = type;
  const holder = params.get('holder');
  if (holder && PUBLIC_ID.test(holder)) query.holder = holder.toLowerCase();
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = Math.min(page, 100_000) - 1;
  return query;
}

export function serializeListView(query: CardsListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.cardType) params.set('type', query.cardType);
  if (query.holder) params.set('holder', query.holder);
  if (query.page > 0) params.set('page', String(query.page + 1));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
