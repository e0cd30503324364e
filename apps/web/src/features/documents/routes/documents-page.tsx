import {
  Button,
  EmptyState,
  Inline,
  LiveRegion,
  Pagination,
  Select,
  SelectItem,
  Stack,
  Table,
  Text,
} from '@outlay/design-system';
import { useState } from 'react';
import { DebouncedSearch } from '@/components/debounced-search';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { useDocumentDownload } from '../api/document-download';
import { useDocuments } from '../api/documents';
import { documentRows, useDocumentColumns } from '../components/document-columns';
import { UploadDocumentDialog } from '../components/upload-document-dialog';
import { DOCUMENT_KINDS } from '../model/documents-view';
import { useDocumentsAddress } from '../model/use-documents-address';
import { REVIEW_POLL_MS, type ReviewOutcome, useReviewWatch } from '../model/use-review-watch';

const ANY = 'any';

/**
 * `/document` (admin, employee, manager): the company's documents in one place, searched and
 * filtered by kind in the address, a page at a time; each opens through a short-lived link,
 * and "Upload document" adds one of the company's own papers, Pending until reviewed.
 */
export function DocumentsPage({
  goTo = (url) => {
    window.open(url, '_blank', 'noopener');
  },
}: {
  /** Where the browser goes with a document's link. */
  goTo?: (url: string) => void;
}) {
  const { t } = useTranslator();
  const reviewText = (outcome: ReviewOutcome | null) => {
    if (outcome === null) return '';
    return outcome.status === 'rejected'
      ? t('documents.review.rejected', {
          name: outcome.name,
          reason: outcome.rejectionReason ?? '',
        })
      : t('documents.review.approved', { name: outcome.name });
  };
  const { view, changeView, onSearch } = useDocumentsAddress();
  const [waiting, setWaiting] = useState(false);
  const documents = useDocuments(view, waiting ? REVIEW_POLL_MS : false);
  const reviews = useReviewWatch(documents.data?.documents);
  if (reviews.isWaiting !== waiting) setWaiting(reviews.isWaiting);
  const downloads = useDocumentDownload(goTo);
  const columns = useDocumentColumns(downloads.pending, (document) => {
    void downloads.download(document);
  });
  const [uploading, setUploading] = useState(false);
  const filtered = view.search !== '' || view.kind !== null;

  let body;
  if (!documents.data) {
    body = documents.isError ? (
      <RetryBanner
        query={documents}
        title={t('documents.loadError')}
        retryLabel={t('documents.retry')}
      />
    ) : (
      <PageLoading />
    );
  } else {
    const found = documents.data;
    body = (
      <Stack space="medium">
        <Text tone="muted">
          <LiveRegion>{t('documents.count', { count: found.total })}</LiveRegion>
        </Text>
        <Table
          aria-label={t('documents.title')}
          columns={columns}
          rows={documentRows(found.documents)}
          collapseBelow="md"
          isBusy={documents.isPlaceholderData}
          dependencies={[downloads.pending]}
          emptyState={
            filtered ? (
              <EmptyState
                title={t('documents.empty.filtered')}
                description={t('documents.empty.filteredHint')}
              />
            ) : (
              <EmptyState title={t('documents.empty')} description={t('documents.empty.body')} />
            )
          }
        />
        {found.pages > 1 && (
          <Pagination
            label={t('documents.pagination')}
            page={found.page}
            pageCount={found.pages}
            onPageChange={(next) => {
              changeView({ page: next - 1 });
            }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Page
      title={t('documents.title')}
      actions={
        <Button
          onPress={() => {
            setUploading(true);
          }}
        >
          {t('documents.upload')}
        </Button>
      }
    >
      <Inline space="medium" alignY="bottom">
        <DebouncedSearch label={t('documents.search')} value={view.search} onSearch={onSearch} />
        <Select
          label={t('documents.filter.kind')}
          value={view.kind ?? ANY}
          onChange={(key) => {
            changeView({ kind: DOCUMENT_KINDS.find((kind) => kind === key) ?? null });
          }}
        >
          <SelectItem id={ANY}>{t('documents.filter.anyKind')}</SelectItem>
          {DOCUMENT_KINDS.map((kind) => (
            <SelectItem key={kind} id={kind}>
              {t(`documents.kind.${kind}`)}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      <ErrorBanner error={downloads.error} fallbackKey="documents.download.failed" />
      <LiveRegion visuallyHidden>{reviewText(reviews.outcome)}</LiveRegion>
      {body}
      {uploading && (
        <UploadDocumentDialog
          onClose={() => {
            setUploading(false);
          }}
          onUploaded={(document) => {
            reviews.watch(document);
          }}
        />
      )}
    </Page>
  );
}
