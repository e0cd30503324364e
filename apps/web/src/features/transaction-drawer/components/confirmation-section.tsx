import { Button, Disclosure, Text } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useConfirmationLink } from '../api/get-confirmation-link';

interface ConfirmationSectionProps {
  transferId: number;
  /** STP transfers, and route-fusion ones with a transaction id, have a receipt PDF. */
  hasConfirmation: boolean;
}

/**
 * The collapsible Confirmation (spec part 2 §2.2): the transfer's receipt PDF, written by the
 * server behind a short-lived link that opens in a new window; otherwise "No Data found".
 */
export function ConfirmationSection({ transferId, hasConfirmation }: ConfirmationSectionProps) {
  const { t } = useTranslator();
  const [isExpanded, setExpanded] = useState(false);
  const link = useConfirmationLink(transferId, hasConfirmation && isExpanded);
  return (
    <Disclosure
      title={t('transactionDrawer.confirmation.title')}
      isExpanded={isExpanded}
      onExpandedChange={setExpanded}
    >
      {!hasConfirmation ? (
        <Text>{t('transactionDrawer.confirmation.none')}</Text>
      ) : link.isError ? (
        <Text tone="critical">{t('transactionDrawer.confirmation.loadError')}</Text>
      ) : (
        <Button
          variant="secondary"
          isPending={!link.data}
          pendingLabel={t('transactionDrawer.confirmation.preparing')}
          onPress={() => {
            if (link.data) window.open(link.data.url, '_blank', 'noopener');
          }}
        >
          {t('transactionDrawer.confirmation.download')}
        </Button>
      )}
    </Disclosure>
  );
}
