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
import { billingPath } from '@/lib/billing-steps';
import { verifiedAutopayAccounts } from '@/lib/verified-autopay-accounts';
import { useLoanOffer, useLoanPayingAccounts, useLoans } from '../api/capital';
import { AcceptOfferDialog, OfferTerms } from '../components/accept-offer-dialog';
import { type LoanPaying, PayLoanDialog } from '../components/pay-loan-dialog';

const STATUS_TONE = { paid: 'positive', due: 'info', overdue: 'critical' } as const;

/**
 * `/capital` (admin, the loans flag): the lender's offer with its fee up front, accepted with a
 * fresh code; then every loan (Loan or Growth Loan) with what is paid, due and overdue, what
 * paying it off costs today, and its instalment schedule; an instalment paid early or the loan
 * paid off from a verified AutoPay account with a fresh code.
 */
export function CapitalPage() {
  const { t } = useTranslator();
  const loans = useLoans();
  const offer = useLoanOffer();
  const [accepting, setAccepting] = useState(false);
  const [paying, setPaying] = useState<{ loanId: number; paying: LoanPaying } | null>(null);
  const accounts = useLoanPayingAccounts({ enabled: paying !== null });
  const current = offer.data?.offer ?? null;
  const payingLoan = paying ? loans.data?.loans.find((loan) => loan.id === paying.loanId) : null;

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
          <LoanItem
            key={loan.id}
            loan={loan}
            onPay={(what) => {
              setPaying({ loanId: loan.id, paying: what });
            }}
          />
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
      {/* The dialog's flow starts from the accounts it is given: it opens once they are read. */}
      {paying && payingLoan && !accounts.isPending && (
        <PayLoanDialog
          loan={payingLoan}
          paying={paying.paying}
          accounts={verifiedAutopayAccounts(accounts.data, payingLoan.currency, new Date())}
          billingHref={billingPath}
          onClose={() => {
            setPaying(null);
          }}
        />
      )}
    </Page>
  );
}

/** The next instalment not yet due: every unpaid part due on the earliest such day. */
export function nextInstalment(loan: Loan): LoanPaying | null {
  const dueDate = loan.instalments
    .filter((row) => row.status === 'due')
    .map((row) => row.dueDate)
    .sort()[0];
  if (dueDate === undefined) return null;
  const amountMinor = loan.instalments
    .filter((row) => row.dueDate === dueDate && row.status !== 'paid')
    .reduce((sum, row) => sum + row.amount, 0);
  return { kind: 'instalment', dueDate, amountMinor };
}

function LoanItem({ loan, onPay }: { loan: Loan; onPay: (what: LoanPaying) => void }) {
  const { t, locale } = useTranslator();
  const money = (minor: number) =>
    formatAmount(fromMinor(minor, loan.currency), { currency: loan.currency, locale });
  const kind = t(loan.flag === 'WC' ? 'capital.flag.WC' : 'capital.flag.GROWTH');
  const name = `${kind}: ${loan.description}`;
  const next = nextInstalment(loan);
  const inFlight = loan.payment?.status === 'pending';
  const day = (value: string) => formatMonthDayYear(value, locale);
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
      {loan.payment && <PaymentLine payment={loan.payment} money={money} />}
      {loan.payoffToday > 0 && (
        <Inline space="small">
          <Button
            isDisabled={inFlight}
            onPress={() => {
              onPay({ kind: 'payoff', dueDate: null, amountMinor: loan.payoffToday });
            }}
          >
            {t('capital.pay.payoff')}
          </Button>
          {next && (
            <Button
              variant="secondary"
              isDisabled={inFlight}
              onPress={() => {
                onPay(next);
              }}
            >
              {t('capital.pay.early', { date: day(next.dueDate ?? '') })}
            </Button>
          )}
        </Inline>
      )}
      <Heading level={3}>{t('capital.schedule')}</Heading>
      <Stack space="small" component="ul" aria-label={t('capital.scheduleOf', { name })}>
        {loan.instalments.map((row) => (
          <InstalmentRow key={row.id} row={row} money={money} day={day} />
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

const PAYMENT_TONE = { pending: 'info', confirmed: 'positive', refused: 'critical' } as const;

/** The loan's latest payment: on its way, confirmed or refused by the bank. */
function PaymentLine({
  payment,
  money,
}: {
  payment: NonNullable<Loan['payment']>;
  money: (minor: number) => string;
}) {
  const { t } = useTranslator();
  return (
    <Inline space="small" alignY="center">
      <Text>
        {t(payment.kind === 'payoff' ? 'capital.payment.payoff' : 'capital.payment.instalment', {
          amount: money(payment.amount),
        })}
      </Text>
      <Badge tone={PAYMENT_TONE[payment.status]}>
        {t(`capital.payment.status.${payment.status}`)}
      </Badge>
    </Inline>
  );
}
