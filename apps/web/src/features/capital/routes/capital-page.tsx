import type { Loan, ScheduledInstalment } from '@outlay/api-client';
import {
  Badge,
  Button,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Stat,
  Text,
  Tiles,
} from '@outlay/design-system';
import { fromMinor } from '@outlay/rules';
import { useState } from 'react';
import { RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';
import { formatAmount } from '@/lib/format/format-amount';
import { useLoanOffer, useLoans } from '../api/capital';
import { AcceptOfferDialog, OfferTerms } from '../components/accept-offer-dialog';

const STATUS_TONE = { paid: 'positive', due: 'info', overdue: 'critical' } as const;

/**
 * `/capital` (admin, the loans flag): the lender's offer with its fee up front, accepted with a
 * fresh code; then every loan (Loan or Growth Loan) with what is paid, due and overdue, what
 * paying it off costs today, and its instalment schedule.
 */
export function CapitalPage() {
  const { t } = useTranslator();
  const loans = useLoans();
  const offer = useLoanOffer();
  const [accepting, setAccepting] = useState(false);
  const current = offer.data?.offer ?? null;

  let body;
  if (!loans.data) {
    body = loans.isError ? (
      <RetryBanner query={loans} title={t('capital.loadError')} retryLabel={t('capital.retry')} />
    ) : (
      <PageLoading />
    );
  } else if (loans.data.loans.length === 0) {
    body = <EmptyState title={t('capital.empty')} description={t('capital.empty.body')} />;
  } else {
    body = (
      <Stack space="xlarge" component="ul" aria-label={t('capital.loans')}>
        {loans.data.loans.map((loan) => (
          <LoanItem key={loan.id} loan={loan} />
        ))}
      </Stack>
    );
  }

  return (
    <Page title={t('capital.title')}>
      {current && (
        <Stack space="medium" component="section">
          <Heading level={2}>{t('capital.offer')}</Heading>
          <OfferTerms offer={current} />
          <Inline space="small">
            <Button
              onPress={() => {
                setAccepting(true);
              }}
            >
              {t('capital.offer.accept')}
            </Button>
          </Inline>
        </Stack>
      )}
      {body}
      {accepting && current && (
        <AcceptOfferDialog
          offer={current}
          onClose={() => {
            setAccepting(false);
          }}
        />
      )}
    </Page>
  );
}

function LoanItem({ loan }: { loan: Loan }) {
  const { t, locale } = useTranslator();
  const money = (minor: number) =>
    formatAmount(fromMinor(minor, loan.currency), { currency: loan.currency, locale });
  const kind = t(loan.flag === 'WC' ? 'capital.flag.WC' : 'capital.flag.GROWTH');
  const name = `${kind}: ${loan.description}`;
  return (
    <Stack space="medium">
      <Heading level={2}>{name}</Heading>
      <Tiles space="medium" columns={4} minWidth="small">
        <Stat label={t('capital.principal')} value={money(loan.principal)} />
        <Stat label={t('capital.paid')} value={money(loan.paid)} />
        <Stat label={t('capital.due')} value={money(loan.due)} />
        <Stat label={t('capital.overdue')} value={money(loan.overdue)} />
        <Stat label={t('capital.payoffToday')} value={money(loan.payoffToday)} />
      </Tiles>
      <Heading level={3}>{t('capital.schedule')}</Heading>
      <Stack space="small" component="ul" aria-label={t('capital.scheduleOf', { name })}>
        {loan.instalments.map((row) => (
          <InstalmentRow
            key={row.id}
            row={row}
            money={money}
            day={(value) => formatMonthDayYear(value, locale)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function InstalmentRow({
  row,
  money,
  day,
}: {
  row: ScheduledInstalment;
  money: (minor: number) => string;
  day: (value: string) => string;
}) {
  const { t } = useTranslator();
  return (
    <Inline space="small" alignY="center">
      <Text>{day(row.dueDate)}</Text>
      <Text weight="strong">{t(`capital.type.${row.paymentType}`)}</Text>
      <Text>{money(row.amount)}</Text>
      <Badge tone={STATUS_TONE[row.status]}>{t(`capital.status.${row.status}`)}</Badge>
      {row.paidDate && <Text tone="muted">{t('capital.paidOn', { date: day(row.paidDate) })}</Text>}
    </Inline>
  );
}
