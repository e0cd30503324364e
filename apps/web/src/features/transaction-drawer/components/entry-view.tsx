import type { Company } from '@outlay/api-client';
import { Skeleton, Stack } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { EntryDetails } from '../api/entry-details';
import type { EntryHeader } from '../model/entry-header';
import type { EntrySections } from '../model/entry-sections';
import { CardEntry } from './card-entry';
import { EntrySummary } from './entry-summary';
import { LoanEntry } from './loan-entry';
import { PaymentEntry } from './payment-entry';
import { LoadFailed } from '@/components/load-failed';

interface EntryViewProps {
  details: { data: EntryDetails | undefined; isError: boolean; refetch: () => unknown };
  company: Company | undefined;
  header: EntryHeader | null;
  onFilesChanged: () => void;
  sections: EntrySections;
}

/** The drawer's body for one entry (keyed by it): loading, a load failure, or its kind's view. */
export function EntryView({ details, company, header, onFilesChanged, sections }: EntryViewProps) {
  const { t } = useTranslator();
  if (details.isError && !details.data) {
    return (
      <LoadFailed
        title={t('transactionDrawer.loadError')}
        retryLabel={t('transactionDrawer.retry')}
        headingLevel={3}
        onRetry={() => {
          void details.refetch();
        }}
      />
    );
  }
  if (!details.data || !company || !header) {
    return (
      <Stack space="medium">
        <Skeleton width="3/4" label={t('transactionDrawer.loading')} />
        <Skeleton width="1/2" label={t('transactionDrawer.loading')} />
        <Skeleton width="full" label={t('transactionDrawer.loading')} />
      </Stack>
    );
  }
  const summary = <EntrySummary header={header} />;
  switch (details.data.type) {
    case 'card':
      return (
        <CardEntry
          details={details.data}
          company={company}
          summary={summary}
          onFilesChanged={onFilesChanged}
          sections={sections}
        />
      );
    case 'payment':
      return (
        <PaymentEntry
          details={details.data}
          company={company}
          summary={summary}
          onFilesChanged={onFilesChanged}
          sections={sections}
        />
      );
    case 'loan':
      return <LoanEntry details={details.data} company={company} summary={summary} />;
  }
}
