import type { ReactNode } from 'react';

import { visuallyHidden } from '../../css/visuallyHidden.css';
import { SpinnerGraphic } from '../Spinner/Spinner';
import * as styles from './Button.css';

/**
 * What a button holds: its label (and icon), and while busy a spinner over it with the busy
 * label, which joins the button's name ("Save Loading").
 */
export function ButtonContent({
  icon,
  children,
  busyLabel,
}: {
  icon?: ReactNode;
  children: ReactNode;
  /** The words a busy button adds to its name; none while it is not busy. */
  busyLabel?: string;
}) {
  return (
    <>
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {busyLabel !== undefined && (
        <span className={styles.pending}>
          <span className={styles.spinner}>
            <SpinnerGraphic />
          </span>
          <span className={visuallyHidden}>{busyLabel}</span>
        </span>
      )}
    </>
  );
}
