import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components/ProgressBar';
import { Label } from 'react-aria-components/Label';

import { classNames } from '../../css/classNames';
import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'positive', 'caution', 'critical'] as const;

export interface ProgressBarProps extends Pick<
  AriaProgressBarProps,
  'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions' | 'isIndeterminate'
> {
  /** The visible label. */
  label: string;
  /** Show the value (or `valueLabel`) beside the label. @default true */
  showValueLabel?: boolean;
  /** @default 'brand' */
  tone?: (typeof progressTones)[number];
}

/** Progress of a task (an upload, a sign-up step), announced as a progress bar with its value. */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = 'brand',
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <span className={styles.labels}>
            <Label className={styles.label}>{label}</Label>
            {showValueLabel && !isIndeterminate && (
              <span className={styles.value}>{valueText}</span>
            )}
          </span>
          <span className={styles.track}>
            <span
              className={classNames(styles.fill, styles.tone[tone])}
              style={{ width: isIndeterminate ? '40%' : `${percentage ?? 0}%` }}
            />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
