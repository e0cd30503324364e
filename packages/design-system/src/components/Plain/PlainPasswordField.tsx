import { useState } from 'react';

import { classNames } from '../../css/classNames';
import { useStrings } from '../../i18n/strings';
import * as styles from '../Field/Field.css';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { PlainFieldFrame } from './PlainFieldParts';
import { PlainIconButton } from './PlainIconButton';
import { usePlainField, type PlainFieldProps } from './usePlainField';

export interface PlainPasswordFieldProps extends PlainFieldProps {
  /** `current-password` to sign in, `new-password` to choose one. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * `PasswordField` as a native input with its show/hide toggle (a real button named for what it
 * will do, controlling the input), for the screens that paint before react-aria loads.
 */
export function PlainPasswordField({
  autoComplete = 'current-password',
  ...props
}: PlainPasswordFieldProps) {
  const strings = useStrings();
  const [isVisible, setVisible] = useState(false);
  const field = usePlainField(props);
  return (
    <PlainFieldFrame field={field} label={props.label} description={props.description}>
      <div className={styles.inputWithEnd}>
        <input
          {...field.inputProps}
          type={isVisible ? 'text' : 'password'}
          name={props.name}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          required={props.isRequired}
          disabled={props.isDisabled}
          data-native=""
          className={classNames(styles.input, styles.inputEndPadding)}
        />
        <span className={styles.endContent}>
          <PlainIconButton
            size="small"
            label={isVisible ? strings.hidePassword : strings.showPassword}
            icon={isVisible ? <EyeOffIcon /> : <EyeIcon />}
            aria-controls={field.inputId}
            isDisabled={props.isDisabled}
            onClick={() => {
              setVisible((visible) => !visible);
            }}
          />
        </span>
      </div>
    </PlainFieldFrame>
  );
}
