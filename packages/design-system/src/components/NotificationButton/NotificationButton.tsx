import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components/Dialog';

import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { BellIcon } from '../icons/icons';
import { LiveRegion } from '../LiveRegion/LiveRegion';
import { Popover } from '../Popover/Popover';
import * as styles from './NotificationButton.css';

/** Past this the badge says "99+": the exact number is in the name. */
const MOST_SHOWN = 99;

export interface NotificationButtonProps {
  /**
   * The button's accessible name, with the count in it: "Notifications, 3 unread". The badge
   * is hidden from screen readers, so the name is where they hear the count.
   */
  label: string;
  /** Unread notifications; no badge at 0. */
  count: number;
  /** The popover's heading, such as "Notifications". */
  title: string;
  /**
   * What a screen reader hears when the count changes ("2 new notifications"), read politely;
   * leave it empty when there is nothing new. The region is always rendered, so it is heard.
   */
  announcement?: string;
  /** Called when the list opens or closes (to mark them read, for example). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The list. A function receives `close`. */
  children: ReactNode | ((renderProps: { close: () => void }) => ReactNode);
}

/**
 * The header's bell: an icon button whose name carries the unread count, a badge with the
 * count, and the list in a popover. Enter or Space opens it, Escape closes it and focus
 * returns to the bell.
 */
export function NotificationButton({
  label,
  count,
  title,
  announcement = '',
  onOpenChange,
  children,
}: NotificationButtonProps) {
  return (
    <>
      <DialogTrigger onOpenChange={onOpenChange}>
        <span className={styles.trigger}>
          <IconButton label={label} icon={<BellIcon />} />
          {count > 0 && (
            <span className={styles.count} aria-hidden="true">
              <Badge tone="critical" weight="strong">
                {count > MOST_SHOWN ? `${String(MOST_SHOWN)}+` : String(count)}
              </Badge>
            </span>
          )}
        </span>
        <Popover title={title} placement="bottom end">
          {(renderProps) => (
            <div className={styles.panel}>
              {typeof children === 'function' ? children(renderProps) : children}
            </div>
          )}
        </Popover>
      </DialogTrigger>
      <LiveRegion visuallyHidden>{announcement}</LiveRegion>
    </>
  );
}
