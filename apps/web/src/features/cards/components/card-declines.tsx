import { EmptyState, Heading, Stack, Table, type TableColumn, Text } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { type DateFormat, formatDate } from '@/lib/format/dates';
import { type CardDecline, useCardDeclines } from '../api/get-card-declines';
import { CATEGORY_LABELS } from '../model/categories';
import { RetryBanner } from '@/components/error-banner';

/**
 * The card's declined authorisations with why each was refused (its scope, its limit, its
 * status), so a holder told "declined" at a till finds the reason here.
 */
export function CardDeclines({
  cardId,
  dateFormat,
}: {
  cardId: number;
  dateFormat: DateFormat | undefined;
}) {
  const { t, locale } = useTranslator();
  const declines = useCardDeclines(cardId);
  const reasonOf = (decline: CardDecline) =>
    decline.reason === 'categoryNotAllowed'
      ? t('cards.declines.reason.categoryNotAllowed', {
          category: t(CATEGORY_LABELS[decline.merchant.category]),
        })
      : t(`cards.declines.reason.${decline.reason}`);
  const columns: TableColumn<CardDecline>[] = [
    {
      id: 'merchant',
      name: t('cards.declines.merchant'),
      isRowHeader: true,
      render: (decline) => decline.merchant.name,
    },
    {
      id: 'date',
      name: t('cards.declines.date'),
      render: (decline) => (dateFormat ? formatDate(decline.occurredAt, dateFormat) : ''),
    },
    { id: 'reason', name: t('cards.declines.reason'), render: reasonOf },
    {
      id: 'amount',
      name: t('cards.declines.amount'),
      align: 'end',
      render: (decline) => formatAmount(decline.amount, { currency: decline.currency, locale }),
    },
  ];
  return (
    <Stack space="medium" component="section" aria-labelledby="card-declines">
      <Heading level={2} id="card-declines">
        {t('cards.declines.title')}
      </Heading>
      <Text tone="muted" size="small">
        {t('cards.declines.intro')}
      </Text>
      {declines.isError ? (
        <RetryBanner query={declines} retryLabel={t('cards.retry')} />
      ) : (
        <Table
          aria-label={t('cards.declines.title')}
          columns={columns}
          rows={declines.data ?? []}
          emptyState={
            <EmptyState
              title={declines.isPending ? t('cards.loading') : t('cards.declines.empty')}
            />
          }
        />
      )}
    </Stack>
  );
}
