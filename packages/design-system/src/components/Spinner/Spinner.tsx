import { useStrings } from '../../i18n/strings';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

export interface SpinnerProps {
  /** What is loading; read by screen readers. @default the design system's "Loading" */
  label?: string;
  /** @default 'standard' */
  size?: (typeof spinnerSizes)[number];
}

/**
 * An indeterminate progress indicator, announced as a progress bar with a label. Written out
 * rather than react-aria's ProgressBar, whose number formatting (for a value this has none of)
 * would weigh on every page: the spinner is what a page shows while its code loads.
 */
export function Spinner({ label, size = 'standard' }: SpinnerProps) {
  const strings = useStrings();
  return (
    <div
      role="progressbar"
      aria-label={label ?? strings.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      className={`${styles.spinner} ${styles.size[size]}`}
    >
      <SpinnerGraphic />
    </div>
  );
}

/** The spinning ring alone, decorative; for controls that announce their busy state in words. */
export function SpinnerGraphic() {
  return (
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle
        className={styles.track}
        cx="12"
        cy="12"
        r="9"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
