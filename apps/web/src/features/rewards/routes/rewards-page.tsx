import type { Referral, RewardLedgerRow, RewardRedemption, Rewards } from '@outlay/api-client';
import {
  Badge,
  Button,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  LiveRegion,
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
import { useCompanyDetails } from '@/session/use-company-details';
import { useUserProfile } from '@/session/use-user-profile';
import { verifiedAutopayAccounts } from '@/lib/verified-autopay-accounts';
import { useCancelRedemption } from '../api/cancel-redemption';
import { useDepositAccounts, useRewards } from '../api/rewards';
import { ApplyCashbackDialog } from '../components/apply-cashback-dialog';
import { STATUS_TONE } from '../model/redemption-status';

/**
 * `/rewards` (admin): the cashback available, what the cycle running now is earning, the rates
 * by merchant category, the referral link to share and the companies referred (what each still
 * needs before its credit is paid), every redemption (a pending statement credit can be
 * cancelled) and the ledger's history; "Apply to statement" redeems.
 */
export function RewardsPage({
  copyText = (text) => navigator.clipboard.writeText(text),
}: {
  /** Where "Copy referral link" writes (the clipboard). */
  copyText?: (text: string) => Promise<void>;
}) {
  const { t, locale } = useTranslator();
  const rewards = useRewards();
  const [applying, setApplying] = useState(false);
  const accounts = useDepositAccounts({ enabled: applying });
  const data = rewards.data;

  let body;
  if (!data) {
    body = rewards.isError ? (
      <RetryBanner query={rewards} title={t('rewards.loadError')} retryLabel={t('rewards.retry')} />
    ) : (
      <PageLoading />
    );
  } else {
    const money = (minor: number) =>
      formatAmount(fromMinor(minor, data.currency), { currency: data.currency, locale });
    body = (
      <>
        <Stack space="medium">
          <Tiles space="medium" columns={3} minWidth="small">
            <Stat label={t('rewards.available')} value={money(data.available)} />
            <Stat label={t('rewards.pending')} value={money(data.pending)} />
            <Stat label={t('rewards.earned')} value={money(data.earned)} />
          </Tiles>
          <Text tone="muted">
            {t('rewards.pending.note', {
              date: formatMonthDayYear(data.openCycle.closingDate, locale),
            })}
          </Text>
        </Stack>
        <Rates rewards={data} />
        <Referral copyText={copyText} />
        <Referred referrals={data.referrals} money={money} />
        <Redemptions redemptions={data.redemptions} money={money} />
        <History rows={data.history} money={money} />
      </>
    );
  }

  return (
    <Page
      title={t('rewards.title')}
      actions={
        data ? (
          <Button
            onPress={() => {
              setApplying(true);
            }}
          >
            {t('rewards.applyToStatement')}
          </Button>
        ) : undefined
      }
    >
      {body}
      {/* The dialog's flow starts from the accounts it is given: it opens once they are read. */}
      {applying && data && !accounts.isPending && (
        <ApplyCashbackDialog
          currency={data.currency}
          availableMinor={data.available}
          accounts={verifiedAutopayAccounts(accounts.data, data.currency, new Date())}
          onClose={() => {
            setApplying(false);
          }}
        />
      )}
    </Page>
  );
}

function Rates({ rewards }: { rewards: Rewards }) {
  const { t, locale } = useTranslator();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Stack space="small" component="section">
      <Heading level={2}>{t('rewards.rates')}</Heading>
      {rewards.rates.length === 0 ? (
        <Text>{t('rewards.rates.none')}</Text>
      ) : (
        <DescriptionList
          items={rewards.rates.map((rate) => ({
            id: rate.category,
            term: t(`rewards.category.${rate.category}`),
            description: percent.format(rate.rate / 10_000),
          }))}
        />
      )}
    </Stack>
  );
}

function Referral({ copyText }: { copyText: (text: string) => Promise<void> }) {
  const { t } = useTranslator();
  const company = useCompanyDetails();
  const profile = useUserProfile();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const url = company.data?.referralUrl ?? null;
  const code = company.data?.referralCode ?? null;
  if (!url && !code) return null;
  return (
    <Stack space="small" component="section">
      <Heading level={2}>{t('rewards.referral')}</Heading>
      {profile.data?.referralText && <Text>{profile.data.referralText}</Text>}
      <DescriptionList
        items={[
          ...(code ? [{ id: 'code', term: t('rewards.referral.code'), description: code }] : []),
          ...(url ? [{ id: 'url', term: t('rewards.referral.link'), description: url }] : []),
        ]}
      />
      {url && (
        <Inline space="small" alignY="center">
          <Button
            variant="secondary"
            onPress={() => {
              copyText(url).then(
                () => {
                  setCopied('copied');
                },
                () => {
                  setCopied('failed');
                },
              );
            }}
          >
            {t('rewards.referral.copy')}
          </Button>
          <LiveRegion>
            {copied === 'copied' && <Text>{t('rewards.referral.copied')}</Text>}
            {copied === 'failed' && <Text tone="critical">{t('rewards.referral.copyFailed')}</Text>}
          </LiveRegion>
        </Inline>
      )}
    </Stack>
  );
}

