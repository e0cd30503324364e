import type { ReactNode } from 'react';

import * as styles from './icons.css';

/**
 * The design system's own icons: decorative (`aria-hidden`), drawn with `currentColor` so
 * they take the colour of the text around them.
 */
export function Icon({
  children,
  size = 'standard',
}: {
  children: ReactNode;
  size?: 'small' | 'standard';
}) {
  return (
    <svg
      className={styles.icon[size]}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export interface IconProps {
  size?: 'small' | 'standard';
}
