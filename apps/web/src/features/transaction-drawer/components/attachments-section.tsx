import {
  AttachmentList,
  type Attachment,
  FileDropZone,
  type FileRejection,
  Heading,
  ImageViewer,
  Stack,
  Text,
} from '@outlay/design-system';
import { useRef, useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { hasServerMessage, messageOf } from '@/lib/message-of';
import { useDeleteReceipt } from '../api/delete-receipt';
import { type Receipt, type ReceiptOwner, useReceipts } from '@/entries/api/get-receipts';
import { useUploadReceipt } from '../api/upload-receipt';
import { type FileKind, rejectionMessages } from '../model/file-rejections';
import {
  ACCEPTED_FILE_TYPES,
  MAX_DRAWER_FILES,
  MAX_RECEIPT_BYTES,
  opensInViewer,
} from '@/entries/receipt-rules';

interface AttachmentsSectionProps {
  /** Card transactions carry receipts, transfers invoices. */
  owner: ReceiptOwner;
  entryId: number;
  onChanged: () => void;
}

interface Upload {
  id: string;
  name: string;
}

let uploadCount = 0;

/** What the drop zone refused of the current choice. */
interface Refusal {
  messages: string[];
  /** Some files were over the limit: the refusal says the limit, naming them. */
  overLimit: boolean;
}
const noRefusal: Refusal = { messages: [], overLimit: false };

/**
 * Receipts (card) or Invoices (payment), spec part 2 §2.2, §4, §5: a drop zone whose files
 * upload as soon as they pass the checks, one request each, so a refused file leaves the
 * others; the list opens images in a viewer and other files in a new window, and removes.
 */
export function AttachmentsSection({ owner, entryId, onChanged }: AttachmentsSectionProps) {
  const { t } = useTranslator();
  const receipts = useReceipts(owner, entryId);
  const uploadFile = useUploadReceipt(owner, entryId);
  const deleteFile = useDeleteReceipt(owner, entryId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  // The refusal of files over the limit already says the limit: the note under the zone waits.
  const [overLimit, setOverLimit] = useState(false);
  const [viewing, setViewing] = useState<Receipt | null>(null);
  // The drop zone reports a choice's refused files, then its accepted ones, in one go.
  const refusedNow = useRef<Refusal>(noRefusal);
  const kind: FileKind = owner === 'card' ? 'receipt' : 'invoice';

  const stored = receipts.data?.receipts ?? [];
  const room = Math.max(0, MAX_DRAWER_FILES - stored.length - uploads.length);
  const atLimit = receipts.data !== undefined && room === 0 && uploads.length === 0;

  function upload(file: File) {
    uploadCount += 1;
    const pending = { id: `upload-${String(uploadCount)}`, name: file.name };
    setUploads((current) => [...current, pending]);
    uploadFile
      .mutateAsync(file)
      .then(onChanged)
      .catch((error: unknown) => {
        setProblems((current) => [
          ...current,
          hasServerMessage(error)
            ? t('transactionDrawer.files.uploadFailedWith', {
                name: file.name,
                reason: messageOf(error, t),
              })
            : t('transactionDrawer.files.uploadFailed', { name: file.name }),
        ]);
      })
      .finally(() => {
        setUploads((current) => current.filter((item) => item.id !== pending.id));
      });
  }

  function remove(item: Attachment) {
    setRemoving(item.id);
    setProblems([]);
    setOverLimit(false);
    deleteFile
      .mutateAsync(item.id)
      .then(onChanged)
      .catch(() => {
        setProblems([t('transactionDrawer.files.removeFailed', { name: item.name })]);
      })
      .finally(() => {
        setRemoving(null);
      });
  }

  function open(item: Attachment) {
    const receipt = stored.find((candidate) => candidate.id === item.id);
    if (!receipt) return;
    if (opensInViewer(receipt.contentType)) setViewing(receipt);
    else window.open(receipt.url, '_blank', 'noopener');
  }

  const items: Attachment[] = [
    ...stored.map((receipt) => ({ id: receipt.id, name: receipt.receiptName })),
    ...uploads.map((pending) => ({ ...pending, isPending: true })),
  ];
  return (
    <Stack space="small">
      <Heading level={3} size={4}>
        {t(`transactionDrawer.files.title.${kind}`)}
      </Heading>
      <FileDropZone
        label={t('transactionDrawer.files.drop', { kind })}
        acceptedFileTypes={ACCEPTED_FILE_TYPES}
        maxFileSize={MAX_RECEIPT_BYTES}
        maxFiles={room}
        isDisabled={atLimit || receipts.data === undefined}
        onFilesAccepted={(files) => {
          setProblems(refusedNow.current.messages);
          setOverLimit(refusedNow.current.overLimit);
          files.forEach(upload);
        }}
        onFilesRejected={(rejections: FileRejection[]) => {
          const messages = rejectionMessages(rejections, kind).map((message) =>
            t(message.id, message.values),
          );
          refusedNow.current = {
            messages: [...new Set(messages)],
            overLimit: rejections.some((rejection) => rejection.reason === 'count'),
          };
          setProblems(refusedNow.current.messages);
          setOverLimit(refusedNow.current.overLimit);
          queueMicrotask(() => {
            refusedNow.current = noRefusal;
          });
        }}
        errorMessage={problems.length > 0 ? problems.join(' ') : undefined}
      />
      {atLimit && !overLimit && (
        <Text size="small" tone="muted">
          {t('transactionDrawer.files.limit', { kind })}
        </Text>
      )}
      {receipts.isError && (
        <Text size="small" tone="critical">
          {t('transactionDrawer.files.loadError')}
        </Text>
      )}
      {items.length > 0 && (
        <AttachmentList
          label={t(`transactionDrawer.files.title.${kind}`)}
          items={items}
          onOpen={open}
          onRemove={remove}
          isDisabled={removing !== null}
          removeLabel={(name) => t('transactionDrawer.files.remove', { name })}
          pendingLabel={(name) => t('transactionDrawer.files.uploading', { name })}
        />
      )}
      <ImageViewer
        src={viewing?.url ?? null}
        title={viewing?.receiptName ?? ''}
        onClose={() => {
          setViewing(null);
        }}
      />
    </Stack>
  );
}
