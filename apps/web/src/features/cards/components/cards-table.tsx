import type { Card } from '@outlay/api-client';
import {
  Badge,
  EmptyState,
  Link,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { useTranslator } from '../../../i18n/intl';
import { formatAmount } from '../../../lib/format/format-amount';
import { cardStatusOf } from '../model/card-status';

type Row = Card | { id: string; skeleton: true };

const isSkeleton = (row: Row): row is { id: string; skeleton: true } => 'skeleton' in row;

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
  const rows: readonly Row[] =
    cards ?? Array.from({ length: 5 }, (_, index) => ({ id: `skeleton-${index}`, skeleton: true }));
  const loading = <Skeleton width="3/4" label={t('cards.loading')} />;
  const columns: TableColumn<Row>[] = [
    {
      id: 'card',
      name: t('cards.column.card'),
      isRowHeader: true,
      render: (row) =>
        isSkeleton(row) ? (
          loading
        ) : (
          <Link href={hrefOf(row)}>
            {t('cards.cardName', { name: row.name, lastFour: row.lastFour })}
          </Link>
        ),
    },
    ...(showHolder
      ? [
          {
            id: 'holder',
            name: t('cards.column.holder'),
            render: (row: Row) =>
              isSkeleton(row) ? loading : `${row.holder.firstName} ${row.holder.lastName}`,
          },
        ]
      : []),
    {
      id: 'type',
      name: t('cards.column.type'),
      render: (row) => (isSkeleton(row) ? loading : t(`cards.type.${row.cardType}`)),
    },
    {
      id: 'status',
      name: t('cards.column.status'),
      render: (row) => {
        if (isSkeleton(row)) return loading;
        const status = cardStatusOf(row);
        return <Badge tone={status.tone}>{t(status.label)}</Badge>;
      },
    },
    {
      id: 'spend',
      name: t('cards.column.spend'),
      align: 'end',
      render: (row) => {
        if (isSkeleton(row)) return loading;
        const spent = formatAmount(row.spent, { currency: row.currency, locale });
        return (
          <Stack space="xxsmall" align="right">
            <Text weight="strong">{spent}</Text>
            <Text size="small" tone="muted">
              {row.spendLimit === null
                ? t('cards.noLimit')
                : t(`cards.limit.${row.limitPeriod}`, {
                    limitAmount: formatAmount(row.spendLimit, { currency: row.currency, locale }),
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
      columns={columns}
      rows={rows}
      collapseBelow="md"
      emptyState={<EmptyState title={t('cards.empty')} description={t('cards.emptyHint')} />}
    />
  );
}
