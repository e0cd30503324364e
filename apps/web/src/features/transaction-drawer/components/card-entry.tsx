import type { Company } from '@outlay/api-client';
import type { DescriptionListItem } from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { timeZoneFor } from '@/lib/format/dates';
import type { CardTransactionDetails } from '../api/get-card-details';
import { isProviderItem } from '../model/card-kind';
import { crossBorderOf } from '../model/cross-border';
import { formatProcessedOn } from '../model/format-processed-on';
import { AttachmentsSection } from './attachments-section';
import { CrossBorderBlock } from './cross-border-block';
import type { EntrySections } from '../model/entry-sections';
import { EntryLayout } from './entry-layout';
import { MemoField } from './memo-field';
import { MerchantDetails } from './merchant-details';
import { ReportArea } from './report-area';

interface CardEntryProps {
  details: CardTransactionDetails;
  company: Company;
  summary: ReactNode;
  onFilesChanged: () => void;
  sections: EntrySections;
}

/**
 * A card transaction (spec part 2 §2.2). Cashback, adjustment and settlement items come from
 * the provider: no user, card, merchant details or receipts, and their description instead.
 */
export function CardEntry({ details, company, summary, onFilesChanged, sections }: CardEntryProps) {
  const { t, locale } = useTranslator();
  const { transaction } = details;
  const fromProvider = isProviderItem(transaction);
  const timeZone = timeZoneFor(company.cardServiceType);
  const dash = t('transactionDrawer.dash');
  const facts: DescriptionListItem[] = [];
  if (!fromProvider && transaction.user) {
    facts.push({
      id: 'user',
      term: t('transactionDrawer.card.user'),
      description: t('transactionDrawer.userWithRole', {
        name: `${transaction.user.firstName} ${transaction.user.lastName}`,
        role: t(`transactionDrawer.role.${transaction.user.role}`),
      }),
    });
  }
  facts.push({
    id: 'processedOn',
    term: t('transactionDrawer.card.processedOn'),
    description: formatProcessedOn(transaction.transactionDateTime, locale, timeZone),
  });
  if (!fromProvider) {
    facts.push({
      id: 'cardType',
      term: t('transactionDrawer.card.cardType'),
      description: transaction.cardType
        ? t(`transactionDrawer.card.cardType.${transaction.cardType}`)
        : dash,
    });
    facts.push({
      id: 'card',
      term: t('transactionDrawer.card.card'),
      description: transaction.card
        ? t('transactionDrawer.card.cardName', {
            name: transaction.card.name,
            lastFour: transaction.card.cardNumber,
          })
        : dash,
    });
  }
  if (transaction.subPaymentType === 'IOF' && details.relatedTransaction) {
    facts.push({
      id: 'originalTransaction',
      term: t('transactionDrawer.card.originalTransaction'),
      description: String(details.relatedTransaction.id),
    });
  }
  if (fromProvider && transaction.description) {
    facts.push({
      id: 'description',
      term: t('transactionDrawer.description'),
      description: transaction.description,
    });
  }
  const crossBorder = crossBorderOf(details, company.cardServiceType);
  const entry = { type: 'card', id: transaction.id } as const;
  return (
    <ReportArea entry={entry}>
      <EntryLayout summary={summary} facts={facts}>
        {crossBorder && (
          <CrossBorderBlock crossBorder={crossBorder} currency={transaction.currency_lookup} />
        )}
        {!fromProvider && details.merchantDetails && (
          <MerchantDetails merchant={details.merchantDetails} />
        )}
        {!fromProvider && (
          <AttachmentsSection owner="card" entryId={transaction.id} onChanged={onFilesChanged} />
        )}
        <sections.satInvoices entry={entry} company={company} onFilesChanged={onFilesChanged} />
        <MemoField entry={entry} stored={details.memo} />
        <sections.accounting entry={entry} />
      </EntryLayout>
    </ReportArea>
  );
}
