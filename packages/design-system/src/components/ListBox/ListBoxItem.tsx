import type { ReactNode } from 'react';
import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
} from 'react-aria-components/ListBox';
import { Text } from 'react-aria-components/Text';

import { CheckIcon } from '../icons/icons';
import * as styles from './ListBox.css';

export interface ListBoxItemProps<T extends object = object> extends Omit<
  AriaListBoxItemProps<T>,
  'className' | 'style' | 'children' | 'render'
> {
  children: ReactNode;
  /**
   * What tells the option apart from another of the same words (a person's email), shown
   * under it in smaller type and read as part of its name, so two Noah Patels have two names.
   */
  secondary?: string;
}

/** One option of a Select or ComboBox, with a check when selected and an optional second line. */
export function ListBoxItem<T extends object>({
  children,
  secondary,
  ...props
}: ListBoxItemProps<T>) {
  const words = props.textValue ?? (typeof children === 'string' ? children : undefined);
  const textValue = secondary && words !== undefined ? `${words} ${secondary}` : words;
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={styles.item}>
      {({ isSelected }) => (
        <>
          {secondary ? (
            // The label slot holds both lines, so the option's name is "Noah Patel noah@…": a
            // description would leave two options of one name with the same name. The space is
            // text, so every browser reads two words, not "Noah Patelnoah@…".
            <Text slot="label" className={styles.itemLabel}>
              {children} <span className={styles.itemSecondary}>{secondary}</span>
            </Text>
          ) : (
            <span className={styles.itemLabel}>{children}</span>
          )}
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
