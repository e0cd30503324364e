import {
  Button,
  Dialog,
  Modal,
  Stack,
  type FormProps,
  type ModalProps,
} from '@outlay/design-system';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { AppForm } from './app-form';
import { ErrorBanner } from './error-banner';

interface DialogChromeProps {
  /** For a dialog that stays mounted while closed (it fades out). @default true */
  isOpen?: boolean;
  /** Names the dialog (and its form). */
  title: string;
  /** Escape, the close button and Cancel: the dialog ends without a change. */
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The change is on its way: Submit shows it, and the dialog holds (no Cancel, no Escape). */
  isPending?: boolean;
  isSubmitDisabled?: boolean;
  /** Why the last attempt failed, in the server's words, above the fields (which keep what was chosen). */
  error?: unknown;
  size?: ModalProps['size'];
  /** @default 'medium' */
  space?: 'medium' | 'large';
  children: ReactNode;
}

/** A modal dialog with Cancel and a primary action in its footer. */
function DialogChrome(
  props: DialogChromeProps & { submit: { formId: string } | { onPress: () => void } },
) {
  const { isOpen = true, isPending = false } = props;
  return (
    <Modal
      isOpen={isOpen}
      size={props.size}
      // A click outside never closes it: what was typed stays, and a pick from a list drawn
      // outside the dialog (a combo box's suggestions) is not an outside click. Escape and
      // Cancel close it, except while it saves.
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Dialog
        title={props.title}
        actions={
          <>
            <Button variant="secondary" isDisabled={isPending} onPress={props.onCancel}>
              {props.cancelLabel}
            </Button>
            <Button
              {...('formId' in props.submit
                ? { type: 'submit', form: props.submit.formId }
                : { onPress: props.submit.onPress })}
              isDisabled={props.isSubmitDisabled}
              isPending={isPending}
            >
              {props.submitLabel}
            </Button>
          </>
        }
      >
        {props.children}
      </Dialog>
    </Modal>
  );
}

function Body({
  error,
  space = 'medium',
  children,
}: Pick<DialogChromeProps, 'error' | 'space' | 'children'>) {
  return (
    <Stack space={space}>
      <ErrorBanner error={error} />
      {children}
    </Stack>
  );
}

export interface FormDialogProps extends DialogChromeProps {
  /** Called once the form is submitted (Submit, or Enter in a text field); the page stays. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  /** The error summary's heading. @default the common "Please fix the following:" */
  errorSummaryTitle?: string;
  validationErrors?: FormProps['validationErrors'];
  /** `aria` where the submit itself judges the fields. @default 'native' */
  validationBehavior?: FormProps['validationBehavior'];
}

/**
 * A dialog holding one form: its fields, the server's refusal above them, Cancel and Submit in
 * the footer. Every dialog that edits something and saves it has this shape.
 */
export function FormDialog({
  onSubmit,
  errorSummaryTitle,
  validationErrors,
  validationBehavior,
  ...props
}: FormDialogProps) {
  const formId = useId();
  return (
    <DialogChrome {...props} submit={{ formId }}>
      <AppForm
        id={formId}
        aria-label={props.title}
        errorSummaryTitle={errorSummaryTitle}
        validationErrors={validationErrors}
        validationBehavior={validationBehavior}
        onSubmit={onSubmit}
      >
        <Body {...props} />
      </AppForm>
    </DialogChrome>
  );
}

export interface ChoiceDialogProps extends DialogChromeProps {
  onSubmit: () => void;
}

/**
 * A dialog of choices (options, ticks, a search) saved by its primary action: no form, so
 * Enter in its search field searches rather than saves.
 */
export function ChoiceDialog({ onSubmit, ...props }: ChoiceDialogProps) {
  return (
    <DialogChrome {...props} submit={{ onPress: onSubmit }}>
      <Body {...props} />
    </DialogChrome>
  );
}
