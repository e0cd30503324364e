import type { ReactNode } from 'react';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';

import { type Closable, DialogFrame } from '../Dialog/DialogFrame';
import * as styles from './Drawer.css';

export interface DrawerProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The title, which also names the drawer. */
  title: string;
  /** Buttons in the header before the close button, such as previous/next row. */
  headerActions?: ReactNode;
  /** The body, scrolling under a fixed header. A function receives `close`. */
  children: Closable;
  /** A fixed row of buttons at the bottom. */
  footer?: Closable;
  /** @default 'standard' (30 rem from md up; full width below) */
  size?: 'standard' | 'wide';
}

/**
 * A side sheet from the right, for details beside a list (a transaction). It is a modal
 * dialog: focus moves in and is trapped, Escape or a click outside closes it, and focus
 * returns to what opened it (a `DialogTrigger`'s button or the table row).
 */
export function Drawer({
  title,
  headerActions,
  children,
  footer,
  size,
  ...overlayProps
}: DrawerProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable className={styles.overlay}>
      <AriaModal className={styles.drawer({ size })}>
        <DialogFrame
          title={title}
          footer={footer}
          headerEnd={(closeButton) => (
            <span className={styles.headerActions}>
              {headerActions}
              {closeButton}
            </span>
          )}
          classNames={styles}
        >
          {children}
        </DialogFrame>
      </AriaModal>
    </ModalOverlay>
  );
}
