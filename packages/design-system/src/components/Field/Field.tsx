import { useRef, type ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import type { ValidationResult } from 'react-aria-components/Checkbox';

import { type DesignSystemStrings, useStrings } from '../../i18n/strings';
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
 * Our own words for what the browser checks natively (a required field left empty, an email
 * without its @): the browser's own message is in the browser's language, not the user's.
 */
function nativeProblemText(
  validation: ValidationResult,
  strings: DesignSystemStrings,
  input: { minLength?: number; type?: string },
): string | null {
  const details = validation.validationDetails;
  if (details.valueMissing) return strings.fieldRequired;
  if (details.typeMismatch) {
    return input.type === 'url' ? strings.fieldUrl : strings.fieldEmail;
  }
  if (details.tooShort) return strings.fieldTooShort(input.minLength ?? 1);
  if (details.rangeOverflow || details.rangeUnderflow || details.stepMismatch) {
    return strings.fieldRange;
  }
  if (details.patternMismatch || details.badInput || details.tooLong) return strings.fieldFormat;
  return null;
}

/**
 * The text under an invalid field. Errors from a `validate` function or from the server (the
 * form's `validationErrors`) are specific, so they win; a missing or malformed value shows the
 * field's `errorMessage`, or else our words for what the browser found, in the user's language.
 */
function errorText(
  errorMessage: FieldProps['errorMessage'],
  validation: ValidationResult,
  nativeText: () => string | null,
): ReactNode {
  if (typeof errorMessage === 'function') {
    return errorMessage(validation);
  }
  const specific = validation.validationDetails.customError
    ? validation.validationErrors.join(' ')
    : '';
  return specific || (errorMessage ?? nativeText() ?? validation.validationErrors.join(' '));
}

/** Shows the field's error text when it is invalid. */
export function FieldErrorMessage({ children }: { children?: FieldProps['errorMessage'] }) {
  const strings = useStrings();
  const ref = useRef<HTMLElement>(null);
  return (
    <FieldError className={styles.error} data-field-error="" ref={ref}>
      {(validation) => {
        const message = errorText(children, validation, () => {
          // The field's own input: its type and minimum length shape the message.
          const input = ref.current
            ?.closest('[data-rac]')
            ?.querySelector<HTMLInputElement>('input, textarea');
          return nativeProblemText(validation, strings, {
            minLength: input && input.minLength > 0 ? input.minLength : undefined,
            type: input?.type,
          });
        });
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
