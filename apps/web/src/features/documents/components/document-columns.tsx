import type { CompanyDocument, CompanyDocumentStatus } from '@outlay/api-client';
import {
  Badge,
  type BadgeTone,
  Button,
  Stack,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { formatMonthDayYear } from '@/lib/format/dates';

const STATUS_TONE: Record<CompanyDocumentStatus, BadgeTone> = {
  pending: 'caution',
  approved: 'positive',
  rejected: 'critical',
};

/** A row of the table: the document, keyed by its kind and id (ids are unique per kind). */
export interface DocumentRow {
  id: string;
  document: CompanyDocument;
}

export const documentRows = (documents: readonly CompanyDocument[]): DocumentRow[] =>
  documents.map((document) => ({ id: `${document.kind}:${document.id}`, document }));

/** The documents table's columns: name (with an upload's type), kind, date, who, status, file. */
export function useDocumentColumns(
  pending: string | null,
  onDownload: (document: CompanyDocument) => void,
): TableColumn<DocumentRow>[] {
  const { t, locale } = useTranslator();
  return [
    {
      id: 'name',
      name: t('documents.column.name'),
      isRowHeader: true,
      minWidth: 'small',
      render: ({ document }) => (
        <Stack space="xsmall">
          <Text>{document.name}</Text>
          {document.category && (
            <Text size="small" tone="muted">
              {t(`documents.category.${document.category}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'kind',
      name: t('documents.column.kind'),
      render: ({ document }) => t(`documents.kind.${document.kind}`),
    },
    {
      id: 'date',
      name: t('documents.column.date'),
      noWrap: true,
      render: ({ document }) => formatMonthDayYear(document.date, locale),
    },
    {
      id: 'signer',
      name: t('documents.column.signer'),
      render: ({ document }) => document.signer ?? '—',
    },
    {
      id: 'status',
      name: t('documents.column.status'),
      render: ({ document }) =>
        document.status ? (
          <Stack space="xsmall">
            <Badge tone={STATUS_TONE[document.status]}>
              {t(`documents.status.${document.status}`)}
            </Badge>
            {document.rejectionReason && (
              <Text size="small">
                {t('documents.rejectedBecause', { reason: document.rejectionReason })}
              </Text>
            )}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      id: 'file',
      name: t('documents.column.file'),
      hideHeader: true,
      render: ({ document }) => (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('documents.downloadOf', { name: document.name })}
          isPending={pending === `${document.kind}:${document.id}`}
          onPress={() => {
            onDownload(document);
          }}
        >
          {t('documents.download')}
        </Button>
      ),
    },
  ];
}
