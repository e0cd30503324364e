import { Button, Dialog, LiveRegion, Modal, Stack } from '@outlay/design-system';
import type { ReactNode } from 'react';

interface FlowDialogProps {
  title: string;
  /** The request is with the server: the dialog holds (no Escape, no click outside). */
  isPending: boolean;
  onClose: () => void;
  /** What the flow just did, announced; empty while there is nothing new to say. */
  news: string;
  /** The footer of the step the flow is at: see `SendActions` and `CloseAction`. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog that walks one money flow (Pay now, Apply to statement, Accept offer): its
 * steps are the flow machine's, the footer changes with them, and each outcome is announced.
 */
export function FlowDialog({
  title,
  isPending,
  onClose,
  news,
  actions,
  children,
}: FlowDialogProps) {
  return (
    <Modal
      isOpen
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog title={title} actions={actions}>
        <Stack space="medium">
          <LiveRegion>{news}</LiveRegion>
          {children}
        </Stack>
      </Dialog>
    </Modal>
  );
}

interface SendActionsProps {
  cancelLabel: string;
  sendLabel: string;
  isPending: boolean;
  onCancel: () => void;
  /** The form the send button submits, or what it does when there is no form. */
  send: { formId: string } | { onPress: () => void };
}

/** Cancel and the flow's primary action, while it is still being filled in. */
export function SendActions({
  cancelLabel,
  sendLabel,
  isPending,
  onCancel,
  send,
}: SendActionsProps) {
  return (
    <>
      <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        {...('formId' in send ? { type: 'submit', form: send.formId } : { onPress: send.onPress })}
        isPending={isPending}
      >
        {sendLabel}
      </Button>
    </>
  );
}

/** Close, and try again: the footer once the bank refused. */
export function RetryActions(props: {
  closeLabel: string;
  retryLabel: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onPress={props.onClose}>
        {props.closeLabel}
      </Button>
      <Button onPress={props.onRetry}>{props.retryLabel}</Button>
    </>
  );
}
