import type { Company, LoggedInUser } from '@outlay/api-client';
import { Banner } from '@outlay/design-system';
import { autopayMachine } from '@outlay/machines/autopay/autopay.machine';
import type { AutopayPrompt } from '@outlay/machines/autopay/autopay.types';
import { autopayView } from '@outlay/machines/autopay/autopay.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { billingStepHref } from '@/lib/billing-steps';
import { sameView } from '@/lib/same-view';
import { useAutopayAccounts } from '@/session/use-autopay-accounts';

// Dismissed for the session; sign-out forgets it (one of the spec's "saved toaster flags").
const dismissedKey = 'outlay.toast.autopay';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

interface PromptText {
  message: MessageId;
  action: MessageId;
  isNew: boolean;
}

/** The texts and buttons of spec part 1 §4.4 for each prompt. */
function textOf(prompt: AutopayPrompt): PromptText {
  switch (prompt.kind) {
    case 'ADD_ACCOUNT':
      return { message: 'autopay.addAccount', action: 'autopay.addAccount.action', isNew: false };
    case 'ENABLE_AUTO_DEBIT':
      return {
        message: 'autopay.enableAutoDebit',
        action: 'autopay.enableAutoDebit.action',
        isNew: false,
      };
    case 'ATTACH_PAD_AGREEMENT':
      return prompt.region === 'canadaMexico'
        ? { message: 'autopay.padAgreement', action: 'autopay.padAgreement.action', isNew: false }
        : { message: 'autopay.directDebit', action: 'autopay.directDebit.action', isNew: true };
  }
}

/**
 * The autopay banner, driven by the autopay machine: it weighs the bank accounts react-query
 * reads (once after the signed-in pages load, and again whenever billing changes them), and its
 * button lands on the billing step it names.
 */
export function AutopayBanner({
  user,
  company,
  onBillingPage,
}: {
  user: LoggedInUser;
  company: Company;
  /** The billing page shows the step itself: the banner waits until the user leaves it. */
  onBillingPage: boolean;
}) {
  const { t, locale } = useTranslator();
  const [, navigate] = useLocation();
  const applies = user.role === 'admin' && company.autoDebitFlowEnable;
  const accounts = useAutopayAccounts({ enabled: applies });
  const actor = useActorRef(autopayMachine, {
    input: {
      role: user.role,
      autoDebitFlowEnable: company.autoDebitFlowEnable,
      dismissed: wasDismissed(),
    },
  });
  // Each new read goes to the machine, which decides what (if anything) to ask for, before the
  // browser paints: the shell draws the page with the read, and the banner must come with it.
  useLayoutEffect(() => {
    if (accounts.data) actor.send({ type: 'accounts.loaded', accounts: accounts.data });
    else if (accounts.error) actor.send({ type: 'accounts.failed', error: accounts.error });
  }, [actor, accounts.data, accounts.error]);
  const { prompt, step } = useSelector(actor, autopayView, sameView);
  if (!prompt || !step || onBillingPage) return null;
  const text = textOf(prompt);
  const currencies =
    prompt.kind === 'ENABLE_AUTO_DEBIT'
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(prompt.currencies)
      : '';
  return (
    <Banner
      tone="warning"
      title={t('autopay.title')}
      tag={text.isNew ? t('shell.banner.new') : undefined}
      action={{
        label: t(text.action),
        onPress: () => {
          navigate(billingStepHref(step));
        },
      }}
      onDismiss={() => {
        try {
          sessionStorage.setItem(dismissedKey, '1');
        } catch {
          // Without storage it stays closed for this page only.
        }
        actor.send({ type: 'prompt.dismissed' });
      }}
    >
      {t(text.message, { currencies })}
    </Banner>
  );
}
