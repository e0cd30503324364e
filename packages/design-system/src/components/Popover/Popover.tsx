import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading as AriaHeading } from 'react-aria-components/Heading';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';

import * as styles from './Popover.css';

export interface PopoverProps extends Pick<
  AriaPopoverProps,
  'placement' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'offset'
> {
  /** A heading at the top that names the popover's dialog, such as "Filters". */
  title: string;
  /** Hide the heading visually; it still names the dialog. */
  hideTitle?: boolean;
  /** The content. A function receives `close`. */
  children: ReactNode | ((renderProps: { close: () => void }) => ReactNode);
}

/**
 * A non-modal dialog anchored to its trigger: put it in a `DialogTrigger` after a Button.
 * Focus moves in, Escape or a click outside closes it, focus returns to the trigger.
 */
export function Popover({
  title,
  hideTitle,
  children,
  placement = 'bottom start',
  ...props
}: PopoverProps) {
  return (
    <AriaPopover {...props} placement={placement} className={styles.popover}>
      <AriaDialog className={styles.dialog} aria-label={hideTitle ? title : undefined}>
        {({ close }) => (
          <>
            {!hideTitle && (
              <AriaHeading slot="title" level={2} className={styles.title}>
                {title}
              </AriaHeading>
            )}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}
