import type { BankLink, LinkTokenRequest } from '@outlay/api-client';
import {
  Button,
  Checkbox,
  Dialog,
  Inline,
  LiveRegion,
  Modal,
  PasswordField,
  SearchField,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { bankLinkActors } from '@outlay/machines/bank-link/bank-link.actors';
import { bankLinkMachine } from '@outlay/machines/bank-link/bank-link.machine';
import type { BankLinkScope } from '@outlay/machines/bank-link/bank-link.types';
import { bankLinkView } from '@outlay/machines/bank-link/bank-link.view';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { AppForm } from '../app-form';
import { ErrorBanner } from '../error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { PROVIDER_NAMES } from './provider-names';

const bankLinkFlow = onAppClient(bankLinkMachine, bankLinkActors);

type BankLinkActor = ReturnType<typeof useActorRef<typeof bankLinkMachine>>;
type View = ReturnType<typeof bankLinkView>;

export interface BankLinkDialogProps {
  /** The country whose banks to link, or `linkId` to re-authorise that link. */
  request: LinkTokenRequest;
  /** A signed-in company's link (the default), or a sign-up applicant's through the sign-up's calls. */
  scope?: BankLinkScope;
  /** The bank is linked: its accounts can be used. The dialog has closed itself. */
  onLinked: (link: BankLink) => void;
  /** Closed without linking. */
  onClose: () => void;
}

/**
 * The bank-linking provider's widget (Plaid Link, Flinks Connect, Belvo's widget; their local
 * sandboxes) as an accessible dialog, driven by the bank-link machine: consent, the bank, its
 * sign-in and second step, the accounts to share. Mount it to open it; it calls `onLinked` or
 * `onClose` once. Billing and the sign-up wizard's bank step both use it.
 */
export function BankLinkDialog({
  request,
  scope = 'company',
  onLinked,
  onClose,
}: BankLinkDialogProps) {
  const { t } = useTranslator();
  const actor = useActorRef(bankLinkFlow, { input: { request, scope } });
  const view = useSelector(actor, bankLinkView, sameView);
  useEmitted(actor, 'bank.linked', (event) => {
    onLinked(event.link);
  });
  useEmitted(actor, 'widget.exited', onClose);
  const provider = view.provider ? PROVIDER_NAMES[view.provider] : '';
  return (
    <Modal
      isOpen
      isKeyboardDismissDisabled={view.busy}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'widget.closed' });
      }}
    >
      <Dialog
        title={
          view.mode === 'update' && view.institution
            ? t('bankLink.title.reconnect', { bank: view.institution.name })
            : t('bankLink.title', { provider })
        }
      >
        <Screen actor={actor} view={view} provider={provider} />
      </Dialog>
    </Modal>
  );
}

function Screen({ actor, view, provider }: { actor: BankLinkActor; view: View; provider: string }) {
  const { t } = useTranslator();
  const error = <ErrorBanner error={view.error} />;
  switch (view.screen) {
    case 'loading':
      return <Spinner label={t('bankLink.opening')} />;
    case 'consent':
      return (
        <Stack space="medium">
          <Text>{t('bankLink.consent.body', { company: view.companyName ?? '', provider })}</Text>
          <Stack space="xsmall" component="ul">
            <Text>{t('bankLink.consent.secure', { company: view.companyName ?? '' })}</Text>
            <Text>{t('bankLink.consent.private')}</Text>
            <Text>{t('bankLink.consent.readOnly')}</Text>
          </Stack>
          <Inline space="small" align="right">
            <Button
              onPress={() => {
                actor.send({ type: 'consent.accepted' });
              }}
            >
              {t('bankLink.continue')}
            </Button>
          </Inline>
        </Stack>
      );
    case 'banks':
      return <BankChoice actor={actor} view={view} />;
    case 'credentials':
      return (
        <Credentials actor={actor} view={view} error={error} key={view.institution?.id ?? ''} />
      );
    case 'secondStep':
      return <SecondStep actor={actor} view={view} error={error} />;
    case 'accounts':
      return <Accounts actor={actor} view={view} />;
    case 'finishing':
      return <Spinner label={t('bankLink.finishing')} />;
    case 'failed':
      return (
        <Stack space="medium">
          {error}
          <Inline space="small" align="right">
            <Button
              onPress={() => {
                actor.send({ type: 'link.retried' });
              }}
            >
              {t('bankLink.retry')}
            </Button>
          </Inline>
        </Stack>
      );
    case 'done':
      return <Text>{t('bankLink.linked')}</Text>;
  }
}

function BackButton({ actor, view }: { actor: BankLinkActor; view: View }) {
  const { t } = useTranslator();
  if (!view.canGoBack) return null;
  return (
    <Button
      variant="secondary"
      onPress={() => {
        actor.send({ type: 'step.back' });
      }}
    >
      {t('bankLink.back')}
    </Button>
  );
}

