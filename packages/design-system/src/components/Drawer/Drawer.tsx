import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';

import { useStrings } from '../../i18n/strings';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/icons';
import * as styles from './Drawer.css';

export interface DrawerRenderProps {
  close: () => void;
}

export interface DrawerProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The title, which also names the drawer. */
  title: string;
  /** Buttons in the header before the close button, such as previous/next row. */
  headerActions?: ReactNode;
  /** The body, scrolling under a fixed header. A function receives `close`. */
  children: ReactNode | ((renderProps: DrawerRenderProps) => ReactNode);
  /** A fixed row of buttons at the bottom. */
  footer?: ReactNode | ((renderProps: DrawerRenderProps) => ReactNode);
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
  const strings = useStrings();
  return (
    <ModalOverlay {...overlayProps} isDismissable className={styles.overlay}>
      <AriaModal className={styles.drawer({ size })}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <span className={styles.title}>
                  <Heading slot="title" level={2} size={3}>
                    {title}
                  </Heading>
                </span>
                <span className={styles.headerActions}>
                  {headerActions}
                  <IconButton
                    size="small"
                    label={strings.close}
                    icon={<CloseIcon />}
                    onPress={close}
                  />
                </span>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer !== undefined && (
                <div className={styles.footer}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
