import { Button, Inline, LiveRegion, Text } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useReceiptAddress } from '../api/receipt-inbox';

/**
 * The cardholder's personal receipt address with "Copy receipt address" (on Receipts and in
 * the profile); whether the copy worked is announced.
 */
export function ReceiptAddress() {
  const { t } = useTranslator();
  const address = useReceiptAddress();
  const [news, setNews] = useState('');
  const copy = () => {
    const text = address.data?.address;
    if (!text) return;
    void navigator.clipboard.writeText(text).then(
      () => {
        setNews(t('receipts.addressCopied'));
      },
      () => {
        setNews(t('receipts.addressNotCopied'));
      },
    );
  };
  return (
    <>
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      {address.data ? (
        <Inline space="small" alignY="center">
          <Text weight="strong" id="receipt-address">
            {address.data.address}
          </Text>
          <Button onPress={copy}>{t('receipts.copyAddress')}</Button>
        </Inline>
      ) : null}
    </>
  );
}
