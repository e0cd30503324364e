import type { AutopayBankAccount } from '@outlay/api-client';
import { Badge, Inline, Stack, Text } from '@outlay/design-system';
import { maskNationalNumber } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';

/** How an account is named wherever it is listed or chosen: its bank and masked number. */
export function useAccountName() {
  const { t } = useTranslator();
  return (account: AutopayBankAccount) =>
    t('billing.account.name', {
      bank: account.bankName ?? t('billing.account.unknownBank'),
      number: account.accountNumber,
    });
}

/** One AutoPay account: its bank and number, verification, and what it does for its currency. */
export function AccountSummary({ account }: { account: AutopayBankAccount }) {
  const { t } = useTranslator();
  const name = useAccountName();
  const fallbackPhone = account.companyBankAccountFallback?.phoneNumber ?? null;
  return (
    <Stack space="xsmall">
      <Inline space="small" alignY="center">
        <Text weight="medium">{name(account)}</Text>
        {account.autoDebitVerificationStatus === 'pending' ? (
          <Badge tone="positive">{t('billing.account.verified')}</Badge>
        ) : (
          <Badge tone="info">{t('billing.account.verifying')}</Badge>
        )}
        {account.autoDebit && <Badge weight="strong">{t('billing.account.autoDebit')}</Badge>}
        {account.companyBankAccountFallback && <Badge>{t('billing.account.fallback')}</Badge>}
      </Inline>
      <Text tone="muted" size="small">
        {account.source === 'linked'
          ? t('billing.account.linked')
          : account.autoDebitVerificationStatus === 'pending'
            ? t('billing.account.manualVerified')
            : t('billing.account.manualVerifying')}
        {fallbackPhone
          ? ` ${t('billing.account.fallbackPhone', { phone: `+${maskNationalNumber(fallbackPhone.slice(1))}` })}`
          : ''}
      </Text>
    </Stack>
  );
}
