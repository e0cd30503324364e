import type { DocumentGroup } from '@outlay/api-client';
import { acceptedTypesOf, maxBytesOf } from '@outlay/machines/upload-portal/file-checks';
import type { FileRejection } from '@outlay/machines/upload-portal/upload-portal.types';
import { documentGroupView } from '@outlay/machines/upload-portal/upload-portal.view';
import {
  Badge,
  Button,
  FileDropZone,
  Heading,
  Inline,
  Link,
  ProgressBar,
  Stack,
  Text,
} from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslator, type Translator } from '@/i18n/intl';
import { sameView } from '@/lib/same-view';
import type { PortalRef } from './portal-ref';
import * as styles from './document-group-zone.css';
import { useSelectionBatch } from './use-selection-batch';

function describeRejection(t: Translator['t'], rejection: FileRejection): string {
  const problem =
    rejection.reason === 'size'
      ? t('uploadPortal.tooLarge', { size: rejection.limitMb })
      : t('uploadPortal.wrongType', { extensions: rejection.extensions.join(', ') });
  return t('uploadPortal.fileProblem', { fileName: rejection.fileName, problem });
}

/** One group of the request: what it asks for, its drop zone, its files on the way and in. */
export function DocumentGroupZone({ portal, group }: { portal: PortalRef; group: DocumentGroup }) {
  const { t } = useTranslator();
  const { driveMaxBytes, uploads, deletions, rejections, canEdit } = useSelector(
    portal,
    (snapshot) => documentGroupView(snapshot, group.id),
    sameView,
  );
  const headingId = `group-${group.id}-name`;

  const select = useSelectionBatch(
    useCallback(
      (files: File[]) => {
        portal.send({ type: 'files.selected', groupId: group.id, files });
      },
      [portal, group.id],
    ),
  );
  const provided = group.documents.length > 0;
  const problems = rejections.map((rejection) => describeRejection(t, rejection));

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Stack space="medium">
        <Inline space="small" align="spaceBetween">
          <Heading level={2} size={4} id={headingId}>
            {group.name}
          </Heading>
          <Badge tone={provided ? 'positive' : 'caution'}>
            {provided ? t('uploadPortal.groupProvided') : t('uploadPortal.groupMissing')}
          </Badge>
        </Inline>
        <Text tone="muted">{group.description}</Text>
        {group.link && (
          <Link href={group.link} target="_blank" rel="noopener noreferrer">
            {t('uploadPortal.moreInfo')}
          </Link>
        )}
        <FileDropZone
          label={t('uploadPortal.dropLabel')}
          buttonLabel={t('uploadPortal.chooseFiles')}
          acceptedFileTypes={acceptedTypesOf(group).map((extension) => `.${extension}`)}
          maxFileSize={maxBytesOf(group, driveMaxBytes)}
          isDisabled={!canEdit}
          onFilesAccepted={select}
          onFilesRejected={(refused) => {
            select(refused.map((rejection) => rejection.file));
          }}
          errorMessage={problems.length > 0 ? problems.join(' · ') : undefined}
        />
        {uploads.map((upload) => (
          <ProgressBar
            key={upload.key}
            label={t('uploadPortal.uploading', { fileName: upload.fileName })}
            value={Math.round(upload.progress * 100)}
          />
        ))}
        {group.documents.length === 0 ? (
          <Text tone="muted" size="small">
            {t('uploadPortal.noFiles')}
          </Text>
        ) : (
          <Stack
            component="ul"
            space="small"
            aria-label={t('uploadPortal.filesOf', { group: group.name })}
          >
            {group.documents.map((document) => (
              <Inline key={document.id} space="small" align="spaceBetween">
                <Text>{document.originalName}</Text>
                <Button
                  variant="secondary"
                  size="small"
                  aria-label={t('uploadPortal.deleteFile', { fileName: document.originalName })}
                  isDisabled={!canEdit}
                  isPending={deletions.includes(document.id)}
                  pendingLabel={t('uploadPortal.deleting', { fileName: document.originalName })}
                  onPress={() => {
                    portal.send({ type: 'document.deleteRequested', documentId: document.id });
                  }}
                >
                  {t('uploadPortal.delete')}
                </Button>
              </Inline>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
