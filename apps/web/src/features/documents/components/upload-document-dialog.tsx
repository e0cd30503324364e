import type { CompanyDocument, CompanyDocumentCategory } from '@outlay/api-client';
import {
  FileDropZone,
  type FileRejection,
  ProgressBar,
  Select,
  SelectItem,
  showToast,
  Stack,
  Text,
} from '@outlay/design-system';
import {
  COMPANY_DOCUMENT_CATEGORIES,
  COMPANY_DOCUMENT_EXTENSIONS,
  MAX_COMPANY_DOCUMENT_BYTES,
} from '@outlay/rules';
import { useState } from 'react';
import { ChoiceDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
import { useUploadDocument } from '../api/upload-document';

const MEGABYTE = 1024 * 1024;
/** What the file chooser offers: the extensions (jpg and jpeg both) and their types. */
const ACCEPTED_FILE_TYPES = COMPANY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`);

/**
 * "Upload document": what the document is and its file (png, jpg, jpeg or pdf, at most 10 MB,
 * spec part 2 §5), checked here as the server checks it again; the bytes go out with a progress
 * bar, and a refusal is said in the dialog in the user's language. One idempotency key per
 * dialog, so pressing Upload again after a lost answer makes no second document.
 */
export function UploadDocumentDialog({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  /** The document made, Pending: the page watches it until it is reviewed. */
  onUploaded?: (document: CompanyDocument) => void;
}) {
  const { t } = useTranslator();
  const upload = useUploadDocument();
  const [category, setCategory] = useState<CompanyDocumentCategory | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [categoryProblem, setCategoryProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const rejected = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    setFile(null);
    setProblem(
      first.reason === 'size'
        ? t('documents.upload.tooLarge', { size: MAX_COMPANY_DOCUMENT_BYTES / MEGABYTE })
        : t('documents.upload.wrongType', { extensions: COMPANY_DOCUMENT_EXTENSIONS.join(', ') }),
    );
  };

  const submit = () => {
    setCategoryProblem(category === null ? t('documents.upload.categoryRequired') : null);
    if (file === null) setProblem(t('documents.upload.noFile'));
    if (category === null || file === null) return;
    setProgress(0);
    upload.mutate(
      { category, file, idempotencyKey, onProgress: setProgress },
      {
        onSuccess: (document) => {
          onUploaded?.(document);
          showToast({
            tone: 'success',
            description: t('documents.upload.done', { name: document.name }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <ChoiceDialog
      title={t('documents.upload')}
      onCancel={onClose}
      cancelLabel={t('documents.upload.cancel')}
      submitLabel={t('documents.upload.submit')}
      isPending={upload.isPending}
      error={upload.error}
      onSubmit={submit}
    >
      <Stack space="medium">
        <Select
          label={t('documents.upload.category')}
          placeholder={t('documents.upload.categoryPlaceholder')}
          isRequired
          isInvalid={categoryProblem !== null}
          errorMessage={categoryProblem ?? undefined}
          value={category}
          onChange={(key) => {
            setCategory(COMPANY_DOCUMENT_CATEGORIES.find((item) => item === key) ?? null);
            setCategoryProblem(null);
          }}
        >
          {COMPANY_DOCUMENT_CATEGORIES.map((item) => (
            <SelectItem key={item} id={item}>
              {t(`documents.category.${item}`)}
            </SelectItem>
          ))}
        </Select>
        <FileDropZone
          label={t('documents.upload.drop')}
          buttonLabel={t('documents.upload.choose')}
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          maxFileSize={MAX_COMPANY_DOCUMENT_BYTES}
          maxFiles={1}
          isDisabled={upload.isPending}
          onFilesAccepted={(files) => {
            setFile(files[0] ?? null);
            setProblem(null);
          }}
          onFilesRejected={rejected}
          errorMessage={problem ?? undefined}
        />
        {file && <Text>{t('documents.upload.chosen', { name: file.name })}</Text>}
        {upload.isPending && file && (
          <ProgressBar
            label={t('documents.upload.progress', { name: file.name })}
            value={Math.round(progress * 100)}
          />
        )}
      </Stack>
    </ChoiceDialog>
  );
}
