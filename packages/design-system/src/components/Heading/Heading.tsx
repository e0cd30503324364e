import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components/Heading';

import { classNames } from '../../css/classNames';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The document outline level; also sets the size unless `size` is given. */
  level: HeadingLevel;
  /** A different visual size from the level. */
  size?: HeadingLevel;
  align?: 'left' | 'center' | 'right';
  /** For react-aria slots, such as `title` inside a dialog. */
  slot?: string;
  id?: string;
  children: ReactNode;
}

/** A heading from the theme's type scale; inside a Dialog it becomes the dialog's label. */
export function Heading({ level, size, align, slot, id, children }: HeadingProps) {
  return (
    <AriaHeading
      level={level}
      slot={slot}
      id={id}
      className={classNames(
        styles.heading,
        styles.level[size ?? level],
        align && styles.align[align],
      )}
    >
      {children}
    </AriaHeading>
  );
}
