import type { Entry } from '@outlay/api-client';
import {
  Badge,
  Banner,
  Box,
  Button,
  EmptyState,
  Heading,
  Inline,
  Link,
  Meter,
  Pagination,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import type { EntryDrawerProps, EntryRef } from '@/entries/entry-ref';
import { cardAmount } from '@/entries/entry-amount';
import { formatAmount } from '@/lib/format/format-amount';
import { dateFormatFor, formatDate } from '@/lib/format/dates';
import { useCompanyDetails } from '@/session/use-company-details';
import { useCard } from '../api/get-card';
import {
  useCardTransactions,
  useCardTransactionsChanged,
  useCardTransactionsPageReader,
} from '../api/get-card-transactions';
import { CardActions } from '../components/card-actions';
import { CardDeclines } from '../components/card-declines';
import { FreezeControl } from '../components/freeze-control';
import { PinSetup } from '../components/pin-setup';
import { CATEGORY_LABELS } from '../model/categories';
import { cardStatusOf, limitShare } from '../model/card-status';
import { Page, PageMain } from '@/components/page';

type CardEntry = Extract<Entry, { type: 'card' }>;

// The controls' form (merchants and categories to choose from) loads when Edit is pressed.
const CardControlsDialog = lazy(() =>
  import('../components/card-controls-dialog').then((module) => ({
    default: module.CardControlsDialog,
  })),
);

/**
 * A card's page: its status (with the spec's message when the issuer stopped it for suspected
 * fraud), spend against its limit and period, its controls, freeze or unfreeze, and its recent
 * transactions, each opening the transaction drawer (another feature's, passed in as `drawer`).
 */
export function CardPage({
  cardId,
  drawer,
}: {
  cardId: number;
  drawer: (props: EntryDrawerProps) => ReactNode;
}) {
  const { t, locale } = useTranslator();
  const card = useCard(cardId);
  const company = useCompanyDetails();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<EntryRef | null>(null);
  const [editing, setEditing] = useState(false);
  const transactions = useCardTransactions(cardId, page - 1);
  const readPage = useCardTransactionsPageReader(cardId);
  const transactionsChanged = useCardTransactionsChanged();

  if (card.isPending) {
    return (
      <PageMain>
        <Skeleton width="1/2" label={t('cards.loading')} />
      </PageMain>
    );
  }
  if (card.isError) {
    return (
      <Page title={t('cards.title')} space="medium">
        <ErrorBanner error={card.error} />
        <Link href="/cards">{t('cards.back')}</Link>
      </Page>
    );
  }
  const details = card.data;
  const status = cardStatusOf(details);
  const share = limitShare(details);
  const amount = (value: number) => formatAmount(value, { currency: details.currency, locale });
  const dateFormat = company.data ? dateFormatFor(company.data) : undefined;
  const rows = (transactions.data?.transactions ?? []).filter(
    (entry): entry is CardEntry => entry.type === 'card',
  );
  const columns: TableColumn<CardEntry & { id: number }>[] = [
    {
      id: 'merchant',
      name: t('cards.tx.merchant'),
      isRowHeader: true,
      render: (entry) => entry.title,
    },
    {
      id: 'date',
      name: t('cards.tx.date'),
      render: (entry) =>
        dateFormat ? formatDate(entry.transaction.transactionDateTime, dateFormat) : '',
    },
    {
      id: 'amount',
      name: t('cards.tx.amount'),
      align: 'end',
      render: (entry) => {
        const value = cardAmount(entry.transaction);
        return formatAmount(value.amount, { currency: value.currency, locale });
      },
    },
  ];

  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      <Stack space="xlarge">
        <Link href="/cards">{t('cards.back')}</Link>
        <Stack space="small">
          <Inline space="small" alignY="center">
            <Heading level={1}>
              {t('cards.cardName', { name: details.name, lastFour: details.lastFour })}
            </Heading>
            <Badge tone={status.tone}>{t(status.label)}</Badge>
          </Inline>
          <Text tone="muted">
            {t('cards.heldBy', {
              type: t(`cards.type.${details.cardType}`),
              holder: `${details.holder.firstName} ${details.holder.lastName}`,
            })}
          </Text>
        </Stack>
        {details.suspectedFraud && (
          <Banner tone="danger" title={t('cards.status.fraud')}>
            {t('cards.fraudMessage')}
          </Banner>
        )}
        <Stack space="small" component="section" aria-labelledby="card-limit">
          <Heading level={2} id="card-limit">
            {t('cards.limitTitle')}
          </Heading>
          {share === null || details.spendLimit === null ? (
            <Text>{t('cards.spentNoLimit', { spent: amount(details.spent) })}</Text>
          ) : (
            <Meter
              label={t(`cards.limit.${details.limitPeriod}`, {
                limitAmount: amount(details.spendLimit),
              })}
              value={share * 100}
              valueLabel={t('cards.spentOf', {
                spent: amount(details.spent),
                limitAmount: amount(details.spendLimit),
              })}
            />
          )}
          <Text tone="muted" size="small">
            {details.limitScope === 'merchant'
              ? t('cards.scope.onlyMerchants', {
                  merchants: details.allowedMerchants.map((merchant) => merchant.name).join(', '),
                })
              : details.limitScope === 'merchant-category'
                ? t('cards.categories.only', {
                    categories: details.allowedCategories
                      .map((category) => t(CATEGORY_LABELS[category]))
                      .join(', '),
                  })
                : t('cards.scope.anywhere')}
          </Text>
        </Stack>
        {details.permissions.editControls && (
          <div>
            <Button
              variant="secondary"
              onPress={() => {
                setEditing(true);
              }}
            >
              {t('cards.controls.edit')}
            </Button>
          </div>
        )}
        {editing && (
          <Suspense fallback={null}>
            <CardControlsDialog
              card={details}
              onClose={() => {
                setEditing(false);
              }}
            />
          </Suspense>
        )}
        {details.replacedByCardId !== null && (
          <Link href={`/cards/${String(details.replacedByCardId)}`}>{t('cards.replacement')}</Link>
        )}
        <Inline space="small" alignY="top">
          {details.permissions.freeze && <FreezeControl card={details} />}
          <CardActions card={details} />
        </Inline>
        {details.permissions.setPin && <PinSetup card={details} />}
        <Stack space="medium" component="section" aria-labelledby="card-transactions">
          <Heading level={2} id="card-transactions">
            {t('cards.tx.title')}
          </Heading>
          {transactions.isError ? (
            <RetryBanner query={transactions} retryLabel={t('cards.retry')} />
          ) : (
            <Table
              aria-label={t('cards.tx.title')}
              columns={columns}
              rows={rows.map((entry) => ({ ...entry, id: entry.transaction.id }))}
              onRowAction={(key) => {
                setOpen({ type: 'card', id: Number(key) });
              }}
              emptyState={<EmptyState title={t('cards.tx.empty')} />}
            />
          )}
          {transactions.data && transactions.data.pages > 1 && (
            <Pagination
              label={t('cards.tx.pagination')}
              page={page}
              pageCount={transactions.data.pages}
              onPageChange={setPage}
            />
          )}
          {!transactions.data && transactions.isPending && (
            <Button variant="quiet" isPending>
              {t('cards.loading')}
            </Button>
          )}
        </Stack>
        <CardDeclines cardId={cardId} dateFormat={dateFormat} />
      </Stack>
      {open &&
        drawer({
          entry: open,
          page,
          pageCount: transactions.data?.pages ?? page,
          rows: transactions.data?.transactions,
          loadPage: readPage,
          onMove: (entry, number) => {
            setOpen(entry);
            setPage(number);
          },
          onClose: () => {
            setOpen(null);
          },
          onFilesChanged: transactionsChanged,
        })}
    </Box>
  );
}
