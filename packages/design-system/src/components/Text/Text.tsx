import { createElement, type ReactNode } from 'react';
import { Text as AriaText } from 'react-aria-components/Text';

import { classNames } from '../../css/classNames';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = [
  'neutral',
  'muted',
  'critical',
  'positive',
  'caution',
  'info',
  'brand',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export interface TextProps {
  /** @default 'standard' */
  size?: (typeof textSizes)[number];
  /** @default 'neutral' */
  tone?: (typeof textTones)[number];
  /** @default 'regular' */
  weight?: (typeof textWeights)[number];
  align?: 'left' | 'center' | 'right';
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** Figures line up in columns (amounts). */
  tabularNumbers?: boolean;
  /** @default 'span' (displayed as a block) */
  component?: 'span' | 'p' | 'div' | 'strong' | 'em';
  /** For react-aria slots such as `description` inside a field. */
  slot?: string;
  id?: string;
  children: ReactNode;
}

/** Body text from the theme's type scale. Spacing around it belongs to the layout. */
export function Text({
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  align,
  truncate,
  tabularNumbers,
  component = 'span',
  slot,
  id,
  children,
}: TextProps) {
  const className = classNames(
    styles.text,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align && styles.align[align],
    truncate && styles.truncate,
    tabularNumbers && styles.tabularNumbers,
  );
  // Only a slotted Text joins react-aria's slot context: inside a field or radio group an
  // unslotted RAC Text would throw ("A slot prop is required").
  if (slot === undefined) {
    return createElement(component, { id, className }, children);
  }
  return (
    <AriaText elementType={component} slot={slot} id={id} className={className}>
      {children}
    </AriaText>
  );
}
