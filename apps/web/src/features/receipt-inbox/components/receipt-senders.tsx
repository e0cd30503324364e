import { ApiError, type ReceiptSender } from '@outlay/api-client';
import {
  Badge,
  Button,
  Heading,
  Inline,
  LiveRegion,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { receiptSenderActors } from '@outlay/machines/receipt-sender/receipt-sender.actors';
import { receiptSenderMachine } from '@outlay/machines/receipt-sender/receipt-sender.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { messageOf } from '@/lib/message-of';
import { useEmitted } from '@/lib/use-emitted';
import { useReceiptSenders, useReceiptSendersChanged } from '../api/receipt-inbox';

const receiptSenderFlow = onAppClient(receiptSenderMachine, receiptSenderActors);
type ReceiptSenderActor = ActorRefFrom<typeof receiptSenderMachine>;

/**
 * The other addresses a cardholder mails receipts from (issue 37): beside their sign-in
 * address, each added one is taken in once the code mailed to it comes back; removed, its
 * mail is refused again. A live region says each change.
 */
export function ReceiptSenders() {
  const { t } = useTranslator();
  const senders = useReceiptSenders();
  const changed = useReceiptSendersChanged();
  const actor = useActorRef(receiptSenderFlow);
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('enteringCode') ||
    snapshot.matches('verifying') ||
    snapshot.matches('resending')
      ? 'code'
      : 'list',
  );
  const [news, setNews] = useState('');
  useEmitted(actor, 'senders.changed', (event) => {
    changed(event.senders);
    setNews(t(`receipts.senders.announce.${event.done}`, { address: event.address }));
  });
  return (
    <Stack space="medium" component="section" aria-labelledby="receipt-senders">
      <Heading level={2} id="receipt-senders">
        {t('receipts.senders.title')}
      </Heading>
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      {senders.isPending ? (
        <Spinner label={t('receipts.loading')} />
      ) : senders.isError ? (
        <RetryBanner
          query={senders}
          title={t('receipts.senders.loadError')}
          retryLabel={t('receipts.retry')}
        />
      ) : (
        <>
          <Text tone="muted">
            {t('receipts.senders.intro', { signIn: senders.data.signInAddress })}
          </Text>
          {senders.data.senders.length === 0 ? (
            <Text>{t('receipts.senders.none')}</Text>
          ) : (
            <Stack component="ul" space="small">
              {senders.data.senders.map((sender) => (
                <SenderLine key={sender.id} sender={sender} actor={actor} />
              ))}
            </Stack>
          )}
          {step === 'code' ? <CodeForm actor={actor} /> : <AddForm actor={actor} />}
        </>
      )}
    </Stack>
  );
}

function SenderLine({ sender, actor }: { sender: ReceiptSender; actor: ReceiptSenderActor }) {
  const { t } = useTranslator();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const listing = useSelector(actor, (snapshot) => snapshot.matches('listing'));
  return (
    <Inline space="small" alignY="center">
      <Text weight="strong">{sender.address}</Text>
      <Badge tone={sender.state === 'verified' ? 'positive' : 'caution'}>
        {t(sender.state === 'verified' ? 'receipts.senders.verified' : 'receipts.senders.pending')}
      </Badge>
      {sender.state === 'pending' && listing ? (
        <Button
          variant="secondary"
          isDisabled={busy}
          onPress={() => {
            actor.send({
              type: 'sender.verifyOpened',
              sender: { id: sender.id, address: sender.address },
            });
          }}
        >
          {t('receipts.senders.enterCode', { address: sender.address })}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        isDisabled={busy || !listing}
        onPress={() => {
          actor.send({
            type: 'sender.removed',
            sender: { id: sender.id, address: sender.address },
          });
        }}
      >
        {t('receipts.senders.remove', { address: sender.address })}
      </Button>
    </Inline>
  );
}

function AddForm({ actor }: { actor: ReceiptSenderActor }) {
  const { t } = useTranslator();
  const [address, setAddress] = useState('');
  const adding = useSelector(actor, (snapshot) => snapshot.matches('adding'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const fields = error instanceof ApiError ? error.fields : undefined;
  return (
    <AppForm
      aria-label={t('receipts.senders.add')}
      validationBehavior="aria"
      validationErrors={fields}
      onSubmit={() => {
        actor.send({ type: 'sender.added', address });
      }}
    >
      <Stack space="small">
        {fields ? null : <ErrorBanner error={error} />}
        <TextField
          name="address"
          label={t('receipts.senders.address')}
          type="email"
          autoComplete="email"
          value={address}
          maxLength={254}
          isRequired
          onChange={setAddress}
        />
        <Inline space="small">
          <Button type="submit" isPending={adding}>
            {t('receipts.senders.add')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

function CodeForm({ actor }: { actor: ReceiptSenderActor }) {
  const { t } = useTranslator();
  const { form, field } = useCodeForm(actor);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const verifying = useSelector(actor, (snapshot) => snapshot.matches('verifying'));
  const resending = useSelector(actor, (snapshot) => snapshot.matches('resending'));
  const address = pending?.address ?? '';
  return (
    <AppForm {...form} aria-label={t('receipts.senders.codeTitle', { address })}>
      <Stack space="small">
        <Text>{t('receipts.senders.codeSent', { address })}</Text>
        <CodeStep
          label={t('receipts.senders.code')}
          {...field}
          autoFocus
          error={error ? messageOf(error, t) : null}
        />
        <Inline space="small">
          <Button type="submit" isPending={verifying}>
            {t('receipts.senders.confirm')}
          </Button>
          <Button
            variant="secondary"
            isPending={resending}
            isDisabled={verifying}
            onPress={() => {
              actor.send({ type: 'code.resent' });
            }}
          >
            {t('receipts.senders.resend')}
          </Button>
          <Button
            variant="quiet"
            isDisabled={verifying || resending}
            onPress={() => {
              actor.send({ type: 'code.cancelled' });
            }}
          >
            {t('receipts.senders.cancel')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
