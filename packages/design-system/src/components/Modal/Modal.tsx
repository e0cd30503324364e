import { createContext, useContext, type ReactNode } from 'react';
import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components/Modal';

import * as styles from './Modal.css';

export const modalSizes = ['small', 'medium', 'large'] as const;

const DismissableContext = createContext(true);

/** Whether the surrounding modal can be dismissed; a Dialog shows its close button if so. */
export function useIsDismissable(): boolean {
  return useContext(DismissableContext);
}

export interface ModalProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /**
   * Whether Escape, a click outside and the close button dismiss it. A non-dismissable modal
   * (a forced password change) closes only through its own actions. @default true
   */
  isDismissable?: boolean;
  /** Whether Escape is ignored. @default !isDismissable */
  isKeyboardDismissDisabled?: boolean;
  /** @default 'medium' */
  size?: (typeof modalSizes)[number];
  /** A `Dialog`. */
  children: ReactNode;
}

/**
 * The overlay a `Dialog` opens in: it dims the page, traps focus, makes the rest of the page
 * inert, and returns focus to the trigger when it closes. Open it from a `DialogTrigger` or
 * control it with `isOpen`.
 */
export function Modal({
  isDismissable = true,
  isKeyboardDismissDisabled = !isDismissable,
  size,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <AriaModal className={styles.modal({ size })}>
        <DismissableContext.Provider value={isDismissable}>{children}</DismissableContext.Provider>
      </AriaModal>
    </ModalOverlay>
  );
}
