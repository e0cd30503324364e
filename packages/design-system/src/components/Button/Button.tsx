import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';

import { useStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

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
 * A button. `isPending` keeps it focusable, blocks presses, shows a spinner over the label and
 * adds a busy label to its accessible name.
 */
export function Button({
  variant = 'primary',
  size = 'standard',
  width = 'content',
  icon,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  const strings = useStrings();
  return (
    <AriaButton {...props} className={styles.button({ variant, size, width })}>
      {({ isPending }) => (
        <>
          <span className={styles.label}>
            {icon}
            {children}
          </span>
          {isPending && (
            // The busy label joins the button's name ("Save Loading"); react-aria announces
            // the change when the focused button becomes pending.
            <span className={styles.pending}>
              <span className={styles.spinner}>
                <SpinnerGraphic />
              </span>
              <span className={visuallyHidden}>{pendingLabel ?? strings.loading}</span>
            </span>
          )}
        </>
      )}
    </AriaButton>
  );
}
