import { SearchField } from '@outlay/design-system';
import { useEffect, useState } from 'react';
import { useTranslator } from '../../../i18n/intl';

/** Typing waits this long for a pause before searching (spec part 1 §5). */
export const SEARCH_DEBOUNCE_MS = 500;

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

/** 'Search Transactions': the text follows the keyboard, the search follows a 500 ms pause. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A search set from outside (a link, the back button) shows in the box.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => {
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, value, onSearch]);
  return (
    <SearchField
      label={t('dashboard.search.label')}
      hideLabel
      placeholder={t('dashboard.search.label')}
      value={text}
      onChange={setText}
      onSubmit={() => {
        onSearch(text);
      }}
    />
  );
}
