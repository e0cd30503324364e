import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';

import { useStrings } from '../../i18n/strings';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import { useIsDismissable } from '../Modal/Modal';
import * as styles from './Dialog.css';

export { DialogTrigger } from 'react-aria-components/Dialog';

export interface DialogRenderProps {
  /** Closes the dialog. */
  close: () => void;
}

export interface DialogProps {
  /** The title, which also names the dialog. */
  title: string;
  /**
   * `alertdialog` for a dialog that interrupts to ask for a decision (a destructive
   * confirmation). @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /** The body. A function receives `close`. */
  children: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Buttons at the bottom, primary last. A function receives `close`. */
  actions?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
}

/**
 * The content of a Modal: a title that labels it, a close button ("Close") when the modal is
 * dismissable, a scrolling body and a row of actions.
 */
export function Dialog({ title, role = 'dialog', children, actions }: DialogProps) {
  const strings = useStrings();
  const isDismissable = useIsDismissable();
  return (
    <AriaDialog role={role} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <span className={styles.title}>
              <Heading slot="title" level={2} size={3}>
                {title}
              </Heading>
            </span>
            {isDismissable && role === 'dialog' && (
              <IconButton size="small" label={strings.close} icon={<CloseIcon />} onPress={close} />
            )}
          </div>
          <div className={styles.body}>
            {typeof children === 'function' ? children({ close }) : children}
          </div>
          {actions !== undefined && (
            <div className={styles.footer}>
              {typeof actions === 'function' ? actions({ close }) : actions}
            </div>
          )}
        </>
      )}
    </AriaDialog>
  );
}
