import { SearchField, type SearchFieldProps } from '@outlay/design-system';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long for a pause before searching (spec part 1 §5). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The field's own props it passes on: `hideLabel` where the row of controls says enough. */
interface DebouncedSearchProps extends Pick<SearchFieldProps, 'hideLabel'> {
  /** The box's name, also its placeholder. */
  label: string;
  /** The search in force (the page's address holds it). */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * A list's search box (the transactions, the accounting mapping, the cards): the text follows
 * the keyboard, the search follows a 500 ms pause or Enter, and a search set from outside (a
 * link, Back) shows in the box.
 */
export function DebouncedSearch({ value, onSearch, ...field }: DebouncedSearchProps) {
  const [text, setText] = useState(value);
  // What was last searched for: a page may tidy the text (trim it), so the value need not match.
  const [searched, setSearched] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
    setSearched(value);
  }
  // The page's newest handler, so the page drawing again (its data arriving) restarts no pause.
  const searchPaused = useEffectEvent((typed: string) => {
    setSearched(typed);
    onSearch(typed);
  });
  useEffect(() => {
    if (text === searched) return;
    const timer = window.setTimeout(() => {
      searchPaused(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, searched]);
  return (
    <SearchField
      {...field}
      placeholder={field.label}
      value={text}
      onChange={setText}
      onSubmit={() => {
        setSearched(text);
        onSearch(text);
      }}
    />
  );
}
