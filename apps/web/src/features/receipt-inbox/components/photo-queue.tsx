import {
  Box,
  Button,
  FileDropZone,
  type FileRejection,
  Inline,
  LiveRegion,
  ProgressBar,
  Stack,
  Text,
} from '@outlay/design-system';
import { MAX_RECEIPT_BYTES } from '@outlay/rules';
import { useRef, useState } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import type { PhotoSend } from '../api/photo-uploads';

/** The camera's photos; the server judges them by their bytes (png, jpg, jpeg). */
const PHOTO_TYPES = ['image/*'] as const;

interface Upload {
  id: string;
  file: File;
  progress: number;
  state: 'sending' | 'sent' | 'failed';
  problem: string | null;
}

/**
 * Camera first (`capture=environment`), several photos in a row: each goes out as soon as it
 * is taken, with its own progress bar, and says when it arrived or why not (the server's
 * words, in the reader's language), with "Send again" under the same key (one receipt).
 */
export function PhotoQueue(props: {
  send: (send: PhotoSend) => Promise<unknown>;
  /** What a photo that arrived says, by its name. */
  sentMessage: MessageId;
  isDisabled?: boolean;
}) {
  const { send, sentMessage, isDisabled } = props;
  const { t } = useTranslator();
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const keys = useRef(new Map<File, string>());

  const update = (id: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((one) => (one.id === id ? { ...one, ...change } : one)));
  };

  const start = (file: File, id: string) => {
    update(id, { state: 'sending', progress: 0, problem: null });
    send({
      file,
      idempotencyKey: id,
      onProgress: (progress) => update(id, { progress }),
    }).then(
      () => {
        update(id, { state: 'sent', progress: 1 });
        setNews(t(sentMessage, { name: file.name }));
      },
      (error: unknown) => {
        const reason = messageOf(error, t);
        update(id, { state: 'failed', problem: reason });
        setNews(t('receipts.capture.failed', { name: file.name, reason }));
      },
    );
  };

  const accepted = (files: File[]) => {
    setProblem(null);
    const added = files.map((file): Upload => {
      const id = crypto.randomUUID();
      keys.current.set(file, id);
      return { id, file, progress: 0, state: 'sending', problem: null };
    });
    setUploads((list) => [...added, ...list]);
    for (const upload of added) start(upload.file, upload.id);
  };

  const rejected = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    setProblem(
      t(first.reason === 'size' ? 'receipts.capture.tooLarge' : 'receipts.capture.wrongType'),
    );
  };

  return (
    <Stack space="medium">
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      <FileDropZone
        label={t('receipts.capture.drop')}
        buttonLabel={t('receipts.capture.take')}
        acceptedFileTypes={PHOTO_TYPES}
        maxFileSize={MAX_RECEIPT_BYTES}
        allowsMultiple
        defaultCamera="environment"
        isDisabled={isDisabled}
        onFilesAccepted={accepted}
        onFilesRejected={rejected}
        errorMessage={problem ?? undefined}
      />
      {uploads.length > 0 ? (
        <Stack component="ul" space="small" aria-label={t('receipts.capture.list')}>
          {uploads.map((upload) => (
            <Box key={upload.id}>
              {upload.state === 'sending' ? (
                <ProgressBar
                  label={t('receipts.capture.sending', { name: upload.file.name })}
                  value={Math.round(upload.progress * 100)}
                />
              ) : upload.state === 'sent' ? (
                <Text tone="positive">{t(sentMessage, { name: upload.file.name })}</Text>
              ) : (
                <Inline space="small" alignY="center">
                  <Text tone="critical">
                    {t('receipts.capture.failed', {
                      name: upload.file.name,
                      reason: upload.problem ?? '',
                    })}
                  </Text>
                  <Button
                    size="small"
                    variant="secondary"
                    onPress={() => start(upload.file, upload.id)}
                  >
                    {t('receipts.capture.again')}
                  </Button>
                </Inline>
              )}
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
