import type { Company, LoggedInUser } from '@outlay/api-client';
import { Banner } from '@outlay/design-system';
import { autopayMachine } from '@outlay/machines/autopay/autopay.machine';
import type { AutopayPrompt } from '@outlay/machines/autopay/autopay.types';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import type { MessageId } from '../../i18n/catalogs';
import { useTranslator } from '../../i18n/intl';
import { apiClient } from '../../lib/api-client';

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
 * The autopay banner, driven by the autopay machine: checked once when the signed-in pages
 * load; its button leads to billing, where accounts and agreements are managed.
 */
export function AutopayBanner({ user, company }: { user: LoggedInUser; company: Company }) {
  const { t, locale } = useTranslator();
  const [, navigate] = useLocation();
  const actor = useActorRef(autopayMachine, {
    input: {
      client: apiClient,
      role: user.role,
      autoDebitFlowEnable: company.autoDebitFlowEnable,
      dismissed: wasDismissed(),
    },
  });
  const prompt = useSelector(actor, (snapshot) =>
    snapshot.hasTag('banner.visible') ? snapshot.context.prompt : null,
  );
  if (!prompt) return null;
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
          actor.send({ type: 'prompt.actionPressed' });
          navigate('/billing');
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
