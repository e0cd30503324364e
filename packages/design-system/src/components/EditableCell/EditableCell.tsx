import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { DialogTrigger } from 'react-aria-components/Dialog';

import { PencilIcon } from '../icons/icons';
import { Popover } from '../Popover/Popover';
import * as styles from './EditableCell.css';

export interface EditableCellProps {
  /** What the cell shows: the value, or a placeholder such as "Choose a category". */
  children: ReactNode;
  /**
   * The trigger's accessible name. It must contain the visible text (WCAG 2.5.3) and say what
   * is edited: "Travel, category of Uber".
   */
  'aria-label': string;
  /** The editor's heading, which names its dialog: "Category". */
  editorTitle: string;
  /**
   * The editor, in a popover anchored to the cell. `close` ends editing: call it once a value
   * is chosen. Escape or a click outside cancels, and focus goes back to the cell.
   */
  editor: (close: () => void) => ReactNode;
  /** A value that cannot change (a transaction already synced). */
  isDisabled?: boolean;
  /** `muted` for a placeholder or a value only suggested. @default 'standard' */
  tone?: 'standard' | 'muted';
  /** Marks a value that stops the row from being saved or synced. */
  isInvalid?: boolean;
  /** Controls whether the editor is open. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A table cell edited in place, the grid way: the cell holds one button, so arrow keys move
 * between cells as in any grid; Enter (or a click) opens the editor, Escape cancels and puts
 * focus back on the cell. Put it in the `render` of a `Table` column marked `fill`.
 */
export function EditableCell({
  children,
  'aria-label': ariaLabel,
  editorTitle,
  editor,
  isDisabled,
  tone = 'standard',
  isInvalid,
  isOpen,
  onOpenChange,
}: EditableCellProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton
        className={styles.trigger({ tone })}
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        data-invalid={isInvalid || undefined}
      >
        <span className={styles.value}>{children}</span>
        {!isDisabled && (
          <span className={styles.pencil} aria-hidden="true">
            <PencilIcon size="small" />
          </span>
        )}
      </AriaButton>
      <Popover title={editorTitle} placement="bottom start">
        {({ close }) => editor(close)}
      </Popover>
    </DialogTrigger>
  );
}
