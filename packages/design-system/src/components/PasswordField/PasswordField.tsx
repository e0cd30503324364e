import { useId, useState } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';

import { classNames } from '../../css/classNames';
import { useStrings } from '../../i18n/strings';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

export interface PasswordFieldProps
  extends
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>,
    FieldProps {
  /** `current-password` to sign in, `new-password` to choose one. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button whose name says what
 * it will do ("Show password" / "Hide password") and that controls the input.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const strings = useStrings();
  const [isVisible, setVisible] = useState(false);
  const inputId = useId();
  return (
    <AriaTextField
      {...props}
      id={props.id ?? inputId}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={styles.field}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.inputWithEnd}>
        <Input
          className={classNames(styles.input, styles.inputEndPadding)}
          placeholder={placeholder}
          autoCapitalize="off"
          spellCheck={false}
        />
        <span className={styles.endContent}>
          <IconButton
            size="small"
            label={isVisible ? strings.hidePassword : strings.showPassword}
            icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
            aria-controls={props.id ?? inputId}
            isDisabled={props.isDisabled}
            onPress={() => {
              setVisible((visible) => !visible);
            }}
          />
        </span>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
