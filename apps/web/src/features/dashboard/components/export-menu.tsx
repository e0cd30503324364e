import { Inline, MenuButton, MenuItem, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { type ExportType, useExportTransactions } from '../api/export-transactions';
import type { TransactionsQuery } from '../model/view-state';

const TYPES = ['csv', 'pdf', 'excel'] as const satisfies readonly ExportType[];

/**
 * Export CSV, PDF or Excel: the server builds the file for the current view while the menu
 * shows it working; then the browser goes to the file's link. A failure is the Error toast
 * with the server's message (spec part 1 §8).
 */
export function ExportMenu({
  query,
  goTo = (url) => {
    window.location.assign(url);
  },
}: {
  query: TransactionsQuery;
  /** Where the browser goes with the file's link (the download). */
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslator();
  const exporting = useExportTransactions(goTo);
  const building = exporting.isPending ? exporting.variables.type : undefined;
  return (
    <Inline space="small">
      <MenuButton
        label={t('dashboard.export.label')}
        isPending={exporting.isPending}
        onAction={(key) => {
          const type = TYPES.find((item) => item === key);
          if (!type) return;
          exporting.mutate({ query, type });
        }}
      >
        {TYPES.map((type) => (
          <MenuItem key={type} id={type}>
            {t(`dashboard.export.${type}`)}
          </MenuItem>
        ))}
      </MenuButton>
      <span role="status">
        {building && (
          <Text size="small" tone="muted">
            {t('dashboard.export.building', { type: t(`dashboard.export.${building}`) })}
          </Text>
        )}
      </span>
    </Inline>
  );
}
