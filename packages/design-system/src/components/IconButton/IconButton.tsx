import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';

import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children' | 'render' | 'aria-label'
> {
  /** The button's accessible name; there is no visible text. */
  label: string;
  /** A decorative icon. */
  icon: ReactNode;
  /** @default 'quiet' */
  variant?: 'quiet' | 'secondary';
  /** @default 'standard' (40 px); 'small' is 32 px, above the 24 px minimum target. */
  size?: 'small' | 'standard';
}

/** A button shown as an icon alone; its label is its accessible name. */
export function IconButton({ label, icon, variant, size, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={styles.iconButton({ variant, size })}>
      {icon}
    </AriaButton>
  );
}
