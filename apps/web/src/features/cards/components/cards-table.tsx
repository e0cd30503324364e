import type { Card } from '@outlay/api-client';
import { Badge, EmptyState, Link, Stack, Table, Text } from '@outlay/design-system';
import { type LoadingColumn, skeletonRows, withSkeletonCells } from '@/components/skeleton-rows';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { cardStatusOf } from '../model/card-status';

interface CardsTableProps {
  /** Undefined until the first page arrives: skeleton rows hold the table's place. */
  cards: readonly Card[] | undefined;
  /** Admins and managers see the company's cards, so the holder column. */
  showHolder: boolean;
  hrefOf: (card: Card) => string;
}

/** The cards: name and last four (a link to the card), holder, type, status, spend and limit. */
export function CardsTable({ cards, showHolder, hrefOf }: CardsTableProps) {
  const { t, locale } = useTranslator();
  const columns: LoadingColumn<Card>[] = [
    {
      id: 'card',
      name: t('cards.column.card'),
      isRowHeader: true,
      render: (card) => (
        <Link href={hrefOf(card)}>
          {t('cards.cardName', { name: card.name, lastFour: card.lastFour })}
        </Link>
      ),
    },
    ...(showHolder
      ? [
          {
            id: 'holder',
            name: t('cards.column.holder'),
            render: (card: Card) => `${card.holder.firstName} ${card.holder.lastName}`,
          },
        ]
      : []),
    {
      id: 'type',
      name: t('cards.column.type'),
      render: (card) => t(`cards.type.${card.cardType}`),
    },
    {
      id: 'status',
      name: t('cards.column.status'),
      render: (card) => {
        const status = cardStatusOf(card);
        return <Badge tone={status.tone}>{t(status.label)}</Badge>;
      },
    },
    {
      id: 'spend',
      name: t('cards.column.spend'),
      align: 'end',
      render: (card) => {
        const spent = formatAmount(card.spent, { currency: card.currency, locale });
        return (
          <Stack space="xxsmall" align="right">
            <Text weight="strong">{spent}</Text>
            <Text size="small" tone="muted">
              {card.spendLimit === null
                ? t('cards.noLimit')
                : t(`cards.limit.${card.limitPeriod}`, {
                    limitAmount: formatAmount(card.spendLimit, { currency: card.currency, locale }),
                  })}
            </Text>
          </Stack>
        );
      },
    },
  ];
  return (
    <Table
      aria-label={t('cards.table')}
      columns={withSkeletonCells(columns, t('cards.loading'))}
      rows={cards ?? skeletonRows(5)}
      collapseBelow="md"
      emptyState={<EmptyState title={t('cards.empty')} description={t('cards.emptyHint')} />}
    />
  );
}
