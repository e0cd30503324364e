import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components/RadioGroup';

import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldProps } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  /** `Radio` options. */
  children: ReactNode;
}

/** One choice among a few, all visible. Arrow keys move between options. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={styles.group}>
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <div className={styles.options}>{children}</div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<
  RadioFieldProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The visible label; the whole label is the target. */
  children: ReactNode;
  /** Help text under the option. */
  description?: ReactNode;
}

export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={styles.field}>
      <RadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </RadioField>
  );
}
