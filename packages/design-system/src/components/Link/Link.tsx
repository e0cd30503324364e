import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components/Link';

import * as styles from './Link.css';

export interface LinkProps extends Omit<
  AriaLinkProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** @default 'regular' */
  weight?: 'regular' | 'strong';
  children: ReactNode;
}

/**
 * A text link, inline with the text around it. Client-side navigation goes through
 * react-aria's `RouterProvider`, which the app sets up once.
 */
export function Link({ weight, children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={styles.link({ weight })}>
      {children}
    </AriaLink>
  );
}
