import type { ReactNode } from 'react';

import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../icons/icons';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './Stat.css';

export interface StatProps {
  /** What the figure is, such as "Total spend". */
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** More about the figure, in a tooltip on an info button named `info.label`. */
  info?: { label: string; content: ReactNode };
}

/** A labelled figure: a company's spend, a balance, an amount due. */
export function Stat({ label, value, info }: StatProps) {
  return (
    <div className={styles.stat}>
      <span className={styles.label}>
        {label}
        {info && (
          <Tooltip content={info.content} delay={300}>
            <IconButton size="small" label={info.label} icon={<InfoIcon size="small" />} />
          </Tooltip>
        )}
      </span>
      <span className={styles.value}>{value}</span>
    </div>
  );
}
