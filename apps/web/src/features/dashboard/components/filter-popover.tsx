import { Badge, Button, DialogTrigger } from '@outlay/design-system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { whenIdle } from '@/lib/when-idle';
import { activeFilterCount, type DashboardView } from '../model/view-state';

// The popover and its choices are not part of the first paint: they load once the page is up
// and the browser idle, or at once should the popover be opened before.
const FilterChoicesPopover = lazy(() => import('./filter-choices'));

export type FilterChoices = Pick<
  DashboardView,
  'cardTypes' | 'users' | 'cards' | 'receiptAttached' | 'receiptNotAttached'
>;

interface FilterPopoverProps {
  view: DashboardView;
  onApply: (choices: FilterChoices) => void;
}

const choicesOf = (view: DashboardView): FilterChoices => ({
  cardTypes: view.cardTypes,
  users: view.users,
  cards: view.cards,
  receiptAttached: view.receiptAttached,
  receiptNotAttached: view.receiptNotAttached,
});

/**
 * The Filter button (its badge counts the filters on) and its popover: Card Type, users,
 * cards 25 at a time with load more, Receipt Attached / Not Attached. Choices apply together
 * on Apply; closing without it leaves the view as it was.
 */
export function FilterPopover({ view, onApply }: FilterPopoverProps) {
  const { t } = useTranslator();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterChoices>(() => choicesOf(view));
  const count = activeFilterCount(view);
  const [choicesWanted, setChoicesWanted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setChoicesWanted(true);
      }),
    [],
  );

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setDraft(choicesOf(view));
        setOpen(open);
      }}
    >
      <Button
        variant="secondary"
        // The name starts with what the button shows, "Filter 2" (WCAG 2.5.3, label in name);
        // the space between them keeps those two words for tools that read the text.
        aria-label={count > 0 ? t('dashboard.filter.active', { count }) : undefined}
      >
        {t('dashboard.filter.button')}
        {count > 0 && (
          <>
            {' '}
            <Badge tone="brand" weight="strong">
              {count}
            </Badge>
          </>
        )}
      </Button>
      {(choicesWanted || isOpen) && (
        <Suspense fallback={null}>
          <FilterChoicesPopover
            view={view}
            isOpen={isOpen}
            draft={draft}
            setDraft={setDraft}
            onApply={onApply}
          />
        </Suspense>
      )}
    </DialogTrigger>
  );
}
