import type { ReactNode } from 'react';

import type { Breakpoint } from '../../themes/breakpoints';
import * as styles from './HiddenVisually.css';

export interface HiddenVisuallyProps {
  /** Hidden on screen only below this breakpoint; always, when not given. */
  below?: Breakpoint;
  children: ReactNode;
}

/**
 * Words screen readers always read but the screen shows only where there is room: "Language:"
 * before "English" in a narrow header, a switch's name beside its icon on a phone. Inline, so
 * it joins the words around it into one accessible name.
 */
export function HiddenVisually({ below, children }: HiddenVisuallyProps) {
  return <span className={below ? styles.below[below] : styles.always}>{children}</span>;
}
