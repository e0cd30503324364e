import { Drawer, RowNavigation } from '@outlay/design-system';
import { useRef } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useCompanyDetails } from '@/session/use-company-details';
import { useEntryDetails } from '../api/entry-details';
import { headerOf } from '../model/entry-header';
import type { EntrySections } from '../model/entry-sections';
import { type EntryDrawerProps, type EntryRef, entryKey } from '@/entries/entry-ref';
import { useRowKeys } from '../model/use-row-keys';
import { useRowNavigation } from '../model/use-row-navigation';
import { EntryView } from './entry-view';

export interface TransactionDrawerProps extends EntryDrawerProps {
  /** The sections other features own (SAT Invoices, Accounting), given by the app. */
  sections: EntrySections;
}

/**
 * Focus goes back to the row of the entry shown last, which after moving up and down is not
 * the row that opened the drawer. Queued before the drawer's own focus restore (which gives
 * way when focus was put somewhere on purpose); rows are keyed `card:123` like the entry.
 */
function returnFocusToRow(entry: EntryRef) {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[role="row"][data-key="${entryKey(entry)}"]`);
    if (row instanceof HTMLElement) row.focus();
  });
}

/**
 * The transaction drawer (spec part 2 §2.2, part 1 §2.5): one card transaction, payment
 * transfer or loan instalment beside the dashboard, with up/down across rows and pages (the
 * buttons, ↑/↓ or k/j), Escape to close. Loaded with the first open row.
 */
export default function TransactionDrawer(props: TransactionDrawerProps) {
  const { entry, onClose, onFilesChanged, sections } = props;
  const { t } = useTranslator();
  const company = useCompanyDetails();
  const details = useEntryDetails(entry);
  const navigation = useRowNavigation(props);
  const inside = useRef<HTMLDivElement>(null);
  useRowKeys(inside, navigation.move);

  const header =
    details.data && company.data ? headerOf(details.data, company.data.cardServiceType) : null;
  return (
    <Drawer
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          onClose();
          returnFocusToRow(entry);
        }
      }}
      title={header?.name ?? t('transactionDrawer.title')}
      headerActions={
        <RowNavigation
          previousLabel={t('transactionDrawer.previous')}
          nextLabel={t('transactionDrawer.next')}
          isPreviousDisabled={!navigation.canMovePrevious}
          isNextDisabled={!navigation.canMoveNext}
          onPrevious={() => {
            navigation.move('previous');
          }}
          onNext={() => {
            navigation.move('next');
          }}
        />
      }
    >
      <div ref={inside}>
        <EntryView
          key={entryKey(entry)}
          details={details}
          company={company.data}
          header={header}
          onFilesChanged={onFilesChanged}
          sections={sections}
        />
      </div>
    </Drawer>
  );
}
