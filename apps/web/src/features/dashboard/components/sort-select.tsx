import { Box, Select, SelectItem } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
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
 * The table's sort where its column headers are hidden: below the breakpoint at which the
 * rows become cards, the same server sorts are offered as one select.
 */
export function SortSelect({ view, onSort }: SortSelectProps) {
  const { t } = useTranslator();
  const current = `${view.sortBy}-${view.sortDirection}`;
  return (
    <Box display={{ base: 'block', md: 'none' }}>
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
    </Box>
  );
}
