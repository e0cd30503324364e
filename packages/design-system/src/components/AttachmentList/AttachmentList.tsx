import { Button as AriaButton } from 'react-aria-components/Button';

import { CheckIcon, CloseIcon } from '../icons/icons';
import { Spinner } from '../Spinner/Spinner';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './AttachmentList.css';
import { shortenName } from './shortenName';

export interface Attachment {
  id: string;
  /** The file's full name; shortened on screen, kept whole as the accessible name. */
  name: string;
  /** Still uploading: a spinner stands where the check mark will be. */
  isPending?: boolean;
}

export interface AttachmentListProps {
  /** What the list holds, such as "Receipts": the list's accessible name. */
  label: string;
  items: readonly Attachment[];
  /** A click on a name: the app opens the file (an image viewer, a new window). */
  onOpen: (item: Attachment) => void;
  /** The remove control of each file; without it files show their check mark only. */
  onRemove?: (item: Attachment) => void;
  /** The remove button's accessible name, such as "Remove lunch.png". */
  removeLabel: (name: string) => string;
  /** The spinner's label while a file uploads, such as "Uploading lunch.png". */
  pendingLabel: (name: string) => string;
  /** Names longer than this many characters are shortened… @default 45 */
  shortenNamesOver?: number;
  /** …to this many and an ellipsis. @default 40 */
  shortenNamesTo?: number;
  /** Removing is off while a file is being removed. */
  isDisabled?: boolean;
}

/**
 * Files attached to something (a transaction's receipts). Each shows its name, which opens
 * it, and a check mark that turns into a remove button when the row is hovered or the button
 * has focus: it is a real button all along, named "Remove …" for screen readers. A shortened
 * name keeps its full text as the button's name and in a tooltip.
 */
export function AttachmentList({
  label,
  items,
  onOpen,
  onRemove,
  removeLabel,
  pendingLabel,
  shortenNamesOver = 45,
  shortenNamesTo = 40,
  isDisabled,
}: AttachmentListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const shown = shortenName(item.name, shortenNamesOver, shortenNamesTo);
        const nameButton = (
          <AriaButton
            className={styles.name}
            aria-label={shown === item.name ? undefined : item.name}
            onPress={() => {
              onOpen(item);
            }}
          >
            {shown}
          </AriaButton>
        );
        return (
          <li key={item.id} className={styles.item}>
            {shown === item.name ? nameButton : <Tooltip content={item.name}>{nameButton}</Tooltip>}
            {item.isPending ? (
              <span className={styles.pending}>
                <Spinner size="small" label={pendingLabel(item.name)} />
              </span>
            ) : onRemove ? (
              <AriaButton
                className={styles.remove}
                aria-label={removeLabel(item.name)}
                isDisabled={isDisabled}
                onPress={() => {
                  onRemove(item);
                }}
              >
                <span className={styles.checkMark}>
                  <CheckIcon size="small" />
                </span>
                <span className={styles.removeMark}>
                  <CloseIcon size="small" />
                </span>
              </AriaButton>
            ) : (
              <span className={styles.pending}>
                <CheckIcon size="small" />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
