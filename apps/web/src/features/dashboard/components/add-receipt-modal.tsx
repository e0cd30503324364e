import {
  Button,
  Dialog,
  FileDropZone,
  type FileRejection,
  IconButton,
  Inline,
  Modal,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import { useRef, useState } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { useTranslator } from '@/i18n/intl';
import { formatAmount } from '@/lib/format/format-amount';
import { useUploadReceipts } from '../api/upload-receipts';
import type { EntryRow } from '../model/entry-row';
import {
  ACCEPTED_FILE_TYPES,
  fitChoice,
  MAX_RECEIPT_BYTES,
  type ReceiptProblem,
  uploadProblem,
} from '@/entries/receipt-rules';

const PROBLEM_MESSAGES: Record<Exclude<ReceiptProblem, 'type' | 'size'>, MessageId> = {
  none: 'dashboard.addReceipt.none',
  count: 'dashboard.addReceipt.count',
};

interface AddReceiptModalProps {
  /** The row the receipt is for; null when the modal is closed. */
  row: EntryRow | null;
  onClose: () => void;
}

/**
 * Add Receipt (spec part 1 §5): png, jpg, jpeg, pdf or xml, 10 MB a file, at most 2 files per
 * transaction counting those attached. A refused file is named in the message and the files
 * already chosen stay; files beyond the limit are refused as they are chosen (the ones that fit
 * are kept), and a file already in the list is not added twice. A failed upload keeps them all
 * for another try.
 */
export default function AddReceiptModal({ row, onClose }: AddReceiptModalProps) {
  const { t, locale } = useTranslator();
  const [chosen, setChosen] = useState<File[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const upload = useUploadReceipts();
  const attached = row?.receipts ?? 0;
  // The drop zone reports a choice's refused files, then its accepted ones, in one go; the
  // refusal must still be on screen after the accepted files are added.
  const refusal = useRef<string | null>(null);

  const close = () => {
    setChosen([]);
    setMessage(null);
    upload.reset();
    onClose();
  };

  const check = (files: readonly File[]) => {
    const problem = uploadProblem(files, attached);
    if (problem === 'count' || problem === 'none') return t(PROBLEM_MESSAGES[problem]);
    return null;
  };

  const rejected = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    const key: MessageId =
      first.reason === 'type'
        ? 'dashboard.addReceipt.type'
        : first.reason === 'size'
          ? 'dashboard.addReceipt.size'
          : 'dashboard.addReceipt.count';
    const text = t(key, { name: first.file.name });
    refusal.current = text;
    setMessage(text);
    queueMicrotask(() => {
      refusal.current = null;
    });
  };

  return (
    <Modal
      isOpen={row !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog
        title={t('dashboard.addReceipt.title')}
        actions={
          <>
            <Button variant="secondary" onPress={close}>
              {t('dashboard.addReceipt.cancel')}
            </Button>
            <Button
              isPending={upload.isPending}
              onPress={() => {
                const problem = check(chosen);
                setMessage(problem);
                if (problem !== null || !row || row.type === 'loan') return;
                upload.mutate(
                  { type: row.type, entryId: row.entryId, files: chosen },
                  {
                    onSuccess: () => {
                      showToast({ tone: 'success', description: t('dashboard.addReceipt.done') });
                      close();
                    },
                  },
                );
              }}
            >
              {t('dashboard.addReceipt.upload')}
            </Button>
          </>
        }
      >
        {row && (
          <Stack space="medium">
            <Text>
              {t('dashboard.addReceipt.for', {
                merchant: row.merchant,
                amount: formatAmount(row.amount, { currency: row.currency, locale }),
              })}
            </Text>
            <Text size="small" tone="muted">
              {t('dashboard.addReceipt.attached', { count: attached })}
            </Text>
            <FileDropZone
              label={t('dashboard.addReceipt.drop')}
              acceptedFileTypes={ACCEPTED_FILE_TYPES}
              maxFileSize={MAX_RECEIPT_BYTES}
              onFilesAccepted={(files) => {
                const { kept, duplicates, overLimit } = fitChoice(chosen, files, attached);
                setChosen([...chosen, ...kept]);
                // Too many files is said at once; an empty choice only when Upload is pressed.
                const said = [
                  refusal.current,
                  overLimit.length > 0 ? t('dashboard.addReceipt.count') : null,
                  overLimit.length > 0
                    ? t('dashboard.addReceipt.notAdded', {
                        names: overLimit.map((file) => file.name).join(', '),
                        count: overLimit.length,
                      })
                    : null,
                  ...duplicates.map((file) =>
                    t('dashboard.addReceipt.duplicate', { name: file.name }),
                  ),
                ].filter((text): text is string => text !== null);
                setMessage(said.length > 0 ? said.join(' ') : null);
              }}
              onFilesRejected={rejected}
              errorMessage={message ?? undefined}
            />
            {chosen.length > 0 && (
              <Stack space="small">
                <Text weight="strong">{t('dashboard.addReceipt.chosen')}</Text>
                <ul aria-label={t('dashboard.addReceipt.chosen')}>
                  {chosen.map((file, index) => (
                    <li key={`${file.name}-${String(index)}`}>
                      <Inline space="small">
                        <Text>{file.name}</Text>
                        <IconButton
                          size="small"
                          label={t('dashboard.addReceipt.remove', { name: file.name })}
                          icon={<span aria-hidden="true">×</span>}
                          onPress={() => {
                            const next = chosen.filter((_, position) => position !== index);
                            setChosen(next);
                            setMessage(null);
                          }}
                        />
                      </Inline>
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
