import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components/Menu';
import { Popover as AriaPopover } from 'react-aria-components/Popover';

import { Button, type ButtonProps } from '../Button/Button';
import { ChevronDownIcon } from '../icons/icons';
import * as listBoxStyles from '../ListBox/ListBox.css';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './Menu.css';

export interface MenuButtonProps<T extends object> extends Pick<
  AriaMenuProps<T>,
  'onAction' | 'items' | 'disabledKeys'
> {
  /** The trigger's label, such as "Export" (words in `HiddenVisually` are read, not shown). */
  label: ReactNode;
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  isDisabled?: boolean;
  /** Shows the trigger as pending (an export running). */
  isPending?: boolean;
  /** `MenuItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** @default 'bottom end' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A button that opens a menu of actions (the export menu: CSV, PDF, Excel). */
export function MenuButton<T extends object>({
  label,
  variant = 'secondary',
  size,
  isDisabled,
  isPending,
  children,
  placement = 'bottom end',
  ...menuProps
}: MenuButtonProps<T>) {
  return (
    <MenuTrigger>
      <Button variant={variant} size={size} isDisabled={isDisabled} isPending={isPending}>
        {label}
        <ChevronDownIcon size="small" />
      </Button>
      <AriaPopover className={popoverStyles.popover} placement={placement}>
        <AriaMenu {...menuProps} className={styles.menu}>
          {children}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<
  AriaMenuItemProps<T>,
  'className' | 'style' | 'children' | 'render'
> {
  children: ReactNode;
}

export function MenuItem<T extends object>({ children, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem {...props} textValue={textValue} className={listBoxStyles.item}>
      {children}
    </AriaMenuItem>
  );
}
