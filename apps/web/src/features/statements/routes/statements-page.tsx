import type { Statement, StatementFileFormat } from '@outlay/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Heading,
  Inline,
  Link,
  LiveRegion,
  Stack,
  Stat,
  Text,
  Tiles,
} from '@outlay/design-system';
import { fromMinor } from '@outlay/rules';
import { useState } from 'react';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { billingPath } from '@/lib/billing-steps';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { paths } from '@/lib/paths';
import { useUserProfile } from '@/session/use-user-profile';
import { verifiedAutopayAccounts } from '@/lib/verified-autopay-accounts';
import { useStatementDownload } from '../api/statement-download';
import { usePayingAccounts, useStatements } from '../api/statements';
import { PayNowDialog } from '../components/pay-now-dialog';
import { STATE_TONE } from '../model/statement-state';

/** The dashboard on the statement's cycle, by posted date (its Statement View). */
export const entriesHref = (statement: Statement) => {
  const search = new URLSearchParams({
    range: 'custom',
    from: statement.periodStart,
    to: statement.closingDate,
    statement: '1',
  });
  return `${paths.dashboard}?${search.toString()}`;
};

/** Each file's name as the live region says it (a file type, the same in every language). */
const FORMAT_NAMES: Record<StatementFileFormat, string> = {
  pdf: 'PDF',
  csv: 'CSV',
  'cfdi-xml': 'CFDI XML',
  'cfdi-pdf': 'CFDI PDF',
};

const canPay = (statement: Statement) =>
  (statement.state === 'due' || statement.state === 'overdue') &&
  statement.amountDue > 0 &&
  statement.payment?.status !== 'pending';

/**
 * `/statement` (admin and bookkeeper): the cycle running now, then every closed cycle newest
 * first with its figures and state; each opens to its entries on the dashboard, downloads as a
 * PDF or a CSV, and (for an admin) is paid with Pay now.
 */
