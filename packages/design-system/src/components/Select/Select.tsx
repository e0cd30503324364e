import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import {
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';

import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import { ChevronDownIcon } from '../icons/icons';
import * as listBoxStyles from '../ListBox/ListBox.css';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './Select.css';

export { ListBoxItem as SelectItem } from '../ListBox/ListBoxItem';

export interface SelectProps<T extends object>
  extends
    Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'render' | 'selectionMode'>,
    FieldProps {
  /** Options as data, rendered by `children`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A button that opens a list of options to choose one (the status and date-range filters). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={listBoxStyles.selectField}>
      {({ isInvalid }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          <AriaButton
            className={isInvalid ? `${styles.trigger} ${styles.invalidTrigger}` : styles.trigger}
          >
            <SelectValue className={styles.value} />
            <span className={styles.chevron} aria-hidden="true">
              <ChevronDownIcon size="small" />
            </span>
          </AriaButton>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <AriaPopover className={popoverStyles.popover} placement="bottom start">
            <ListBox items={items} className={listBoxStyles.listBox}>
              {children}
            </ListBox>
          </AriaPopover>
        </>
      )}
    </AriaSelect>
  );
}
