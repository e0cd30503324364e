import type { ReactNode } from 'react';

import { visuallyHidden as hidden } from '../../css/visuallyHidden.css';
import * as styles from './LiveRegion.css';

export interface LiveRegionProps {
  /** The news, read out politely each time it changes. Nothing keeps the region quiet. */
  children?: ReactNode;
  /** Read to screen readers only. @default false */
  visuallyHidden?: boolean;
}

/**
 * A polite live region for the progress and outcome of background work ("Syncing 14
 * transactions…", then "12 pushed, 2 failed"). Render it from the start and change its text:
 * a region added together with its text is not read by every screen reader.
 */
export function LiveRegion({ children, visuallyHidden = false }: LiveRegionProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={visuallyHidden ? hidden : styles.region}
    >
      {children}
    </div>
  );
}
