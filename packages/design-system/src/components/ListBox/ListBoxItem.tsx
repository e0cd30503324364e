import type { ReactNode } from 'react';
import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
} from 'react-aria-components/ListBox';

import { CheckIcon } from '../icons/icons';
import * as styles from './ListBox.css';

export interface ListBoxItemProps<T extends object = object> extends Omit<
  AriaListBoxItemProps<T>,
  'className' | 'style' | 'children' | 'render'
> {
  children: ReactNode;
}

/** One option of a Select or ComboBox, with a check when selected. */
export function ListBoxItem<T extends object>({ children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={styles.item}>
      {({ isSelected }) => (
        <>
          <span className={styles.itemLabel}>{children}</span>
          {isSelected && (
            <span className={styles.check}>
              <CheckIcon size="small" />
            </span>
          )}
        </>
      )}
    </AriaListBoxItem>
  );
}
