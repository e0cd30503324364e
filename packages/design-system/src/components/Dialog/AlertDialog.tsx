import type { ReactNode } from 'react';

import { Button } from '../Button/Button';
import { Modal, type ModalProps } from '../Modal/Modal';
import { Dialog } from './Dialog';

export interface AlertDialogProps extends Pick<
  ModalProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  title: string;
  /** The question or warning. */
  children: ReactNode;
  /** The confirming action's label, such as "Delete". */
  confirmLabel: string;
  /** The label of the button that closes without acting, such as "Cancel". */
  cancelLabel: string;
  /** `danger` for destructive actions. @default 'primary' */
  tone?: 'primary' | 'danger';
  /** Called on confirm; the dialog stays open while `isPending`. */
  onConfirm: (close: () => void) => void;
  isPending?: boolean;
}

/**
 * A modal that asks for a decision: role `alertdialog`, focus on the cancel button first,
 * closed by its buttons or Escape but not by a click outside.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  isPending,
  ...modalProps
}: AlertDialogProps) {
  return (
    <Modal {...modalProps} isDismissable={false} isKeyboardDismissDisabled={isPending} size="small">
      <Dialog
        title={title}
        role="alertdialog"
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} autoFocus isDisabled={isPending}>
              {cancelLabel}
            </Button>
            <Button
              variant={tone}
              isPending={isPending}
              onPress={() => {
                onConfirm(close);
              }}
            >
              {confirmLabel}
            </Button>
          </>
        )}
      >
        {children}
      </Dialog>
    </Modal>
  );
}
