import { useRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';

import { useStrings } from '../../i18n/strings';
import * as styles from './Button.css';
import { ButtonContent } from './ButtonContent';
import { useBlockPresses } from './useBlockPresses';
import { useBusyAnnouncement } from './useBusyAnnouncement';

export const buttonVariants = ['primary', 'secondary', 'danger', 'quiet'] as const;
export const buttonSizes = ['standard', 'small'] as const;

export interface ButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'standard' */
  size?: (typeof buttonSizes)[number];
  /** `full` fills the width its layout gives it. @default 'content' */
  width?: 'content' | 'full';
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /**
   * What the pending spinner announces, after the button's name.
   * @default the design system's "Loading"
   */
  pendingLabel?: string;
  children: ReactNode;
}

/**
 * A button. `isPending` keeps it focusable, blocks presses (its own and those a menu trigger
 * or dialog gives it), shows a spinner over the label, adds a busy label to its accessible
 * name and, when it has the focus, says so.
 */
export function Button({
  variant = 'primary',
  size = 'standard',
  width = 'content',
  icon,
  pendingLabel,
  children,
  isPending: isBusy = false,
  ...ariaProps
}: ButtonProps) {
  const strings = useStrings();
  const ref = useRef<HTMLButtonElement>(null);
  // Busy is handled here rather than by react-aria's `isPending`, whose announcement names
  // the button by id (see useBusyAnnouncement).
  useBusyAnnouncement(ref, isBusy);
  useBlockPresses(ref, isBusy);
  return (
    <AriaButton
      {...ariaProps}
      ref={ref}
      // Enter in a field of the form must not submit it again while it is busy.
      type={isBusy && ariaProps.type === 'submit' ? 'button' : ariaProps.type}
      aria-disabled={isBusy || ariaProps['aria-disabled']}
      data-busy={isBusy || undefined}
      className={styles.button({ variant, size, width })}
    >
      <ButtonContent icon={icon} busyLabel={isBusy ? (pendingLabel ?? strings.loading) : undefined}>
        {children}
      </ButtonContent>
    </AriaButton>
  );
}
