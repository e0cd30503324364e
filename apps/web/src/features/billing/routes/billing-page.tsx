import type { BankLink, LinkTokenRequest } from '@outlay/api-client';
import { Banner, Button, EmptyState, Heading, showToast, Stack, Text } from '@outlay/design-system';
import { agreementKindOf } from '@outlay/rules';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { billingPath, billingStepOf, type SigningOutcome } from '@/lib/billing-steps';
import { messageOf } from '@/lib/message-of';
import { useAutopayAccounts } from '@/session/use-autopay-accounts';
import { useBillingConfiguration } from '@/session/use-billing-configuration';
import { useCompanyDetails } from '@/session/use-company-details';
import { useBankLinked } from '../api/bank-links';
import type { AddMethod } from '../components/add-account-dialog';
import { AutoDebitDialog } from '../components/auto-debit-dialog';
import { AutopayCurrencySection } from '../components/autopay-currency-section';
import { BankLinksSection } from '../components/bank-links-section';
import { BillingConfigurationSection } from '../components/billing-configuration-section';
import { FallbackDialog } from '../components/fallback-dialog';
import { SignAgreementDialog } from '../components/sign-agreement-dialog';
import { autopayCurrencies, linkingCountryOf } from '../model/autopay-currencies';
import { Page } from '@/components/page';
import { RetryBanner } from '@/components/error-banner';

// Adding an account checks CLABEs and IBANs with their libraries (some 15 KB), and linking a
// bank runs the bank-link machine: both load when their dialog opens, not with the page.
const AddAccountDialog = lazy(() =>
  import('../components/add-account-dialog').then((module) => ({
    default: module.AddAccountDialog,
  })),
);
const BankLinkDialog = lazy(() =>
  import('@/components/bank-link/bank-link-dialog').then((module) => ({
    default: module.BankLinkDialog,
  })),
);

/** The one dialog billing has open, if any: each step of spec part 1 §2.4's banner is one. */
type Open =
  | { kind: 'add'; currency: string; method: AddMethod; linkedAccountId: number | null }
  | { kind: 'link'; request: LinkTokenRequest; thenAddFor: string | null }
  | { kind: 'autoDebit'; currency: string }
  | { kind: 'fallback'; currency: string }
  | { kind: 'sign'; accountId: number };

function openFromAddress(search: string): Open | null {
  const { step, signing } = billingStepOf(search);
  if (!step) return null;
  switch (step.kind) {
    case 'add-account':
      return {
        kind: 'add',
        currency: step.currency,
        method: linkingCountryOf(step.currency) ? 'link' : 'manual',
        linkedAccountId: null,
      };
    case 'auto-debit':
      return { kind: 'autoDebit', currency: step.currency };
    case 'sign':
      // Back from the signing page: the outcome is said, nothing reopens.
      return signing ? null : { kind: 'sign', accountId: step.accountId };
  }
}

/**
 * `/billing` (admin): how statements are billed and what is due, each currency's AutoPay
 * accounts with their agreement, adding an account (linked or by hand), the fallback and
 * auto-debit accounts, signing the agreement, and the linked banks. The autopay banner's
 * buttons land here on the step they name (`?step=`).
 */
