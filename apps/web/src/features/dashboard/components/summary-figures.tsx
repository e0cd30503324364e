import type { Role, DashboardStatistics as Statistics } from '@outlay/api-client';
import {
  Button,
  Inline,
  Skeleton,
  Stack,
  StackedBar,
  Stat,
  Text,
  Tiles,
} from '@outlay/design-system';
import { memo } from 'react';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { type Figure, PLACEHOLDER_STATISTICS, spendBar, visibleFigures } from '../model/figures';

interface SummaryFiguresProps {
  role: Role;
  statistics: Statistics | undefined;
  /** The figures could not be loaded (the Error toast has said why). */
  failed: boolean;
  onRetry: () => void;
}

/**
 * The summary figures and the spend bar, as the role may see them (spec part 1 §2.5, §6).
 * Until they come, the same figures and bar stand in their places with empty values, so
 * nothing below moves when they arrive. Memoised: the page re-renders as its other queries
 * settle.
 */
export const SummaryFigures = memo(function SummaryFigures({
  role,
  statistics,
  failed,
  onRetry,
}: SummaryFiguresProps) {
  const { t, locale, intl } = useTranslator();
  if (!statistics && failed) {
    return (
      <Inline space="small" alignY="center">
        <Text tone="critical">{t('dashboard.figures.loadError')}</Text>
        <Button size="small" variant="secondary" onPress={onRetry}>
          {t('dashboard.retry')}
        </Button>
      </Inline>
    );
  }
  const shown = statistics ?? PLACEHOLDER_STATISTICS;
  const currency = shown.currency.alphaCode;
  const amount = (value: number | null) => formatAmount(value, { currency, locale });
  const valueOf = (figure: Figure) => {
    if (!statistics) return <Skeleton width="3/4" label={t('dashboard.figures.loading')} />;
    if (figure.kind === 'amount')
      return amount(typeof figure.value === 'number' ? figure.value : null);
    // Month and day; the date is a calendar day, so it is read in UTC.
    return typeof figure.value === 'string'
      ? intl.formatDate(`${figure.value}T00:00:00Z`, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        })
      : t('dashboard.dash');
  };
  const bar = spendBar(role, shown);
  const stackedBar = bar && (
    <StackedBar
      // The empty bar only holds its place: the figures' skeletons say what is loading.
      isPlaceholder={!statistics}
      label={t(bar.label)}
      maxValue={bar.maxValue}
      segments={bar.segments.map((segment) => ({
        id: segment.id,
        label: t(segment.label),
        value: segment.value,
        valueLabel: statistics ? amount(segment.value) : '',
      }))}
    />
  );
  return (
    <Stack space="large">
      <section aria-label={t('dashboard.figures.label')} aria-busy={!statistics}>
        {/* Three a row at most, fewer where the page is narrow: each amount and its currency
            keep one line, at every width the page gets. */}
        <Tiles space="large" columns={3} minWidth="medium">
          {visibleFigures(role, shown).map((figure) => (
            <Stat key={figure.id} label={t(figure.label)} value={valueOf(figure)} />
          ))}
        </Tiles>
      </section>
      {stackedBar}
    </Stack>
  );
});
