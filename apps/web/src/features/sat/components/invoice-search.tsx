import { SearchField } from '@outlay/design-system';
import { useEffect, useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Invoice search waits this long for a pause in typing (spec part 2 §4, §9). */
export const SAT_SEARCH_DEBOUNCE_MS = 1000;

/** 'Search invoices': the text follows the keyboard, the search a 1 s pause (or Enter). */
export function InvoiceSearch({ onSearch }: { onSearch: (text: string) => void }) {
  const { t } = useTranslator();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SAT_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onSearch(settled.trim());
  }, [settled, onSearch]);
  return (
    <SearchField
      label={t('sat.invoices.search')}
      description={t('sat.invoices.searchDescription')}
      value={text}
      onChange={setText}
      onSubmit={() => {
        onSearch(text.trim());
      }}
    />
  );
}
