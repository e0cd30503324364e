import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';

import { classNames } from '../../css/classNames';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldProps {
  placeholder?: string;
  /** Lines of text shown before it scrolls. @default 3 */
  rows?: number;
  /**
   * A quiet status under the box, such as "Saved", announced politely when it changes. Never
   * the only sign of an error: errors go in `errorMessage`.
   */
  status?: ReactNode;
}

/** A labelled multi-line text input (a memo, a comment), with description, status and error. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  status,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea
        className={classNames(fieldStyles.input, styles.textArea)}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
      <span className={styles.footer}>
        <span className={styles.status} role="status">
          {status}
        </span>
      </span>
    </AriaTextField>
  );
}
