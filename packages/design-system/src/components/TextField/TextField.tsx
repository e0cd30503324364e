import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';

import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps
  extends
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldProps {
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
}

/** A labelled single-line text input with description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
