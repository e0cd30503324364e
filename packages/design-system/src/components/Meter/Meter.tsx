import { Label } from 'react-aria-components/Label';
import { Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components/Meter';

import { classNames } from '../../css/classNames';
import * as styles from '../ProgressBar/ProgressBar.css';

export interface MeterProps extends Pick<
  AriaMeterProps,
  'value' | 'minValue' | 'maxValue' | 'valueLabel' | 'formatOptions'
> {
  /** The visible label, such as "Spend limit used". */
  label: string;
  /** @default true */
  showValueLabel?: boolean;
  /**
   * Value (as a share of the range, 0–1) from which the meter shows caution and critical
   * tones. @default { caution: 0.75, critical: 0.9 }
   */
  thresholds?: { caution: number; critical: number };
}

/** A quantity within a known range (limit used, ownership share), not progress of a task. */
export function Meter({
  label,
  showValueLabel = true,
  thresholds = { caution: 0.75, critical: 0.9 },
  ...props
}: MeterProps) {
  return (
    <AriaMeter {...props} className={styles.root}>
      {({ percentage, valueText }) => {
        const share = percentage / 100;
        const tone =
          share >= thresholds.critical
            ? 'critical'
            : share >= thresholds.caution
              ? 'caution'
              : 'brand';
        return (
          <>
            <span className={styles.labels}>
              <Label className={styles.label}>{label}</Label>
              {showValueLabel && <span className={styles.value}>{valueText}</span>}
            </span>
            <span className={styles.track}>
              <span
                className={classNames(styles.fill, styles.tone[tone])}
                style={{ width: `${percentage}%` }}
              />
            </span>
          </>
        );
      }}
    </AriaMeter>
  );
}