const REFERRAL_TONE = {
  invited: 'neutral',
  signedUp: 'info',
  approved: 'info',
  paid: 'positive',
} as const;

/** The companies referred: each one's state, and what it still needs before the credit. */
function Referred({
  referrals,
  money,
}: {
  referrals: readonly Referral[];
  money: (minor: number) => string;
}) {
  const { t, locale } = useTranslator();
  return (
    <Stack space="small" component="section">
      <Heading level={2}>{t('rewards.referred')}</Heading>
      {referrals.length === 0 ? (
        <Text>{t('rewards.referred.none')}</Text>
      ) : (
        <Stack space="medium" component="ul" aria-label={t('rewards.referred')}>
          {referrals.map((referral) => (
            <Stack key={referral.id} space="xsmall">
              <Inline space="small" alignY="center">
                <Text weight="strong">{referral.companyName}</Text>
                <Badge tone={REFERRAL_TONE[referral.state]}>
                  {t(`rewards.referred.state.${referral.state}`)}
                </Badge>
                <Text tone="muted">
                  {t('rewards.referred.on', {
                    date: formatMonthDayYear(referral.referredAt, locale),
                  })}
                </Text>
              </Inline>
              {referral.state === 'paid' ? (
                <Text>
                  {t('rewards.referred.paid', {
                    amount: money(referral.credit),
                    date: formatMonthDayYear(referral.paidAt ?? referral.referredAt, locale),
                  })}
                </Text>
              ) : (
                <Text>
                  {t('rewards.referred.needs', {
                    amount: money(referral.credit),
                    needs: referral.needs
                      .map((need) =>
                        t(`rewards.referred.need.${need}`, {
                          amount: money(Math.max(0, referral.requiredSpend - referral.spent)),
                        }),
                      )
                      .join(t('rewards.referred.needSeparator')),
                  })}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Redemptions({
  redemptions,
  money,
}: {
  redemptions: readonly RewardRedemption[];
  money: (minor: number) => string;
}) {
  const { t, locale } = useTranslator();
  const cancel = useCancelRedemption();
  if (redemptions.length === 0) return null;
  return (
    <Stack space="small" component="section">
      <Heading level={2}>{t('rewards.redemptions')}</Heading>
      <Stack space="medium" component="ul" aria-label={t('rewards.redemptions')}>
        {redemptions.map((redemption) => {
          const name = t(
            redemption.destination === 'statement'
              ? 'rewards.redemption.statement'
              : 'rewards.redemption.account',
            { amount: money(redemption.amount) },
          );
          return (
            <Inline key={redemption.id} space="small" alignY="center">
              <Text weight="strong">{name}</Text>
              <Badge tone={STATUS_TONE[redemption.status]}>
                {t(`rewards.status.${redemption.status}`)}
              </Badge>
              <Text tone="muted">{formatMonthDayYear(redemption.createdAt, locale)}</Text>
              {redemption.status === 'pending' && redemption.destination === 'statement' && (
                <Button
                  variant="secondary"
                  aria-label={t('rewards.redemption.cancelOf', { name })}
                  isPending={cancel.isPending && cancel.variables === redemption.id}
                  onPress={() => {
                    cancel.mutate(redemption.id);
                  }}
                >
                  {t('rewards.redemption.cancel')}
                </Button>
              )}
            </Inline>
          );
        })}
      </Stack>
    </Stack>
  );
}

function History({
  rows,
  money,
}: {
  rows: readonly RewardLedgerRow[];
  money: (minor: number) => string;
}) {
  const { t, locale } = useTranslator();
  const day = (value: string) => formatMonthDayYear(value, locale);
  return (
    <Stack space="small" component="section">
      <Heading level={2}>{t('rewards.history')}</Heading>
      {rows.length === 0 ? (
        <EmptyState
          title={t('rewards.history.empty')}
          description={t('rewards.history.emptyBody')}
        />
      ) : (
        <Stack space="small" component="ul" aria-label={t('rewards.history')}>
          {rows.map((row) => (
            <Inline key={row.id} space="small" alignY="center">
              <Text>
                {row.kind === 'cashback' && row.periodStart && row.closingDate
                  ? t('rewards.history.cashback', {
                      start: day(row.periodStart),
                      end: day(row.closingDate),
                    })
                  : t(`rewards.history.${row.kind}`)}
              </Text>
              <Text weight="strong">{money(row.amount)}</Text>
              <Text tone="muted">{day(row.createdAt)}</Text>
            </Inline>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
