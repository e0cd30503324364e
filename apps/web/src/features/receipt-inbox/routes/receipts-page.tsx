import type {
  InboxEntry,
  InboxReceipt,
  InboxState,
  MatchReason,
  ReceiptInbox,
} from '@outlay/api-client';
import {
  Badge,
  type BadgeTone,
  Box,
  Button,
  Column,
  Columns,
  EmptyState,
  Heading,
  Inline,
  LiveRegion,
  Link,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { inboxReceiptActors } from '@outlay/machines/inbox-receipt/inbox-receipt.actors';
import { inboxReceiptMachine } from '@outlay/machines/inbox-receipt/inbox-receipt.machine';
import type { InboxReceiptEvent } from '@outlay/machines/inbox-receipt/inbox-receipt.types';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { messageOf } from '@/lib/message-of';
import { useEmitted } from '@/lib/use-emitted';
import { useInboxChanged, useReceiptInbox } from '../api/receipt-inbox';
import { ReceiptAddress } from '../components/receipt-address';
import { ReceiptSenders } from '../components/receipt-senders';

/** Each receipt's actions as the inbox-receipt machine, on the app's client. */
const inboxReceiptFlow = onAppClient(inboxReceiptMachine, inboxReceiptActors);

const STATE_TONES: Record<InboxState, BadgeTone> = {
  reading: 'info',
  matched: 'positive',
  suggested: 'caution',
  unmatched: 'neutral',
  discarded: 'neutral',
};

const stateName = (state: InboxState): MessageId => `receipts.state.${state}`;
const reasonName = (reason: MatchReason): MessageId => `receipts.reason.${reason}`;

function useMoney() {
  const { locale } = useTranslator();
  return (minor: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

function EntryLine({ entry }: { entry: InboxEntry }) {
  const money = useMoney();
  const { intl } = useTranslator();
  return (
    <Text>
      {entry.merchant} · {intl.formatDate(`${entry.date}T12:00:00Z`)} ·{' '}
      {money(entry.amountMinor, entry.currency)}
    </Text>
  );
}

function ReceiptCard(props: {
  receipt: InboxReceipt;
  others: readonly InboxEntry[];
  /** A receipt the user's action changed, with what to announce. */
  onChanged: (receipt: InboxReceipt, done: MessageId) => void;
}) {
  const { receipt, others, onChanged } = props;
  const { t, intl } = useTranslator();
  const money = useMoney();
  const [chosen, setChosen] = useState<number | null>(null);
  const actor = useActorRef(inboxReceiptFlow, {
    input: { receiptId: receipt.id, state: receipt.state },
  });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const announcing = useRef<MessageId>('receipts.announce.matched');
  // The server reads and matches on its own: the machine follows the inbox as it is read.
  useEffect(() => {
    actor.send({ type: 'inbox.read', state: receipt.state });
  }, [actor, receipt.state]);
  useEmitted(actor, 'receipt.changed', (event) => {
    onChanged(event.receipt, announcing.current);
  });
  const act = (event: InboxReceiptEvent, done: MessageId) => {
    announcing.current = done;
    actor.send(event);
  };
  const read = receipt.read;
  const headingId = `receipt-${receipt.id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      padding="medium"
      borderRadius="medium"
      background="surface"
    >
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Heading level={3} id={headingId}>
            {receipt.fileName}
          </Heading>
          <Badge tone={STATE_TONES[receipt.state]}>{t(stateName(receipt.state))}</Badge>
        </Inline>
        {read.merchant !== null || read.totalMinor !== null || read.date !== null ? (
          <Text tone="muted">
            {t('receipts.read', {
              merchant: read.merchant ?? '–',
              date: read.date === null ? '–' : intl.formatDate(`${read.date}T12:00:00Z`),
              money:
                read.totalMinor === null ? '–' : money(read.totalMinor, read.currency ?? 'USD'),
            })}
          </Text>
        ) : null}
        {receipt.state === 'unmatched' && receipt.unmatchedReason !== null ? (
          <Text tone="muted">{t(`receipts.unmatched.${receipt.unmatchedReason}`)}</Text>
        ) : null}
        {receipt.entry ? (
          <Stack space="xsmall">
            <Text weight="strong">{t('receipts.attachedTo')}</Text>
            <EntryLine entry={receipt.entry} />
          </Stack>
        ) : null}
        {receipt.suggestions.map((suggestion) => (
          <Inline key={suggestion.entry.id} space="small" alignY="center">
            <Stack space="xxsmall">
              <EntryLine entry={suggestion.entry} />
              <Text tone="muted" size="small">
                {t('receipts.why', {
                  reasons: suggestion.reasons.map((reason) => t(reasonName(reason))).join(', '),
                })}
              </Text>
            </Stack>
            <Button
              variant="primary"
              isDisabled={busy}
              onPress={() => {
                act(
                  { type: 'match.confirmed', entryId: suggestion.entry.id },
                  'receipts.announce.matched',
                );
              }}
            >
              {t('receipts.confirmMatch')}
            </Button>
          </Inline>
        ))}
        {error ? <Text tone="critical">{messageOf(error, t)}</Text> : null}
        {receipt.state === 'reading' ? null : (
          <Inline space="small" alignY="bottom">
            {others.length > 0 ? (
              <>
                <Select
                  label={t('receipts.anotherEntry')}
                  value={chosen === null ? null : String(chosen)}
                  onChange={(key) => {
                    setChosen(key === null ? null : Number(key));
                  }}
                >
                  {others.map((entry) => (
                    <SelectItem key={entry.id} id={String(entry.id)}>
                      {`${entry.merchant} · ${entry.date} · ${money(entry.amountMinor, entry.currency)}`}
                    </SelectItem>
                  ))}
                </Select>
                <Button
                  isDisabled={busy || chosen === null}
                  onPress={() => {
                    if (chosen !== null) {
                      act({ type: 'entry.chosen', entryId: chosen }, 'receipts.announce.matched');
                    }
                  }}
                >
                  {t('receipts.chooseAnother')}
                </Button>
              </>
            ) : null}
            {receipt.state === 'matched' ? (
              <Button
                isDisabled={busy}
                onPress={() => {
                  act({ type: 'receipt.unmatched' }, 'receipts.announce.unmatched');
                }}
              >
                {t('receipts.unmatch')}
              </Button>
            ) : null}
            <Button
              variant="danger"
              isDisabled={busy}
              onPress={() => {
                act({ type: 'receipt.discarded' }, 'receipts.announce.discarded');
              }}
            >
              {t('receipts.discard')}
            </Button>
          </Inline>
        )}
      </Stack>
    </Box>
  );
}

/**
 * `/receipts`: what arrived at the cardholder's receipt address, each receipt's state (reading,
 * matched, suggested, unmatched), and their purchases still missing a receipt beside it. A live
 * region tells screen readers each change of state, whether the user made it or the server did.
 */
export function ReceiptsPage() {
  const { t } = useTranslator();
  const inbox = useReceiptInbox();
  const inboxChanged = useInboxChanged();
  const [news, setNews] = useState('');
  // The last inbox seen, and the states the user's own actions brought (announced already).
  const [previous, setPrevious] = useState<ReceiptInbox | undefined>(undefined);
  const [own, setOwn] = useState<Readonly<Record<string, InboxState>>>({});

  // The server reads receipts on its own: a receipt whose state changed since the last look is
  // announced as well as the ones the user changed.
  if (inbox.data && inbox.data !== previous) {
    setPrevious(inbox.data);
    const changed = inbox.data.receipts.filter((receipt) => {
      const before = previous?.receipts.find((one) => one.id === receipt.id)?.state;
      return before !== undefined && before !== receipt.state && own[receipt.id] !== receipt.state;
    });
    if (changed.length > 0) {
      setNews(
        changed
          .map((receipt) =>
            t('receipts.announce.state', {
              name: receipt.fileName,
              state: t(stateName(receipt.state)),
            }),
          )
          .join(' '),
      );
    }
  }

  const changed = (receipt: InboxReceipt, done: MessageId) => {
    setOwn((states) => ({ ...states, [receipt.id]: receipt.state }));
    setNews(t(done, { name: receipt.fileName }));
    inboxChanged();
  };

  return (
    <Page title={t('route.receipts.title')}>
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      <Stack space="small">
        <Text tone="muted">{t('receipts.intro')}</Text>
        <ReceiptAddress />
        <Link href="/receipts/capture">{t('receipts.capture.open')}</Link>
      </Stack>
      <ReceiptSenders />
      {inbox.isPending ? (
        <Spinner label={t('receipts.loading')} />
      ) : inbox.isError ? (
        <RetryBanner
          query={inbox}
          title={t('receipts.loadError')}
          retryLabel={t('receipts.retry')}
        />
      ) : (
        <Columns space="large" collapseBelow="md">
          <Column>
            <Stack space="medium">
              <Heading level={2}>{t('receipts.inbox')}</Heading>
              {inbox.data.receipts.length === 0 ? (
                <EmptyState
                  title={t('receipts.empty.title')}
                  description={t('receipts.empty.text')}
                />
              ) : (
                inbox.data.receipts.map((receipt) => (
                  <ReceiptCard
                    key={receipt.id}
                    receipt={receipt}
                    others={inbox.data.missingReceipts.filter(
                      (entry) => !receipt.suggestions.some((one) => one.entry.id === entry.id),
                    )}
                    onChanged={changed}
                  />
                ))
              )}
            </Stack>
          </Column>
          <Column width="1/3">
            <Stack space="medium">
              <Heading level={2}>{t('receipts.missing')}</Heading>
              {inbox.data.missingReceipts.length === 0 ? (
                <Text tone="muted">{t('receipts.missingNone')}</Text>
              ) : (
                <Stack component="ul" space="small">
                  {inbox.data.missingReceipts.map((entry) => (
                    <EntryLine key={entry.id} entry={entry} />
                  ))}
                </Stack>
              )}
            </Stack>
          </Column>
        </Columns>
      )}
    </Page>
  );
}
