import { DebouncedSearch } from '@/components/debounced-search';
import { useTranslator } from '@/i18n/intl';

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
}

/** 'Search Transactions' (spec part 1 §5), named for screen readers beside the other controls. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslator();
  return (
    <DebouncedSearch
      label={t('dashboard.search.label')}
      hideLabel
      value={value}
      onSearch={onSearch}
    />
  );
}
