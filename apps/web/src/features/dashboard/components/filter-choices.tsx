import { Button, CheckboxList, Inline, Popover, Spinner, Stack, Text } from '@outlay/design-system';
import type { Dispatch, SetStateAction } from 'react';
import { RoleIcon, roleName } from '@/components/role-icon';
import { useTranslator } from '@/i18n/intl';
import { useFilterOptions } from '../api/get-filters';
import { useFailureToast } from '../model/use-failure-toast';
import type { CardType, DashboardView } from '../model/view-state';
import type { FilterChoices } from './filter-popover';

interface FilterChoicesProps {
  view: DashboardView;
  isOpen: boolean;
  draft: FilterChoices;
  setDraft: Dispatch<SetStateAction<FilterChoices>>;
  onApply: (choices: FilterChoices) => void;
}

/**
 * The Filter popover's choices: Card Type, users, cards 25 at a time with load more, Receipt
 * Attached / Not Attached, then Clear and Apply. Loaded apart from the dashboard's first paint,
 * which shows only the Filter button.
 */
export default function FilterChoicesPopover({
  view,
  isOpen,
  draft,
  setDraft,
  onApply,
}: FilterChoicesProps) {
  const { t } = useTranslator();
  const options = useFilterOptions(view.cards, isOpen);
  useFailureToast(options.error);
  const first = options.data?.pages[0];
  const listed = options.data?.pages.flatMap((page) => page.cards) ?? [];
  // Cards the view filters by that the pages loaded so far do not hold come first, ticked.
  const cards = [
    ...(first?.selectedCards ?? []).filter((card) => !listed.some(({ id }) => id === card.id)),
    ...listed,
  ];
  const set = (patch: Partial<FilterChoices>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <Popover title={t('dashboard.filter.title')}>
      {({ close }) => (
        <Stack space="large">
          {options.isError && <Text tone="critical">{t('dashboard.filter.loadError')}</Text>}
          {!first && options.isPending && <Spinner label={t('dashboard.loading')} />}
          {first && (
            <>
              <CheckboxList
                label={t('dashboard.filter.cardType')}
                options={first.cardTypes.map((type: CardType) => ({
                  id: type,
                  label: t(`dashboard.filter.${type}`),
                }))}
                value={draft.cardTypes}
                onChange={(ids) => {
                  set({ cardTypes: first.cardTypes.filter((type) => ids.includes(type)) });
                }}
              />
              {first.users.length > 0 && (
                // Two people may share a name: the email and the role tell them apart.
                <CheckboxList
                  label={t('dashboard.filter.users')}
                  selectAllLabel={t('dashboard.filter.selectAllUsers')}
                  options={first.users.map((user) => ({
                    id: user.id,
                    label: `${user.firstName} ${user.lastName}`,
                    secondary: user.email,
                    icon: <RoleIcon role={user.role} />,
                    iconLabel: t(roleName(user.role)),
                  }))}
                  value={draft.users}
                  onChange={(users) => {
                    set({ users });
                  }}
                />
              )}
              <Stack space="small">
                <CheckboxList
                  label={t('dashboard.filter.cards')}
                  options={cards.map((card) => ({
                    id: String(card.id),
                    label: t('dashboard.filter.card', {
                      name: card.name,
                      lastFour: card.cardNumber,
                    }),
                    secondary: `${card.user.firstName} ${card.user.lastName}`,
                    icon: <RoleIcon role={card.user.role} />,
                    iconLabel: t(roleName(card.user.role)),
                  }))}
                  value={draft.cards.map(String)}
                  onChange={(ids) => {
                    set({ cards: ids.map(Number) });
                  }}
                />
                {options.hasNextPage && (
                  <Button
                    variant="quiet"
                    size="small"
                    isPending={options.isFetchingNextPage}
                    onPress={() => {
                      void options.fetchNextPage();
                    }}
                  >
                    {t('dashboard.filter.loadMore')}
                  </Button>
                )}
              </Stack>
              <CheckboxList
                label={t('dashboard.filter.receipts')}
                options={[
                  { id: 'attached', label: t('dashboard.filter.receiptAttached') },
                  { id: 'notAttached', label: t('dashboard.filter.receiptNotAttached') },
                ]}
                value={[
                  ...(draft.receiptAttached ? ['attached'] : []),
                  ...(draft.receiptNotAttached ? ['notAttached'] : []),
                ]}
                onChange={(ids) => {
                  set({
                    receiptAttached: ids.includes('attached'),
                    receiptNotAttached: ids.includes('notAttached'),
                  });
                }}
              />
            </>
          )}
          <Inline space="small" align="spaceBetween">
            <Button
              variant="quiet"
              onPress={() => {
                setDraft({
                  cardTypes: [],
                  users: [],
                  cards: [],
                  receiptAttached: false,
                  receiptNotAttached: false,
                });
              }}
            >
              {t('dashboard.filter.clear')}
            </Button>
            <Button
              onPress={() => {
                onApply(draft);
                close();
              }}
            >
              {t('dashboard.filter.apply')}
            </Button>
          </Inline>
        </Stack>
      )}
    </Popover>
  );
}
