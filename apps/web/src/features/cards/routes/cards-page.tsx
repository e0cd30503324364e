import type { AccountStatus as Status } from '@outlay/api-client';
import { Button, Inline, Pagination, Select, SelectItem, Text } from '@outlay/design-system';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { withMessages } from '@/i18n/messages';
import { useUserProfile } from '@/session/use-user-profile';
import { type CardsListQuery, useCards } from '../api/get-cards';
import { useHolders } from '../api/get-holders';
import { DebouncedSearch } from '@/components/debounced-search';
import { CardsTable } from '../components/cards-table';
import { parseListView, serializeListView } from '../model/list-view';
import { Page } from '@/components/page';
import { RetryBanner } from '@/components/error-banner';

const STATUSES = ['all', 'active', 'in-active', 'pending', 'cancelled'] as const;
const TYPES = ['all', 'virtual', 'physical'] as const;
const ALL_HOLDERS = 'all';

const NewVirtualCardDialog = lazy(
  withMessages(['cards'], () => import('../components/new-virtual-card-dialog')),
);

/**
 * `/cards`: the company's cards for admins and managers, one's own for employees, with search,
 * status and type filters and server-side pages; a new virtual card for whoever may create one.
 */
export function CardsPage() {
  const { t } = useTranslator();
  const profile = useUserProfile();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseListView(search), [search]);
  const setQuery = useCallback(
    (change: (current: CardsListQuery) => CardsListQuery, replace = false) => {
      const next = change(parseListView(window.location.search));
      navigate(`${location}${serializeListView(next)}`, { replace });
    },
    [location, navigate],
  );
  const [creating, setCreating] = useState(false);
  const cards = useCards(query);
  const role = profile.data?.role;
  const mayCreate = role === 'admin' || (profile.data?.is_virtual_card_creation_enable ?? false);
  // Admins and managers see everyone's cards, so they may narrow them to one person's.
  const seesEveryone = role === 'admin' || role === 'manager';
  const holders = useHolders(seesEveryone);
  const onSearch = useCallback(
    (text: string) => {
      // Typing replaces the history entry; Back leaves the search rather than undoing letters.
      setQuery((current) => {
        const next: CardsListQuery = { ...current, page: 0 };
        if (text.trim() === '') delete next.search;
        else next.search = text.trim();
        return next;
      }, true);
    },
    [setQuery],
  );

  return (
    <Page
      title={t('cards.title')}
      actions={
        mayCreate && (
          <Button
            onPress={() => {
              setCreating(true);
            }}
          >
            {t('cards.new.button')}
          </Button>
        )
      }
    >
      <Inline space="medium" alignY="bottom">
        <DebouncedSearch label={t('cards.search')} value={query.search ?? ''} onSearch={onSearch} />
        <Select
          label={t('cards.filter.status')}
          value={query.status ?? 'all'}
          onChange={(key) => {
            const status = STATUSES.find((item) => item === key);
            if (!status) return;
            setQuery((current) => {
              const next: CardsListQuery = { ...current, page: 0 };
              if (status === 'all') delete next.status;
              else next.status = status satisfies Status;
              return next;
            });
          }}
        >
          {STATUSES.map((status) => (
            <SelectItem key={status} id={status}>
              {t(`cards.filter.status.${status}`)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('cards.filter.type')}
          value={query.cardType ?? 'all'}
          onChange={(key) => {
            const type = TYPES.find((item) => item === key);
            if (!type) return;
            setQuery((current) => {
              const next: CardsListQuery = { ...current, page: 0 };
              if (type === 'all') delete next.cardType;
              else next.cardType = type;
              return next;
            });
          }}
        >
          {TYPES.map((type) => (
            <SelectItem key={type} id={type}>
              {t(`cards.filter.type.${type}`)}
            </SelectItem>
          ))}
        </Select>
        {seesEveryone && (
          <Select
            label={t('cards.filter.holder')}
            value={query.holder ?? ALL_HOLDERS}
            onChange={(key) => {
              if (typeof key !== 'string') return;
              setQuery((current) => {
                const next: CardsListQuery = { ...current, page: 0 };
                if (key === ALL_HOLDERS) delete next.holder;
                else next.holder = key;
                return next;
              });
            }}
          >
            {[
              <SelectItem key={ALL_HOLDERS} id={ALL_HOLDERS}>
                {t('cards.filter.holder.all')}
              </SelectItem>,
              ...(holders.data ?? []).map((user) => (
                <SelectItem key={user.id} id={user.id} secondary={user.email}>
                  {`${user.firstName} ${user.lastName}`}
                </SelectItem>
              )),
            ]}
          </Select>
        )}
      </Inline>
      {cards.isError && (
        <RetryBanner query={cards} retryLabel={t('cards.retry')} announce="assertive" />
      )}
      <div aria-live="polite">
        {cards.data && (
          <Text tone="muted" size="small">
            {t('cards.count', { count: cards.data.total })}
          </Text>
        )}
      </div>
      <CardsTable
        cards={cards.data?.cards}
        showHolder={role === 'admin' || role === 'manager'}
        hrefOf={(card) => `/cards/${String(card.id)}`}
      />
      {cards.data && cards.data.pages > 1 && (
        <Pagination
          label={t('cards.pagination')}
          page={query.page + 1}
          pageCount={cards.data.pages}
          onPageChange={(page) => {
            setQuery((current) => ({ ...current, page: page - 1 }));
          }}
        />
      )}
      {creating && (
        <Suspense fallback={null}>
          <NewVirtualCardDialog
            onClose={() => {
              setCreating(false);
            }}
          />
        </Suspense>
      )}
    </Page>
  );
}
