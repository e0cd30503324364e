import { SearchField } from '@outlay/design-system';
import { useEffect, useState } from 'react';
import { useTranslator } from '../../../i18n/intl';

/** Typing waits this long for a pause before searching (spec part 1 §5). */
export const CARDS_SEARCH_DEBOUNCE_MS = 500;

/** Search by card name, holder or last four digits; searches after a 500 ms pause. */
export function CardsSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  const { t } = useTranslator();
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  // A search set from outside (a link, Back) shows in the box.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
    setSearched(value);
  }
  useEffect(() => {
    if (text === searched) return;
    const timer = window.setTimeout(() => {
      setSearched(text);
      onSearch(text);
    }, CARDS_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, searched, onSearch]);
  return (
    <SearchField
      label={t('cards.search')}
      placeholder={t('cards.search')}
      value={text}
      onChange={setText}
      onSubmit={() => {
        setSearched(text);
        onSearch(text);
      }}
    />
  );
}
