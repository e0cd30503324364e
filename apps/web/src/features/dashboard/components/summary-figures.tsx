import type { components } from '@outlay/api-client';
import {
  Button,
  Columns,
  Column,
  Inline,
  Skeleton,
  Stack,
  StackedBar,
  Stat,
  Text,
} from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { formatAmount } from '../../../lib/format/format-amount';
import { type Figure, PLACEHOLDER_STATISTICS, spendBar, visibleFigures } from '../model/figures';

type Role = components['schemas']['Role'];
type Statistics = components['schemas']['DashboardStatistics'];

interface SummaryFiguresProps {
  role: Role;
  statistics: Statistics | undefined;
  /** The figures could not be loaded (the Error toast has said why). */
  failed: boolean;
  onRetry: () => void;
}

/**
 * Three figures a row: an amount and its currency fit on one line at every width above the
 * phone layout, so rows keep their height whatever the amounts.
 */
const FIGURES_PER_ROW = 3;
const rowsOf = (figures: readonly Figure[]): Figure[][] =>
  Array.from({ length: Math.ceil(figures.length / FIGURES_PER_ROW) }, (_, row) =>
    figures.slice(row * FIGURES_PER_ROW, (row + 1) * FIGURES_PER_ROW),
  );

/**
 * The summary figures and the spend bar, as the role may see them (spec part 1 §2.5, §6).
 * Until they come, the same figures and bar stand in their places with empty values, so
 * nothing below moves when they arrive.
 */
export function SummaryFigures({ role, statistics, failed, onRetry }: SummaryFiguresProps) {
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
        <Stack space="large">
          {rowsOf(visibleFigures(role, shown)).map((row) => (
            <Columns key={row[0]?.id} space="large" collapseBelow="md">
              {row.map((figure) => (
                <Column key={figure.id} width="1/3">
                  <Stat label={t(figure.label)} value={valueOf(figure)} />
                </Column>
              ))}
            </Columns>
          ))}
        </Stack>
      </section>
      {/* The empty bar only holds its place: the figures' skeletons say what is loading. */}
      {stackedBar && (statistics ? stackedBar : <div aria-hidden="true">{stackedBar}</div>)}
    </Stack>
  );
}