export function StatementsPage({
  goTo = (url) => {
    window.location.assign(url);
  },
}: {
  /** Where the browser goes with a file's link (the download). */
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslator();
  const statements = useStatements();
  const profile = useUserProfile();
  const isAdmin = profile.data?.role === 'admin';
  const autopay = usePayingAccounts({ enabled: isAdmin });
  const downloads = useStatementDownload(goTo);
  const [payingId, setPayingId] = useState<string | null>(null);
  const list = statements.data?.statements;
  const paying = list?.find((statement) => statement.id === payingId) ?? null;
  const currencies = new Set(list?.map((statement) => statement.currency.alphaCode));

  let body;
  if (!list) {
    body = statements.isError ? (
      <RetryBanner
        query={statements}
        title={t('statements.loadError')}
        retryLabel={t('statements.retry')}
      />
    ) : (
      <PageLoading />
    );
  } else if (list.length === 0) {
    body = <EmptyState title={t('statements.empty')} description={t('statements.empty.body')} />;
  } else {
    body = (
      <Stack space="xlarge" component="ul" aria-label={t('statements.listLabel')}>
        {list.map((statement) => (
          <StatementItem
            key={statement.id}
            statement={statement}
            showCurrency={currencies.size > 1}
            canPay={isAdmin && canPay(statement)}
            pendingFormat={
              downloads.pending?.startsWith(`${statement.id}:`) === true
                ? (downloads.pending.slice(statement.id.length + 1) as StatementFileFormat)
                : null
            }
            onDownload={(format) => void downloads.download(statement.id, format)}
            onPay={() => {
              setPayingId(statement.id);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Page title={t('statements.title')}>
      <LiveRegion visuallyHidden>
        {downloads.started
          ? t('statements.download.started', {
              format: FORMAT_NAMES[downloads.started.format],
            })
          : ''}
      </LiveRegion>
      <ErrorBanner error={downloads.error} fallbackKey="statements.download.failed" />
      {body}
      {/* The dialog's flow starts from the accounts it is given: it opens once they are read. */}
      {paying && !autopay.isPending && (
        <PayNowDialog
          statement={paying}
          accounts={verifiedAutopayAccounts(autopay.data, paying.currency.alphaCode, new Date())}
          billingHref={billingPath}
          onClose={() => {
            setPayingId(null);
          }}
        />
      )}
    </Page>
  );
}

interface StatementItemProps {
  statement: Statement;
  showCurrency: boolean;
  canPay: boolean;
  pendingFormat: StatementFileFormat | null;
  onDownload: (format: StatementFileFormat) => void;
  onPay: () => void;
}

function StatementItem({
  statement,
  showCurrency,
  canPay: payable,
  pendingFormat,
  onDownload,
  onPay,
}: StatementItemProps) {
  const { t, locale } = useTranslator();
  const currency = statement.currency.alphaCode;
  const money = (minor: number) => formatAmount(fromMinor(minor, currency), { currency, locale });
  const day = (value: string) => formatMonthDayYear(value, locale);
  const period = t('statements.period', {
    start: day(statement.periodStart),
    end: day(statement.closingDate),
  });
  const name = showCurrency ? t('statements.periodIn', { period, currency }) : period;
  const headingId = `statement-${statement.id}`;
  const isOpen = statement.state === 'open';
  const payment = statement.payment;
  const autopay = statement.autopay;
  const cfdi = statement.cfdi;

  return (
    <Stack space="medium">
      <Inline space="small" alignY="center">
        <Heading level={2} id={headingId}>
          {isOpen ? t('statements.current', { period: name }) : name}
        </Heading>
        <Badge tone={STATE_TONE[statement.state]}>{t(`statements.state.${statement.state}`)}</Badge>
      </Inline>
      <Tiles space="medium" columns={4} minWidth="small">
        <Stat label={t('statements.closingDate')} value={day(statement.closingDate)} />
        <Stat label={t('statements.dueDate')} value={day(statement.dueDate)} />
        <Stat label={t('statements.previousBalance')} value={money(statement.previousBalance)} />
        <Stat label={t('statements.purchases')} value={money(statement.purchases)} />
        <Stat
          label={t('statements.paymentsAndCredits')}
          value={money(statement.paymentsAndCredits)}
        />
        <Stat label={t('statements.feesAndPenalties')} value={money(statement.feesAndPenalties)} />
        <Stat label={t('statements.newBalance')} value={money(statement.newBalance)} />
        <Stat label={t('statements.amountDue')} value={money(statement.amountDue)} />
      </Tiles>
      {autopay?.status === 'scheduled' && (
        <Text>
          {t('statements.autopay.notice', {
            amount: money(autopay.amount),
            date: day(autopay.date),
            account: autopay.account.bankName
              ? t('statements.pay.account', {
                  bank: autopay.account.bankName,
                  number: t('statements.autopay.account', { lastFour: autopay.account.lastFour }),
                })
              : t('statements.autopay.account', { lastFour: autopay.account.lastFour }),
          })}
        </Text>
      )}
      {cfdi?.status === 'stamped' && cfdi.uuid !== null && (
        <Text tone="muted">{t('statements.cfdi.stamped', { uuid: cfdi.uuid.toUpperCase() })}</Text>
      )}
      {cfdi?.status === 'pending' && <Text>{t('statements.cfdi.pending')}</Text>}
      {(cfdi?.status === 'refused' || cfdi?.status === 'failed') && (
        <Text tone="critical">{t('statements.cfdi.notStamped')}</Text>
      )}
      {payment?.status === 'pending' && (
        <Text>{t('statements.payment.pending', { amount: money(payment.amount) })}</Text>
      )}
      {payment?.status === 'refused' && statement.amountDue > 0 && (
        <Text tone="critical">
          {t('statements.payment.refused', { amount: money(payment.amount) })}
        </Text>
      )}
      <Inline space="small" alignY="center">
        <Link
          href={entriesHref(statement)}
          aria-label={t('statements.viewEntriesOf', { count: statement.entryCount, name })}
        >
          {t('statements.viewEntries', { count: statement.entryCount })}
        </Link>
        {!isOpen && (
          <>
            <Button
              variant="secondary"
              aria-label={t('statements.downloadPdfOf', { name })}
              isPending={pendingFormat === 'pdf'}
              onPress={() => {
                onDownload('pdf');
              }}
            >
              {t('statements.downloadPdf')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('statements.downloadCsvOf', { name })}
              isPending={pendingFormat === 'csv'}
              onPress={() => {
                onDownload('csv');
              }}
            >
              {t('statements.downloadCsv')}
            </Button>
          </>
        )}
        {cfdi?.status === 'stamped' && (
          <>
            <Button
              variant="secondary"
              aria-label={t('statements.downloadCfdiXmlOf', { name })}
              isPending={pendingFormat === 'cfdi-xml'}
              onPress={() => {
                onDownload('cfdi-xml');
              }}
            >
              {t('statements.downloadCfdiXml')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('statements.downloadCfdiPdfOf', { name })}
              isPending={pendingFormat === 'cfdi-pdf'}
              onPress={() => {
                onDownload('cfdi-pdf');
              }}
            >
              {t('statements.downloadCfdiPdf')}
            </Button>
          </>
        )}
        {payable && (
          <Button aria-label={t('statements.payNowOf', { name })} onPress={onPay}>
            {t('statements.payNow')}
          </Button>
        )}
      </Inline>
    </Stack>
  );
}
