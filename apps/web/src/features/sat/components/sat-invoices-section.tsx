import {
  Badge,
  Banner,
  Disclosure,
  EmptyState,
  Inline,
  Link,
  LiveRegion,
  Skeleton,
  Stack,
  Text,
  showToast,
} from '@outlay/design-system';
import { useCallback, useId, useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { paths } from '@/lib/paths';
import { useSatAccount } from '../api/sat-account';
import { type SatInvoice, useSatInvoices } from '../api/sat-invoices';
import { InvoicePages } from './invoice-pages';
import { InvoiceSearch } from './invoice-search';
import { MatchingPanel } from './matching-panel';
import { useUserProfile } from '@/session/use-user-profile';
import { useAttachSatInvoice } from '../api/attach-sat-invoice';
import { useDetachSatInvoice } from '../api/detach-sat-invoice';
import { useReceipts } from '@/entries/api/get-receipts';
import { SatInvoiceDrawer } from './sat-invoice-drawer';
import { SatInvoiceItem } from './sat-invoice-item';
import { SatInvoicePreviewDrawer } from './sat-invoice-preview';

export interface SatEntryRef {
  type: 'card' | 'payment';
  id: number;
}

const NEEDS_RECONNECT = new Set(['invalid', 'error', 'deactivated']);

/** The suggested invoices of a matching account: search, the list 10 a page, the states. */
function Suggestions({
  entry,
  onFilesChanged,
}: {
  entry: SatEntryRef;
  onFilesChanged: () => void;
}) {
  const { t } = useTranslator();
  const [page, setPage] = useState(0);
  const [searchText, setSearchText] = useState('');
  const [details, setDetails] = useState<SatInvoice | null>(null);
  const [previewing, setPreviewing] = useState<SatInvoice | null>(null);
  const blockedReasonId = useId();
  const onSearch = useCallback((text: string) => {
    setSearchText((current) => {
      if (current !== text) setPage(0);
      return text;
    });
  }, []);
  const invoices = useSatInvoices({
    referenceId: entry.id,
    referenceType: entry.type,
    page,
    ...(searchText ? { searchText } : {}),
  });
  const receipts = useReceipts(entry.type, entry.id);
  const attach = useAttachSatInvoice(entry, {
    onSuccess: () => {
      onFilesChanged();
      showToast({ tone: 'success', description: t('sat.invoice.attached') });
    },
  });
  const remove = useDetachSatInvoice(entry.type, entry.id, {
    onSuccess: () => {
      onFilesChanged();
      showToast({ tone: 'success', description: t('sat.invoice.removed') });
    },
  });

  const data = invoices.data;
  const hasFile = (receipts.data?.receipts.length ?? 0) > 0;
  let body;
  if (invoices.isError) {
    body = (
      <Banner
        tone="danger"
        action={{
          label: t('sat.retry'),
          onPress: () => {
            void invoices.refetch();
          },
        }}
      >
        {t('sat.section.loadError')}
      </Banner>
    );
  } else if (!data) {
    body = (
      <LiveRegion>
        <Text>{t('sat.section.loading')}</Text>
        <Skeleton lines={3} label={t('sat.section.loading')} />
      </LiveRegion>
    );
  } else if (data.count === 0 && data.account?.syncInvoiceStatus !== 'retrieved' && !searchText) {
    body = (
      <LiveRegion>
        <Text>{t('sat.section.storing')}</Text>
      </LiveRegion>
    );
  } else if (data.count === 0) {
    body = <EmptyState title={t('sat.invoices.none')} headingLevel={4} />;
  } else {
    body = (
      <Stack space="medium">
        {/* Whenever attaching is refused, the reason shows here and each refused button is
            described by it: a disabled button takes no hover or focus, so a tooltip alone
            would never say why (issue 43 #16). */}
        {hasFile && (
          <Text tone="muted" id={blockedReasonId}>
            {t('sat.invoice.removeFirst')}
          </Text>
        )}
        <ul aria-label={t('sat.section.suggestions')}>
          {data.rows.map((invoice) => (
            <li key={invoice.invoiceId}>
              <SatInvoiceItem
                invoice={invoice}
                attachBlocked={hasFile}
                blockedReasonId={blockedReasonId}
                busy={attach.isPending || remove.isPending}
                onAttach={() => attach.mutate(invoice)}
                onRemove={() => {
                  if (invoice.receiptId) remove.mutate(invoice.receiptId);
                }}
                onPreview={() => setPreviewing(invoice)}
                onDetails={() => setDetails(invoice)}
              />
            </li>
          ))}
        </ul>
        <InvoicePages page={page} count={data.count} onPageChange={setPage} />
      </Stack>
    );
  }
  return (
    <Stack space="medium">
      <InvoiceSearch onSearch={onSearch} />
      {body}
      <SatInvoiceDrawer invoice={details} onClose={() => setDetails(null)} />
      <SatInvoicePreviewDrawer
        reference={
          previewing && {
            referenceId: entry.id,
            referenceType: entry.type,
            invoiceId: previewing.invoiceId,
          }
        }
        issuer={previewing?.issuerName ?? ''}
        onClose={() => setPreviewing(null)}
      />
    </Stack>
  );
}

/**
 * The drawer's SAT Invoices section (spec part 2 §2.2, §4, §8): not connected (Connect), the
 * account's status (Connected, Pending; Reconnect), the matching switch while matching is
 * off, then the invoices suggested for this entry. Loaded with the 'sat' messages, for admins
 * and bookkeepers of Mexican companies.
 */
export default function SatInvoicesSection({
  entry,
  onFilesChanged,
}: {
  entry: SatEntryRef;
  onFilesChanged: () => void;
}) {
  const { t } = useTranslator();
  const account = useSatAccount();
  const profile = useUserProfile();
  // The server says whether this entry takes invoices (not an adjustment or a settlement).
  const section = useSatInvoices({ referenceId: entry.id, referenceType: entry.type, page: 0 });
  if (!account.data || section.data?.isSectionAvailable === false) return null;
  const current = account.data.account;
  let body;
  if (!current) {
    body = (
      <Stack space="small">
        <Text>{t('sat.section.notConnected')}</Text>
        <Inline space="small">
          <Link href={paths.integrationsSat}>{t('sat.connect')}</Link>
        </Inline>
      </Stack>
    );
  } else {
    const valid = current.status === 'valid';
    body = (
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Badge tone={valid ? 'positive' : 'info'}>
            {valid ? t('sat.status.connected') : t('sat.status.pending')}
          </Badge>
          {NEEDS_RECONNECT.has(current.status) && (
            <Link href={paths.integrationsSat}>{t('sat.reconnect')}</Link>
          )}
        </Inline>
        {valid && !current.matchInvoice && (
          <MatchingPanel view={account.data} isAdmin={profile.data?.role === 'admin'} inDrawer />
        )}
        {valid && current.matchInvoice && (
          <Suggestions entry={entry} onFilesChanged={onFilesChanged} />
        )}
      </Stack>
    );
  }
  return (
    <Disclosure title={t('sat.section.title')} defaultExpanded>
      {body}
    </Disclosure>
  );
}
