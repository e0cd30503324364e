import { Select, SelectItem } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { DashboardView, SortBy, SortDirection } from '../model/view-state';

const ORDERS = [
  'date-DESC',
  'date-ASC',
  'merchant-ASC',
  'merchant-DESC',
  'amount-DESC',
  'amount-ASC',
] as const satisfies readonly `${SortBy}-${SortDirection}`[];
type Order = (typeof ORDERS)[number];

interface SortSelectProps {
  view: DashboardView;
  onSort: (sortBy: SortBy, sortDirection: SortDirection) => void;
}

/**
 * The table's sort where its column headers are hidden: where the rows are cards, the same
 * server sorts are offered as one select (the table shows it above the cards only).
 */
export function SortSelect({ view, onSort }: SortSelectProps) {
  const { t } = useTranslator();
  const current = `${view.sortBy}-${view.sortDirection}`;
  return (
    <Select
      label={t('dashboard.sort.label')}
      value={ORDERS.find((order) => order === current) ?? 'date-DESC'}
      onChange={(key) => {
        const order = ORDERS.find((item) => item === key);
        if (!order || order === current) return;
        const [sortBy, sortDirection] = order.split('-') as [SortBy, SortDirection];
        onSort(sortBy, sortDirection);
      }}
    >
      {ORDERS.map((order: Order) => (
        <SelectItem key={order} id={order}>
          {t(`dashboard.sort.${order}`)}
        </SelectItem>
      ))}
    </Select>
  );
}
