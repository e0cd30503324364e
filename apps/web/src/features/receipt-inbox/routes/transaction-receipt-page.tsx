import { MAX_RECEIPTS_PER_ENTRY, fromMinor } from '@outlay/rules';
import {
  Banner,
  DescriptionList,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useSearch } from 'wouter';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useReceiptLink, useSendEntryPhoto } from '../api/photo-uploads';
import { PhotoQueue } from '../components/photo-queue';

function EntryReceipt({ entryId, receiptCount }: { entryId: number; receiptCount: number }) {
  const { t } = useTranslator();
  const send = useSendEntryPhoto(entryId);
  if (receiptCount >= MAX_RECEIPTS_PER_ENTRY) return <Text>{t('receipts.link.full')}</Text>;
  return <PhotoQueue send={send.mutateAsync} sentMessage="receipts.link.attached" />;
}

/**
 * `/transaction-receipt?token=` (spec part 1 §2.2, every role): the page a missing-receipt
 * reminder links to. Phone first: the entry the signed token names, and the camera to add its
 * receipt in one step. A link that is not the reader's, changed or expired says what to do.
 */
export function TransactionReceiptPage() {
  const { t, intl, locale } = useTranslator();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const link = useReceiptLink(token);
  const problem = (text: string) => (
    <Banner tone="danger" title={t('receipts.link.problem')}>
      <Stack space="small">
        <Text>{text}</Text>
        <Link href="/receipts">{t('receipts.capture.seeReceipts')}</Link>
      </Stack>
    </Banner>
  );
  return (
    <Page title={t('route.transactionReceipt.title')} space="medium">
      {token === '' ? (
        problem(t('receipts.link.noToken'))
      ) : link.isPending ? (
        <Spinner label={t('receipts.link.loading')} />
      ) : link.isError ? (
        problem(messageOf(link.error, t))
      ) : (
        <Stack space="medium">
          <Heading level={2}>{t('receipts.link.purchase')}</Heading>
          <DescriptionList
            items={[
              {
                id: 'merchant',
                term: t('receipts.link.merchant'),
                description: link.data.entry.merchant,
              },
              {
                id: 'date',
                term: t('receipts.link.date'),
                description: intl.formatDate(`${link.data.entry.date}T12:00:00Z`),
              },
              {
                id: 'amount',
                term: t('receipts.link.amount'),
                description: new Intl.NumberFormat(locale, {
                  style: 'currency',
                  currency: link.data.entry.currency,
                }).format(fromMinor(link.data.entry.amountMinor, link.data.entry.currency)),
              },
            ]}
          />
          <Text>{t('receipts.link.count', { count: link.data.receiptCount })}</Text>
          <EntryReceipt entryId={link.data.entry.id} receiptCount={link.data.receiptCount} />
        </Stack>
      )}
    </Page>
  );
}
