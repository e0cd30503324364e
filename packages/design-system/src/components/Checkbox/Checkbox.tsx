import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';

import { FieldHelp, type FieldProps } from '../Field/Field';
import { CheckIcon, MinusIcon } from '../icons/icons';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends
    Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'render'>,
    Omit<FieldProps, 'label'> {
  /** The visible label; the whole label is the (24 px or taller) target. */
  children: ReactNode;
}

/**
 * A checkbox with its label, an optional description and an error message (for a required
 * consent). Its box shows a check, or a dash when indeterminate.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxMark isSelected={isSelected} isIndeterminate={isIndeterminate} />
            <span className={styles.content}>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}

/**
 * The drawn box of a checkbox: a check when selected, a dash when indeterminate. Hidden from
 * assistive technology, which reads the input react-aria renders. Table's selection checkboxes
 * draw the same box.
 */
export function CheckboxMark(props: { isSelected: boolean; isIndeterminate: boolean }) {
  return (
    <span className={styles.box} aria-hidden="true">
      {props.isIndeterminate ? (
        <MinusIcon size="small" />
      ) : props.isSelected ? (
        <CheckIcon size="small" />
      ) : null}
    </span>
  );
}
