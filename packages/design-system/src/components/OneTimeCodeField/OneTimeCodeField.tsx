import { useState, type ClipboardEvent } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';

import { classNames } from '../../css/classNames';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './OneTimeCodeField.css';
import { ONE_TIME_CODE_LENGTH, pasteCode, sanitizeCode } from './sanitizeCode';

export interface OneTimeCodeFieldProps
  extends
    Omit<
      AriaTextFieldProps,
      | 'className'
      | 'style'
      | 'children'
      | 'render'
      | 'type'
      | 'inputMode'
      | 'autoComplete'
      | 'maxLength'
      | 'minLength'
      | 'pattern'
      | 'onChange'
    >,
    FieldProps {
  /** Called with the digits only, whatever was typed or pasted. */
  onChange?: (code: string) => void;
  /** Called once the field holds all six digits. */
  onComplete?: (code: string) => void;
}

/**
 * One input for a six-digit one-time code: `autocomplete="one-time-code"` so the platform can
 * fill it from a message, a numeric keyboard, and paste that keeps the digits of "123 456" or
 * "123-456". Not six separate boxes (WCAG 2.2, 3.3.8).
 */
export function OneTimeCodeField({
  label,
  description,
  errorMessage,
  value: controlledValue,
  defaultValue,
  onChange,
  onComplete,
  ...props
}: OneTimeCodeFieldProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(() =>
    sanitizeCode(defaultValue ?? ''),
  );
  const value = controlledValue === undefined ? uncontrolledValue : sanitizeCode(controlledValue);

  function update(next: string) {
    if (next === value) {
      return;
    }
    setUncontrolledValue(next);
    onChange?.(next);
    if (next.length === ONE_TIME_CODE_LENGTH) {
      onComplete?.(next);
    }
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    update(pasteCode(value, event.clipboardData.getData('text'), start, end));
  }

  return (
    <AriaTextField
      {...props}
      value={value}
      onChange={(next) => {
        update(sanitizeCode(next));
      }}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ONE_TIME_CODE_LENGTH}
      pattern={`[0-9]{${ONE_TIME_CODE_LENGTH}}`}
      className={fieldStyles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input
        className={classNames(fieldStyles.input, styles.codeInput)}
        onPaste={handlePaste}
        spellCheck={false}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
