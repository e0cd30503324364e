import * as styles from '../Field/Field.css';
import { PlainFieldFrame } from './PlainFieldParts';
import { usePlainField, type PlainFieldProps } from './usePlainField';

export interface PlainTextFieldProps extends PlainFieldProps {
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** The value when focus leaves the field (sign-in asks then whether the company uses SSO). */
  onBlur?: (value: string) => void;
}

/**
 * `TextField` as a native input, label and message, for the screens that must paint before
 * react-aria loads (sign-in). Use it inside a `PlainForm`.
 */
export function PlainTextField({
  type = 'text',
  autoComplete,
  onBlur,
  ...props
}: PlainTextFieldProps) {
  const field = usePlainField(props);
  return (
    <PlainFieldFrame field={field} label={props.label} description={props.description}>
      <input
        {...field.inputProps}
        type={type}
        name={props.name}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        autoComplete={autoComplete}
        required={props.isRequired}
        disabled={props.isDisabled}
        data-native=""
        className={styles.input}
        {...(onBlur
          ? {
              onBlur: (event: { currentTarget: HTMLInputElement }) => {
                onBlur(event.currentTarget.value);
              },
            }
          : {})}
      />
    </PlainFieldFrame>
  );
}
