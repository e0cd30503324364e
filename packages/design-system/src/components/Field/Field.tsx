import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { ValidationResult } from 'react-aria-components/Checkbox';

import { DangerIcon } from '../icons/icons';
import * as styles from './Field.css';

/**
 * The parts every form field shares. They fill react-aria's slots, so the field wires
 * `aria-labelledby`, `aria-describedby` and the error message itself.
 */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={styles.label}>{children}</Label>;
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The text under an invalid field. Errors from a `validate` function or from the server (the
 * form's `validationErrors`) are specific, so they win; a missing or malformed value shows the
 * field's `errorMessage`, or else the browser's message.
 */
function errorText(
  errorMessage: FieldProps['errorMessage'],
  validation: ValidationResult,
): ReactNode {
  if (typeof errorMessage === 'function') {
    return errorMessage(validation);
  }
  const specific = validation.validationDetails.customError
    ? validation.validationErrors.join(' ')
    : '';
  return specific || (errorMessage ?? validation.validationErrors.join(' '));
}

/** Shows the field's error text when it is invalid. */
export function FieldErrorMessage({ children }: { children?: FieldProps['errorMessage'] }) {
  return (
    <FieldError className={styles.error} data-field-error="">
      {(validation) => {
        const message = errorText(children, validation);
        if (message === '' || message === null || message === undefined) {
          return null;
        }
        return (
          <>
            <DangerIcon size="small" />
            <span>{message}</span>
          </>
        );
      }}
    </FieldError>
  );
}

/** What most fields show under the control: the description, then the error when invalid. */
export function FieldHelp({ description, errorMessage }: Omit<FieldProps, 'label'>) {
  return (
    <>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

/** What every field takes besides its value. */
export interface FieldProps {
  /** The visible label. */
  label: string;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid. A function receives react-aria's validation result; when
   * omitted, the validation message (from `validate`, the form's errors or the browser) shows.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}
