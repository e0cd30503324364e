import { Button as AriaButton } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import {
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';

import { classNames } from '../../css/classNames';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  placeholder?: string;
  /** Hide the increment and decrement buttons (arrow keys still step). */
  hideStepper?: boolean;
}

/**
 * A number input formatted for the locale (currency, percent, units through `formatOptions`);
 * arrow keys and the stepper buttons change it by `step`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={fieldStyles.field}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <Input
          className={classNames(fieldStyles.groupInput, styles.input)}
          placeholder={placeholder}
        />
        {!hideStepper && (
          <span className={styles.stepper}>
            <AriaButton slot="increment" className={styles.stepButton}>
              <ChevronUpIcon size="small" />
            </AriaButton>
            <AriaButton slot="decrement" className={styles.stepButton}>
              <ChevronDownIcon size="small" />
            </AriaButton>
          </span>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
