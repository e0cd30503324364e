import type { Company } from '@outlay/api-client';
import type { DescriptionListItem } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { timeZoneFor } from '@/lib/format/dates';
import type { TransferDetails } from '../api/get-transfer-details';
import { recipientOf } from '@/entries/entry-amount';
import { formatProcessedOn } from '../model/format-processed-on';
import { AttachmentsSection } from './attachments-section';
import { ConfirmationSection } from './confirmation-section';
import type { EntrySections } from '../model/entry-sections';
import { EntryLayout } from './entry-layout';
import { MemoField } from './memo-field';
import { RecipientDetails } from './recipient-details';
import { ReportArea } from './report-area';

interface PaymentEntryProps {
  details: TransferDetails;
  company: Company;
  summary: ReactNode;
  onFilesChanged: () => void;
  sections: EntrySections;
}

/**
 * A payment transfer (spec part 2 §2.2): source, recipient, payment type, sent-on and
 * delivered-on, Recipient Details, Confirmation, invoices and the memo (its description).
 */
export function PaymentEntry({
  details,
  company,
  summary,
  onFilesChanged,
  sections,
}: PaymentEntryProps) {
  const { t, locale } = useTranslator();
  const { transfer } = details;
  const timeZone = timeZoneFor(company.cardServiceType);
  const dash = t('transactionDrawer.dash');
  const entry = { type: 'payment', id: transfer.id } as const;
  const facts: DescriptionListItem[] = [
    {
      id: 'source',
      term: t('transactionDrawer.payment.source'),
      description: transfer.bulk_transfer?.name ?? dash,
    },
    {
      id: 'recipient',
      term: t('transactionDrawer.payment.recipient'),
      description: recipientOf(transfer.beneficiary) || dash,
    },
    {
      id: 'paymentType',
      term: t('transactionDrawer.payment.paymentType'),
      description: transfer.transfer_detail.displayPaymentType,
    },
    {
      id: 'status',
      term: t('transactionDrawer.payment.status'),
      description: t(`transactionDrawer.payment.status.${transfer.transferStatus}`),
    },
    {
      id: 'sentOn',
      term: t('transactionDrawer.payment.sentOn'),
      description: formatProcessedOn(transfer.transferDateTime, locale, timeZone),
    },
    {
      id: 'deliveredOn',
      term: t('transactionDrawer.payment.deliveredOn'),
      description: transfer.completedAt
        ? formatProcessedOn(transfer.completedAt, locale, timeZone)
        : dash,
    },
  ];
  return (
    <ReportArea entry={entry}>
      <EntryLayout summary={summary} facts={facts}>
        <RecipientDetails transfer={transfer} />
        <ConfirmationSection transferId={transfer.id} hasConfirmation={details.hasConfirmation} />
        <AttachmentsSection owner="payment" entryId={transfer.id} onChanged={onFilesChanged} />
        <sections.satInvoices entry={entry} company={company} onFilesChanged={onFilesChanged} />
        <MemoField entry={entry} stored={transfer.description} />
        <sections.accounting entry={entry} />
      </EntryLayout>
    </ReportArea>
  );
}
