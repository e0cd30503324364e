import { Link, Stack, Text } from '@outlay/design-system';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { useSendInboxPhoto } from '../api/photo-uploads';
import { PhotoQueue } from '../components/photo-queue';

/**
 * `/receipts/capture`: the phone's page (it works from 375 px up). The camera opens first;
 * each photo goes into the inbox and is read and matched exactly as a mailed receipt is.
 */
export function ReceiptCapturePage() {
  const { t } = useTranslator();
  const send = useSendInboxPhoto();
  return (
    <Page title={t('route.receiptCapture.title')} space="medium">
      <Text tone="muted">{t('receipts.capture.intro')}</Text>
      <PhotoQueue send={send.mutateAsync} sentMessage="receipts.capture.sent" />
      <Stack space="small">
        <Link href="/receipts">{t('receipts.capture.seeReceipts')}</Link>
      </Stack>
    </Page>
  );
}
