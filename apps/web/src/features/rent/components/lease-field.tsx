import type { RentLease } from '@outlay/api-client';
import {
  Button,
  FileDropZone,
  type FileRejection,
  Inline,
  LiveRegion,
  ProgressBar,
  Stack,
  Text,
} from '@outlay/design-system';
import { COMPANY_DOCUMENT_EXTENSIONS, MAX_COMPANY_DOCUMENT_BYTES } from '@outlay/rules';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useUploadLease } from '../api/upload-lease';

const MEGABYTE = 1024 * 1024;
const ACCEPTED_FILE_TYPES = COMPANY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`);

/**
 * The lease, the payment's supporting document: pdf, png, jpg or jpeg up to 10 MB (checked
 * here as the server checks it again, by its bytes). It is uploaded as soon as it is chosen,
 * with its progress, as one of the company's documents; the draft keeps only its id and name,
 * so a problem elsewhere in the form (or going to the review and back) never loses it.
 */
export function LeaseField({
  lease,
  onAttached,
  onRemoved,
}: {
  lease: RentLease | null;
  onAttached: (lease: RentLease) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslator();
  const upload = useUploadLease();
  const [progress, setProgress] = useState(0);
  const [sending, setSending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');

  const accepted = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProblem(null);
    setProgress(0);
    setSending(file.name);
    setNews('');
    upload.mutate(
      { file, idempotencyKey: crypto.randomUUID(), onProgress: setProgress },
      {
        onSuccess: (document) => {
          onAttached({ id: document.id, name: document.name });
          setNews(t('rent.lease.attachedNews', { name: document.name }));
        },
        onError: (error) => {
          setProblem(messageOf(error, t));
        },
        onSettled: () => {
          setSending(null);
        },
      },
    );
  };

  const rejected = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    setProblem(
      first.reason === 'size'
        ? t('rent.lease.tooLarge', { size: MAX_COMPANY_DOCUMENT_BYTES / MEGABYTE })
        : t('rent.lease.wrongType', { extensions: COMPANY_DOCUMENT_EXTENSIONS.join(', ') }),
    );
  };

  return (
    <Stack space="small">
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      {lease ? (
        <Inline space="small" alignY="center">
          <Text>{t('rent.lease.attached', { name: lease.name })}</Text>
          <Button
            variant="secondary"
            aria-label={t('rent.lease.removeNamed', { name: lease.name })}
            onPress={() => {
              onRemoved();
              setNews(t('rent.lease.removedNews', { name: lease.name }));
            }}
          >
            {t('rent.lease.remove')}
          </Button>
        </Inline>
      ) : (
        <FileDropZone
          label={t('rent.lease')}
          buttonLabel={t('rent.lease.choose')}
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          maxFileSize={MAX_COMPANY_DOCUMENT_BYTES}
          maxFiles={1}
          isDisabled={upload.isPending}
          onFilesAccepted={accepted}
          onFilesRejected={rejected}
          errorMessage={problem ?? undefined}
        />
      )}
      {sending !== null && (
        <ProgressBar
          label={t('rent.lease.progress', { name: sending })}
          value={Math.round(progress * 100)}
        />
      )}
    </Stack>
  );
}
