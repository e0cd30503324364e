import type { ReactNode } from 'react';

import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'positive', 'caution', 'critical', 'brand'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** `strong` fills the badge with the tone. @default 'soft' */
  weight?: 'soft' | 'strong';
  id?: string;
  /** Short text: a status, a count, a tag such as NEW. */
  children: ReactNode;
}

/** A small, non-interactive label for a status or a count. */
export function Badge({ tone, weight, id, children }: BadgeProps) {
  return (
    <span id={id} className={styles.badge({ tone, weight })}>
      {children}
    </span>
  );
}
