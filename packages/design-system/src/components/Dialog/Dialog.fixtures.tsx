// The destructive confirmation the stories show and the test answers.
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { DialogTrigger } from './Dialog';

/** What "Remove receipt?" asks and its two answers. */
export const removeReceipt = {
  title: 'Remove receipt?',
  confirmLabel: 'Remove',
  cancelLabel: 'Cancel',
  tone: 'danger',
  children: 'The receipt will be detached from this transaction.',
} satisfies Omit<AlertDialogProps, 'onConfirm'>;

/** "Remove receipt?" behind its button; `onConfirm` receives `close`. */
export function RemoveReceiptAlert({ onConfirm }: Pick<AlertDialogProps, 'onConfirm'>) {
  return (
    <DialogTrigger>
      <Button variant="danger">Remove receipt</Button>
      <AlertDialog {...removeReceipt} onConfirm={onConfirm} />
    </DialogTrigger>
  );
}
