import { Badge, Box, Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import type { AutopayCurrencyView } from '../model/autopay-currencies';
import { AccountSummary } from './account-summary';

const statusNames: Record<'DONE' | 'IN_PROGRESS' | 'PENDING', MessageId> = {
  DONE: 'billing.agreement.status.DONE',
  IN_PROGRESS: 'billing.agreement.status.IN_PROGRESS',
  PENDING: 'billing.agreement.status.PENDING',
};

const statusTones = { DONE: 'positive', IN_PROGRESS: 'info', PENDING: 'caution' } as const;

export interface AutopayCurrencySectionProps {
  view: AutopayCurrencyView;
  onAddAccount: () => void;
  onChangeAutoDebit: () => void;
  onSetFallback: () => void;
  onSign: (accountId: number) => void;
}

/**
 * One currency's AutoPay: its accounts (failed and rejected ones left out), the one that pays
 * automatically with its agreement's status, the fallback, and the changes an admin can make.
 */
export function AutopayCurrencySection({
  view,
  onAddAccount,
  onChangeAutoDebit,
  onSetFallback,
  onSign,
}: AutopayCurrencySectionProps) {
  const { t } = useTranslator();
  const headingId = `autopay-${view.currency}-heading`;
  const agreement = view.agreement;
  const autoDebit = view.autoDebitAccount;
  return (
    <Box padding="large" borderRadius="large" background="surface" boxShadow="small">
      <Stack space="medium" component="section" aria-labelledby={headingId}>
        <Heading level={3} id={headingId}>
          {t('billing.currency.title', { currency: view.currency })}
        </Heading>
        {view.accounts.length === 0 ? (
          <Text tone="muted">{t('billing.currency.empty', { currency: view.currency })}</Text>
        ) : (
          <Stack
            space="medium"
            component="ul"
            aria-label={t('billing.currency.accounts', { currency: view.currency })}
          >
            {view.accounts.map((account) => (
              <AccountSummary key={account.id} account={account} />
            ))}
          </Stack>
        )}
        {view.accounts.length > 0 && !autoDebit && (
          <Text tone="caution">
            {t('billing.currency.noAutoDebit', { currency: view.currency })}
          </Text>
        )}
        {agreement && autoDebit && (
          <Inline space="small" alignY="center">
            <Text weight="medium">
              {t(agreement.kind === 'PAD' ? 'billing.agreement.PAD' : 'billing.agreement.DDI')}
            </Text>
            <Badge tone={statusTones[agreement.status]}>{t(statusNames[agreement.status])}</Badge>
            {agreement.status !== 'DONE' && (
              <Button
                variant={agreement.status === 'PENDING' ? 'primary' : 'secondary'}
                onPress={() => {
                  onSign(autoDebit.id);
                }}
              >
                {agreement.status === 'IN_PROGRESS'
                  ? t('billing.agreement.continue')
                  : t(
                      agreement.kind === 'PAD'
                        ? 'billing.agreement.signPad'
                        : 'billing.agreement.signDdi',
                    )}
              </Button>
            )}
          </Inline>
        )}
        <Inline space="small">
          <Button variant="secondary" onPress={onAddAccount}>
            {t('billing.currency.add', { currency: view.currency })}
          </Button>
          {view.autoDebitCandidates.length > 0 && (
            <Button variant="secondary" onPress={onChangeAutoDebit}>
              {autoDebit
                ? t('billing.currency.changeAutoDebit')
                : t('billing.currency.chooseAutoDebit')}
            </Button>
          )}
          {autoDebit && view.fallbackCandidates.length > 0 && (
            <Button variant="secondary" onPress={onSetFallback}>
              {t('billing.currency.setFallback')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Box>
  );
}
