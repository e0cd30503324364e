import type { components } from '@outlay/api-client';
import { Columns, Column, Skeleton, Stack, StackedBar, Stat } from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { formatAmount } from '../../../lib/format/format-amount';
import { type Figure, spendBar, visibleFigures } from '../model/figures';

type Role = components['schemas']['Role'];
type Statistics = components['schemas']['DashboardStatistics'];

interface SummaryFiguresProps {
  role: Role;
  statistics: Statistics | undefined;
}

/** The summary figures and the spend bar, as the role may see them (spec part 1 §2.5, §6). */
export function SummaryFigures({ role, statistics }: SummaryFiguresProps) {
  const { t, locale, intl } = useTranslator();
  if (!statistics) return <Skeleton lines={2} label={t('dashboard.loading')} />;
  const currency = statistics.currency.alphaCode;
  const amount = (value: number | null) => formatAmount(value, { currency, locale });
  const valueOf = (figure: Figure) => {
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
  const bar = spendBar(role, statistics);
  return (
    <Stack space="large">
      <section aria-label={t('dashboard.figures.label')}>
        <Columns space="large" collapseBelow="md">
          {visibleFigures(role, statistics).map((figure) => (
            <Column key={figure.id}>
              <Stat label={t(figure.label)} value={valueOf(figure)} />
            </Column>
          ))}
        </Columns>
      </section>
      {bar && (
        <StackedBar
          label={t(bar.label)}
          maxValue={bar.maxValue}
          segments={bar.segments.map((segment) => ({
            id: segment.id,
            label: t(segment.label),
            value: segment.value,
            valueLabel: amount(segment.value),
          }))}
        />
      )}
    </Stack>
  );
}
