import { useIsDismissable } from '../Modal/Modal';
import * as styles from './Dialog.css';
import { type Closable, DialogFrame } from './DialogFrame';

export { DialogTrigger } from './DialogTrigger';

export interface DialogProps {
  /** The title, which also names the dialog. */
  title: string;
  /**
   * `alertdialog` for a dialog that interrupts to ask for a decision (a destructive
   * confirmation). @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** The body. A function receives `close`. */
  children: Closable;
  /** Buttons at the bottom, primary last. A function receives `close`. */
  actions?: Closable;
}

/**
 * The content of a Modal: a title that labels it, a close button ("Close") when the modal is
 * dismissable, a scrolling body and a row of actions.
 */
export function Dialog({ title, role = 'dialog', children, actions }: DialogProps) {
  const isDismissable = useIsDismissable();
  return (
    <DialogFrame
      title={title}
      role={role}
      footer={actions}
      headerEnd={(closeButton) => isDismissable && role === 'dialog' && closeButton}
      classNames={styles}
    >
      {children}
    </DialogFrame>
  );
}
