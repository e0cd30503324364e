import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover as AriaPopover } from 'react-aria-components/Popover';

import { useStrings } from '../../i18n/strings';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons/icons';
import * as listBoxStyles from '../ListBox/ListBox.css';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './ComboBox.css';

export { ListBoxItem as ComboBoxItem } from '../ListBox/ListBoxItem';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  placeholder?: string;
  /** `ComboBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown in the list when nothing matches, such as "No users found". */
  emptyMessage?: string;
}

/** A text input that filters a list of options (a searchable dropdown, users, categories). */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  emptyMessage,
  ...props
}: ComboBoxProps<T>) {
  const strings = useStrings();
  return (
    <AriaComboBox {...props} className={listBoxStyles.selectField}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        <Input className={fieldStyles.groupInput} placeholder={placeholder} />
        <AriaButton className={styles.button} aria-label={strings.showOptions}>
          <ChevronDownIcon size="small" />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <AriaPopover className={popoverStyles.popover} placement="bottom start">
        <ListBox
          className={listBoxStyles.listBox}
          renderEmptyState={
            emptyMessage
              ? () => <div className={listBoxStyles.emptyState}>{emptyMessage}</div>
              : undefined
          }
        >
          {children}
        </ListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
