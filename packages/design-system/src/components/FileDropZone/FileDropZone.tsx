import { useId, useRef, useState, type ReactNode } from 'react';
import { DropZone } from 'react-aria-components/DropZone';
import type { DropItem } from 'react-aria-components/Table';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useLocale } from 'react-aria-components/I18nProvider';

import { classNames } from '../../css/classNames';
import { useStrings } from '../../i18n/strings';
import { Button } from '../Button/Button';
import { DangerIcon, UploadIcon } from '../icons/icons';
import * as styles from './FileDropZone.css';
import { describeTypes, validateFiles, type FileRejection } from './validateFiles';

export type { FileRejection, FileRejectionReason } from './validateFiles';

export interface FileDropZoneProps {
  /** The prompt, such as "Drag or click to attach receipt (10 max)". @default "Drag or click" */
  label?: string;
  /** The button's label. @default "Choose files" (or "Choose file" for one) */
  buttonLabel?: string;
  /** MIME types (`image/png`, `image/*`) or extensions (`.xml`), shown to the user. */
  acceptedFileTypes: readonly string[];
  /** Bytes; larger files are rejected with reason `size`. Shown as "Maximum size: 10 MB". */
  maxFileSize?: number;
  /** How many more files may be added; extra files are rejected with reason `count`. */
  maxFiles?: number;
  /** @default true unless `maxFiles` is 1 */
  allowsMultiple?: boolean;
  /** Off when the upload limit is reached. */
  isDisabled?: boolean;
  /** Files that passed type, size and count. */
  onFilesAccepted: (files: File[]) => void;
  /** Files that did not, each with its reason; the app words the message. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** The app's message for the last rejection, shown under the zone and said as an alert. */
  errorMessage?: ReactNode;
  /**
   * Opens a phone's camera first (`capture`): `environment` the back one, for receipts and
   * documents. Desktop browsers ignore it and show the file chooser.
   */
  defaultCamera?: 'environment' | 'user';
}

/**
 * Where files are dropped or chosen. Drag and drop, a click anywhere in the zone, and a real
 * "Choose files" button (the keyboard and screen-reader path) all lead to the same checks:
 * accepted types, maximum size and count. It shows the rules and reports rejections by reason;
 * the words for errors come from the app, shown under the zone in an alert that is on the page
 * from the start (so screen readers say them) and filled again at each refusal.
 */
export function FileDropZone({
  label,
  buttonLabel,
  acceptedFileTypes,
  maxFileSize,
  maxFiles,
  allowsMultiple = maxFiles !== 1,
  isDisabled,
  onFilesAccepted,
  onFilesRejected,
  errorMessage,
  defaultCamera,
}: FileDropZoneProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  // Counts refusals, so the same words are put in the alert again (and said again).
  const [refusals, setRefusals] = useState(0);
  const prompt = label ?? strings.dropFiles;

  function handleFiles(files: File[]) {
    const { accepted, rejected } = validateFiles(files, {
      acceptedFileTypes,
      maxFileSize,
      maxFiles,
    });
    if (rejected.length > 0) {
      setRefusals((count) => count + 1);
      onFilesRejected?.(rejected);
    }
    if (accepted.length > 0) {
      onFilesAccepted(accepted);
    }
  }

  async function handleDrop(items: DropItem[]) {
    const files = await Promise.all(
      items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
    );
    handleFiles(files);
  }

  const sizeText =
    maxFileSize === undefined
      ? undefined
      : new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        }).format(maxFileSize / (1024 * 1024));

  const hints = [
    acceptedFileTypes.length > 0 ? strings.acceptedTypes(describeTypes(acceptedFileTypes)) : null,
    sizeText ? strings.maxFileSize(sizeText) : null,
    maxFiles !== undefined && maxFiles > 1 ? strings.maxFiles(maxFiles) : null,
  ].filter((hint): hint is string => hint !== null);

  return (
    <div className={styles.field}>
      <DropZone
        // Its drop button's name; react-aria's default would put "DropZone" before the prompt.
        aria-label={prompt}
        isDisabled={isDisabled}
        onDrop={(event) => {
          void handleDrop(event.items);
        }}
        getDropOperation={(types) => (isDisabled || !types.has('Files') ? 'cancel' : 'copy')}
        className={classNames(styles.zone, errorMessage ? styles.invalid : undefined)}
      >
        {/* A click anywhere opens the file chooser; the button below is the keyboard path. */}
        <div
          className={styles.content}
          onClick={(event) => {
            const target = event.target instanceof Element ? event.target : null;
            if (!isDisabled && !target?.closest('button, input')) {
              inputRef.current?.click();
            }
          }}
        >
          <span className={styles.icon} aria-hidden="true">
            <UploadIcon />
          </span>
          <span className={styles.label}>{prompt}</span>
          <span id={hintId} className={styles.hint}>
            {hints.join(' · ')}
          </span>
          <FileTrigger
            ref={inputRef}
            acceptedFileTypes={[...acceptedFileTypes]}
            allowsMultiple={allowsMultiple}
            {...(defaultCamera ? { defaultCamera } : {})}
            onSelect={(list) => {
              handleFiles(list ? Array.from(list) : []);
            }}
          >
            <Button
              variant="secondary"
              size="small"
              isDisabled={isDisabled}
              aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
            >
              {buttonLabel ?? (allowsMultiple ? strings.chooseFiles : strings.chooseFile)}
            </Button>
          </FileTrigger>
        </div>
      </DropZone>
      <div role="alert">
        {errorMessage && (
          <span key={refusals} id={errorId} className={styles.error}>
            <DangerIcon size="small" />
            <span>{errorMessage}</span>
          </span>
        )}
      </div>
    </div>
  );
}