function BankChoice({ actor, view }: { actor: BankLinkActor; view: View }) {
  const { t, locale } = useTranslator();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase(locale);
  const banks = view.institutions.filter((bank) =>
    bank.name.toLocaleLowerCase(locale).includes(needle),
  );
  return (
    <Stack space="medium">
      <SearchField label={t('bankLink.banks.search')} value={search} onChange={setSearch} />
      <LiveRegion>{banks.length === 0 ? t('bankLink.banks.none') : ''}</LiveRegion>
      {banks.length > 0 && (
        <Stack space="xsmall" component="ul" aria-label={t('bankLink.banks.label')}>
          {banks.map((bank) => (
            <Button
              key={bank.id}
              variant="secondary"
              onPress={() => {
                actor.send({ type: 'bank.chosen', institutionId: bank.id });
              }}
            >
              {bank.name}
            </Button>
          ))}
        </Stack>
      )}
      <Inline space="small">
        <BackButton actor={actor} view={view} />
      </Inline>
    </Stack>
  );
}

interface StepProps {
  actor: BankLinkActor;
  view: View;
  error: ReactNode;
}

/**
 * A step where the bank asks for something (its sign-in, its second step): the form named
 * `title` (shown above it too with `showTitle`), the server's error, the fields, and Back beside
 * the submit.
 */
function BankStepForm({
  actor,
  view,
  error,
  title,
  showTitle = false,
  submitLabel,
  onSubmit,
  children,
}: StepProps & {
  title: string;
  showTitle?: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <AppForm aria-label={title} onSubmit={onSubmit}>
      <Stack space="medium">
        {showTitle && <Text weight="medium">{title}</Text>}
        {error}
        {children}
        <Inline space="small" align="right">
          <BackButton actor={actor} view={view} />
          <Button type="submit" isPending={view.busy}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

function Credentials(props: StepProps) {
  const { actor, view } = props;
  const { t } = useTranslator();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <BankStepForm
      {...props}
      title={t('bankLink.signIn.title', { bank: view.institution?.name ?? '' })}
      showTitle
      submitLabel={t('bankLink.signIn.submit')}
      onSubmit={() => {
        actor.send({ type: 'credentials.submitted', username, password });
      }}
    >
      <TextField
        name="username"
        label={t('bankLink.signIn.username')}
        autoComplete="username"
        value={username}
        onChange={setUsername}
        isRequired
        maxLength={128}
      />
      <PasswordField
        name="password"
        label={t('bankLink.signIn.password')}
        value={password}
        onChange={setPassword}
        isRequired
        maxLength={128}
      />
      {view.credentials.length > 0 && (
        <Text tone="muted" size="small">
          {t('bankLink.signIn.sandbox', {
            signIns: view.credentials
              .map((credential) => `${credential.username} / ${credential.password}`)
              .join(', '),
          })}
        </Text>
      )}
    </BankStepForm>
  );
}

function SecondStep(props: StepProps) {
  const { actor, view } = props;
  const { t } = useTranslator();
  const [answer, setAnswer] = useState('');
  const sandboxAnswer = view.credentials.find((credential) => credential.answer)?.answer;
  return (
    <BankStepForm
      {...props}
      title={t('bankLink.secondStep.title')}
      submitLabel={t('bankLink.continue')}
      onSubmit={() => {
        actor.send({ type: 'mfa.submitted', answer });
      }}
    >
      <TextField
        name="answer"
        label={view.mfa?.prompt ?? t('bankLink.secondStep.title')}
        autoComplete={view.mfa?.kind === 'code' ? 'one-time-code' : 'off'}
        value={answer}
        onChange={setAnswer}
        isRequired
        maxLength={64}
      />
      {sandboxAnswer && (
        <Text tone="muted" size="small">
          {t('bankLink.secondStep.sandbox', { answer: sandboxAnswer })}
        </Text>
      )}
    </BankStepForm>
  );
}

function Accounts({ actor, view }: { actor: BankLinkActor; view: View }) {
  const { t } = useTranslator();
  return (
    <Stack space="medium">
      <Text>{t('bankLink.accounts.body', { bank: view.institution?.name ?? '' })}</Text>
      <Stack space="small" component="ul" aria-label={t('bankLink.accounts.label')}>
        {view.accounts.map((account) => (
          <Checkbox
            key={account.id}
            isSelected={view.selected.includes(account.id)}
            onChange={() => {
              actor.send({ type: 'account.toggled', accountId: account.id });
            }}
            description={`${account.currency} · ${account.accountNumber}`}
          >
            {account.name}
          </Checkbox>
        ))}
      </Stack>
      <LiveRegion>
        {!view.canShare && <Text tone="critical">{t('bankLink.accounts.none')}</Text>}
      </LiveRegion>
      <Inline space="small" align="right">
        <Button
          isDisabled={!view.canShare}
          onPress={() => {
            actor.send({ type: 'accounts.confirmed' });
          }}
        >
          {t('bankLink.accounts.share')}
        </Button>
      </Inline>
    </Stack>
  );
}
