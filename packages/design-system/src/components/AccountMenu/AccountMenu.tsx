import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Menu as AriaMenu, MenuTrigger, type MenuProps } from 'react-aria-components/Menu';
import { Popover as AriaPopover } from 'react-aria-components/Popover';

import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Avatar } from '../Avatar/Avatar';
import { ChevronDownIcon } from '../icons/icons';
import * as menuStyles from '../Menu/Menu.css';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './AccountMenu.css';

export interface AccountMenuProps<T extends object> extends Pick<MenuProps<T>, 'onAction'> {
  /** The signed-in person's full name: shown beside the avatar and used for its initials. */
  name: string;
  /** Their picture, if they have one. */
  src?: string;
  /**
   * What the button opens, read after the name and not shown, such as "account menu": the
   * button's name is then "Ana López, account menu", with the visible name in it.
   */
  label: string;
  /** `MenuItem`s: links (with `href`) or actions (by `id`, through `onAction`). */
  children: ReactNode;
}

/** The header's avatar button and the menu it opens (profile, settings, sign out). */
export function AccountMenu<T extends object>({
  name,
  src,
  label,
  children,
  onAction,
}: AccountMenuProps<T>) {
  return (
    <MenuTrigger>
      <AriaButton className={styles.trigger}>
        <Avatar name={name} src={src} isDecorative />
        {/* The unseen words follow the name inside one element, read as one phrase. */}
        <span className={styles.name}>
          {name}
          <span className={visuallyHidden}>, {label}</span>
        </span>
        <ChevronDownIcon size="small" />
      </AriaButton>
      <AriaPopover className={popoverStyles.popover} placement="bottom end">
        <AriaMenu<T> onAction={onAction} className={menuStyles.menu}>
          {children}
        </AriaMenu>
      </AriaPopover>
    </MenuTrigger>
  );
}