export function BillingPage() {
  const { t } = useTranslator();
  const search = useSearch();
  const [, navigate] = useLocation();
  const bankLinked = useBankLinked();
  const company = useCompanyDetails();
  const billing = useBillingConfiguration();
  const autoDebitFlow = company.data?.autoDebitFlowEnable ?? false;
  const accounts = useAutopayAccounts({ enabled: autoDebitFlow });
  const [open, setOpen] = useState<Open | null>(() => openFromAddress(search));
  const [signing] = useState<SigningOutcome | null>(() => billingStepOf(search).signing);

  // Said once, on arrival: the address then forgets the step, so a reload opens nothing again.
  const arrived = useEffectEvent(() => {
    if (search) navigate(billingPath, { replace: true });
    if (signing === 'completed') {
      showToast({ tone: 'success', description: t('billing.signing.completed') });
    }
  });
  useEffect(() => {
    arrived();
  }, []);

  const close = () => {
    setOpen(null);
  };
  const changed = (message: string) => () => {
    setOpen(null);
    showToast({ tone: 'success', description: message });
  };

  const views = accounts.data ? autopayCurrencies(accounts.data, new Date()) : [];
  const viewOf = (currency: string) => views.find((view) => view.currency === currency);

  let autopay;
  if (!company.data || (autoDebitFlow && accounts.isPending)) {
    autopay = <PageLoading />;
  } else if (!autoDebitFlow) {
    autopay = <Text tone="muted">{t('billing.autopay.unavailable')}</Text>;
  } else if (accounts.isError) {
    autopay = (
      <EmptyState
        title={t('billing.autopay.loadError')}
        description={messageOf(accounts.error, t)}
        headingLevel={3}
        action={<Button onPress={() => void accounts.refetch()}>{t('billing.retry')}</Button>}
      />
    );
  } else {
    autopay = (
      <Stack space="large">
        {views.map((view) => (
          <AutopayCurrencySection
            key={view.currency}
            view={view}
            onAddAccount={() => {
              setOpen({
                kind: 'add',
                currency: view.currency,
                method: linkingCountryOf(view.currency) ? 'link' : 'manual',
                linkedAccountId: null,
              });
            }}
            onChangeAutoDebit={() => {
              setOpen({ kind: 'autoDebit', currency: view.currency });
            }}
            onSetFallback={() => {
              setOpen({ kind: 'fallback', currency: view.currency });
            }}
            onSign={(accountId) => {
              setOpen({ kind: 'sign', accountId });
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Page title={t('route.billing.title')} space="xlarge">
      {signing === 'declined' && (
        <Banner tone="info" announce="polite">
          {t('billing.signing.declined')}
        </Banner>
      )}
      {signing === 'left' && (
        <Banner tone="info" announce="polite">
          {t('billing.signing.left')}
        </Banner>
      )}
      {billing.data ? (
        <BillingConfigurationSection billing={billing.data} />
      ) : billing.isError ? (
        <RetryBanner query={billing} retryLabel={t('billing.retry')} />
      ) : (
        <PageLoading />
      )}
      <Stack space="medium" component="section" aria-labelledby="autopay-heading">
        <Heading level={2} id="autopay-heading">
          {t('billing.autopay.title')}
        </Heading>
        <Text tone="muted">{t('billing.autopay.body')}</Text>
        {autopay}
      </Stack>
      {autoDebitFlow && (
        <BankLinksSection
          onReconnect={(link: BankLink) => {
            setOpen({
              kind: 'link',
              request: { country: link.country, linkId: link.id },
              thenAddFor: null,
            });
          }}
        />
      )}
      {open && <Suspense fallback={null}>{dialogFor(open)}</Suspense>}
    </Page>
  );

  // Called, not mounted as a component: a component made here would be new on every render.
  function dialogFor(open: Open) {
    switch (open.kind) {
      case 'add': {
        const view = viewOf(open.currency);
        if (!view) return null;
        const linkingCountry = linkingCountryOf(open.currency);
        return (
          <AddAccountDialog
            currency={open.currency}
            linkingCountry={linkingCountry}
            method={open.method}
            linkedAccountId={open.linkedAccountId}
            hasAutoDebit={view.autoDebitAccount !== null}
            onMethodChange={(method) => {
              setOpen({ ...open, method });
            }}
            onLinkBank={(linkId) => {
              if (!linkingCountry) return;
              setOpen({
                kind: 'link',
                request: linkId ? { country: linkingCountry, linkId } : { country: linkingCountry },
                thenAddFor: open.currency,
              });
            }}
            onAttached={changed(t('billing.add.done', { currency: open.currency }))}
            onClose={close}
          />
        );
      }
      case 'link':
        return (
          <BankLinkDialog
            request={open.request}
            onLinked={(link) => {
              bankLinked();
              showToast({
                tone: 'success',
                description: t('billing.links.linked', { bank: link.institutionName }),
              });
              const currency = open.thenAddFor;
              const fitting = currency
                ? link.accounts.find((account) => account.currency === currency)
                : undefined;
              setOpen(
                currency
                  ? {
                      kind: 'add',
                      currency,
                      method: 'link',
                      linkedAccountId: fitting?.id ?? null,
                    }
                  : null,
              );
            }}
            onClose={() => {
              setOpen(
                open.thenAddFor
                  ? {
                      kind: 'add',
                      currency: open.thenAddFor,
                      method: 'link',
                      linkedAccountId: null,
                    }
                  : null,
              );
            }}
          />
        );
      case 'autoDebit': {
        const view = viewOf(open.currency);
        return view ? (
          <AutoDebitDialog
            view={view}
            onChanged={changed(t('billing.autoDebit.done', { currency: open.currency }))}
            onClose={close}
          />
        ) : null;
      }
      case 'fallback': {
        const view = viewOf(open.currency);
        return view ? (
          <FallbackDialog
            view={view}
            onChanged={changed(t('billing.fallback.done', { currency: open.currency }))}
            onClose={close}
          />
        ) : null;
      }
      case 'sign': {
        const view = views.find((candidate) => candidate.autoDebitAccount?.id === open.accountId);
        const account = view?.autoDebitAccount;
        const kind = account ? agreementKindOf(account.flag) : null;
        // Signed already (or no longer the account that pays): nothing to sign.
        return account && kind && view.agreement?.status !== 'DONE' ? (
          <SignAgreementDialog account={account} kind={kind} onClose={close} />
        ) : null;
      }
    }
  }
}
