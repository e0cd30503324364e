import { Inline, Stack } from '@outlay/design-system';
import { memo } from 'react';
import type { DashboardView, TransactionsQuery } from '../model/view-state';
import { CustomRangeRow, DateRangeControl } from './date-range-control';
import { ExportMenu } from './export-menu';
import { FilterPopover } from './filter-popover';
import { SearchBox } from './search-box';
import { StatusSelect } from './status-select';

interface DashboardControlsProps {
  view: DashboardView;
  /** The period of the page on screen, which a preset range shows as its dates. */
  period: { startDate: string; endDate: string } | undefined;
  query: TransactionsQuery;
  update: (patch: Partial<DashboardView>, options?: { replace?: boolean }) => void;
}

/**
 * Search, range, status, Filter and Export above the transactions. Memoised: its selects and
 * menus are costly to draw, and the dashboard re-renders as each of its queries settles.
 */
export const DashboardControls = memo(function DashboardControls({
  view,
  period,
  query,
  update,
}: DashboardControlsProps) {
  return (
    <Stack space="medium">
      <Inline space="medium" alignY="bottom">
        <SearchBox
          value={view.search}
          onSearch={(search) => {
            update({ search }, { replace: true });
          }}
        />
        <DateRangeControl view={view} period={period} onChange={update} />
        <StatusSelect
          value={view.status}
          onChange={(status) => {
            update({ status });
          }}
        />
        <FilterPopover view={view} onApply={update} />
        <ExportMenu query={query} />
      </Inline>
      {/* A custom range's fields on their own row, so the row above keeps its widths. */}
      {view.range === 'custom' && <CustomRangeRow view={view} onChange={update} />}
    </Stack>
  );
});
