import { Focusable } from 'react-aria/Focusable';

import { classNames } from '../../css/classNames';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './StackedBar.css';

export const stackedBarTones = ['segment1', 'segment2', 'segment3', 'segment4'] as const;

export interface StackedBarSegment {
  id: string;
  /** Such as "Card Spend". */
  label: string;
  value: number;
  /** The value as shown, formatted by the app ("$1,204.50"). */
  valueLabel: string;
  /** @default the segment's position */
  tone?: (typeof stackedBarTones)[number];
}

export interface StackedBarProps {
  /** Names the bar, such as "Spend against limit". */
  label: string;
  segments: readonly StackedBarSegment[];
  /** The whole bar (the limit); segments fill their share of it. */
  maxValue: number;
  /** Show a legend with each segment's label and value. @default true */
  showLegend?: boolean;
  /**
   * Holds the bar's place while its figures load: drawn the same, but neither read out nor
   * focusable (a focusable segment inside hidden content is a stop that says nothing).
   * @default false
   */
  isPlaceholder?: boolean;
}

/**
 * A bar split into segments (previous due, card spend, payment spend) against a maximum. Each
 * segment is focusable and shows a tooltip with its label and value on hover and focus, and is
 * named the same way for screen readers; the legend repeats the figures for sighted users.
 */
export function StackedBar({
  label,
  segments,
  maxValue,
  showLegend = true,
  isPlaceholder = false,
}: StackedBarProps) {
  const total = Math.max(
    maxValue,
    segments.reduce((sum, { value }) => sum + value, 0),
    1,
  );
  const toneOf = (segment: StackedBarSegment, index: number) =>
    segment.tone ?? stackedBarTones[index % stackedBarTones.length] ?? 'segment1';
  const widthOf = (segment: StackedBarSegment) => `${(segment.value / total) * 100}%`;
  return (
    <div
      className={styles.root}
      {...(isPlaceholder ? { 'aria-hidden': true } : { role: 'group', 'aria-label': label })}
    >
      <div className={styles.track}>
        {segments.map((segment, index) =>
          segment.value <= 0 ? null : isPlaceholder ? (
            <span
              key={segment.id}
              className={classNames(styles.segment, styles.tone[toneOf(segment, index)])}
              style={{ width: widthOf(segment) }}
            />
          ) : (
            <Tooltip key={segment.id} content={`${segment.label}: ${segment.valueLabel}`} delay={0}>
              <Focusable>
                <span
                  role="img"
                  tabIndex={0}
                  aria-label={`${segment.label}: ${segment.valueLabel}`}
                  className={classNames(styles.segment, styles.tone[toneOf(segment, index)])}
                  style={{ width: widthOf(segment) }}
                />
              </Focusable>
            </Tooltip>
          ),
        )}
      </div>
      {showLegend && (
        <ul className={styles.legend} aria-hidden="true">
          {segments.map((segment, index) => (
            <li key={segment.id} className={styles.legendItem}>
              <span className={classNames(styles.swatch, styles.tone[toneOf(segment, index)])} />
              {segment.label} <span className={styles.legendValue}>{segment.valueLabel}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
