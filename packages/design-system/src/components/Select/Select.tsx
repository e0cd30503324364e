import { Children, isValidElement, type ReactNode } from 'react';
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

/**
 * The words of each option, from `SelectItem` children or the render function over `items`:
 * their `textValue`, or their text.
 */
function optionLabels<T extends object>(
  children: SelectProps<T>['children'],
  items: Iterable<T> | undefined,
): string[] {
  const options = typeof children === 'function' ? Array.from(items ?? [], children) : children;
  return Children.toArray(options).flatMap((option) => {
    if (!isValidElement<{ children?: ReactNode; textValue?: string }>(option)) return [];
    const { textValue, children: content } = option.props;
    const label = textValue ?? (typeof content === 'string' ? content : undefined);
    return label === undefined ? [] : [label];
  });
}

/**
 * A button that opens a list of options to choose one (the status and date-range filters). It
 * is as wide as its widest option (or placeholder) whichever is chosen: a choice that narrows
 * it would move every control beside it.
 */
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
            <span className={styles.valueArea}>
              <SelectValue className={styles.value} />
              {/*
               * Unseen copies of every option hold the width. Their words are drawn by CSS from
               * data-label, so they are neither read out nor found as the option's text.
               */}
              {[props.placeholder, ...optionLabels(children, items)].map(
                (label, index) =>
                  label && (
                    <span
                      key={index}
                      className={styles.sizer}
                      data-label={label}
                      aria-hidden="true"
                    />
                  ),
              )}
            </span>
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
