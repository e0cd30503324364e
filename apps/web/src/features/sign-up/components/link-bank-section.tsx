import { Banner, Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { bankLinkingProvidersFor, isBankLinkingCountry } from '@outlay/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PROVIDER_NAMES } from '@/components/bank-link/provider-names';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { whenIdle } from '@/lib/when-idle';
import { useSignUp } from '../lib/use-sign-up-actor';

// The provider's widget and its machine show only once the button is pressed: their code loads
// once the step has painted (a modal takes no room on the page while it comes).
const loadBankLinkDialog = () =>
  import('@/components/bank-link/bank-link-dialog').then((module) => ({
    default: module.BankLinkDialog,
  }));
const BankLinkDialog = lazy(loadBankLinkDialog);

/**
 * Linking the company's bank through its country's provider (plaid US/CA, flinks CA, belvo
 * MX/BR/CO), in the provider's widget; the accounts shared join the application. Not offered
 * where no provider links banks: the manual form below stays for everyone.
 */
export function LinkBankSection({ country }: { country: string }) {
  const { t } = useTranslator();
  const { actor, view } = useSignUp();
  const [open, setOpen] = useState(false);
  const [linked, setLinked] = useState<string | null>(null);
  const [provider] = bankLinkingProvidersFor(country);
  const offered = provider !== undefined && isBankLinkingCountry(country);
  useEffect(() => {
    if (!offered) return;
    return whenIdle(() => void loadBankLinkDialog().catch(() => undefined));
  }, [offered]);
  if (!provider || !isBankLinkingCountry(country)) return null;
  const failed = view.failure === 'bankLink' ? view.error : null;
  return (
    <Stack space="medium">
      <Heading level={4} size={4}>
        {t('bank.link.title')}
      </Heading>
      <Text tone="muted">{t('bank.link.intro', { provider: PROVIDER_NAMES[provider] })}</Text>
      <ErrorBanner error={failed} />
      {linked && (
        <Banner tone="success" announce="polite">
          {t('bank.link.done', { bank: linked })}
        </Banner>
      )}
      <Inline space="small">
        <Button
          variant="secondary"
          isDisabled={view.busy}
          onPress={() => {
            setLinked(null);
            setOpen(true);
          }}
        >
          {t('bank.link.open')}
        </Button>
      </Inline>
      {open && (
        <Suspense fallback={null}>
          <BankLinkDialog
            request={{ country }}
            scope="signUp"
            onLinked={(link) => {
              setOpen(false);
              setLinked(link.institutionName);
              actor.send({ type: 'bankLink.linked' });
            }}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
