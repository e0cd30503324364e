import {
  Badge,
  EmptyState,
  Heading,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { useCallback, useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { formatMonthDayYear } from '@/lib/format/dates';
import { type SatInvoice, useSatInvoices } from '../api/sat-invoices';
import { InvoicePages } from './invoice-pages';
import { InvoiceSearch } from './invoice-search';

type Row = SatInvoice & { id: string };

/** The company's SAT invoices, newest first, 10 a page, with what each is attached to. */
export function CompanyInvoices() {
  const { t, locale } = useTranslator();
  const [page, setPage] = useState(0);
  const [searchText, setSearchText] = useState('');
  const onSearch = useCallback((text: string) => {
    setSearchText((current) => {
      if (current !== text) setPage(0);
      return text;
    });
  }, []);
  const invoices = useSatInvoices({ page, ...(searchText ? { searchText } : {}) });
  const money = (amount: number, currency: string) => formatAmount(amount, { currency, locale });
  const columns: TableColumn<Row>[] = [
    {
      id: 'issuer',
      name: t('sat.invoices.issuer'),
      isRowHeader: true,
      render: (row) => (
        <Stack space="xsmall">
          <Text>{row.issuerName}</Text>
          <Text size="small" tone="muted">
            {row.issuerRfc}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'issued',
      name: t('sat.invoices.issued'),
      noWrap: true,
      render: (row) => formatMonthDayYear(row.issuedAt, locale, 'America/Mexico_City'),
    },
    {
      id: 'total',
      name: t('sat.invoices.total'),
      align: 'end',
      noWrap: true,
      render: (row) => money(row.total, row.currency),
    },
    {
      id: 'due',
      name: t('sat.invoices.due'),
      align: 'end',
      noWrap: true,
      render: (row) => money(row.dueAmount, row.currency),
    },
    {
      id: 'type',
      name: t('sat.invoices.type'),
      render: (row) => (
        <Badge tone={row.paymentType === 'PPD' ? 'caution' : 'neutral'}>
          {t(`sat.type.${row.paymentType}`)}
        </Badge>
      ),
    },
    {
      id: 'attachedTo',
      name: t('sat.invoices.attachedTo'),
      render: (row) => row.matchedEntry?.title ?? t('sat.invoices.notAttached'),
    },
  ];
  const data = invoices.data;
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {t('sat.invoices.title')}
      </Heading>
      <InvoiceSearch onSearch={onSearch} />
      {!data ? (
        <PageLoading />
      ) : (
        <>
          <Text tone="muted">{t('sat.invoices.count', { count: data.count })}</Text>
          <Table
            aria-label={t('sat.invoices.table')}
            columns={columns}
            rows={data.rows.map((row) => ({ ...row, id: row.invoiceId }))}
            collapseBelow="md"
            emptyState={<EmptyState title={t('sat.invoices.none')} headingLevel={3} />}
          />
          <InvoicePages page={page} count={data.count} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}
