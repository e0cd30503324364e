import { createElement, type AriaAttributes, type ReactNode } from 'react';

import { classNames } from '../../css/classNames';
import * as reset from '../../css/reset.css';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';

export const boxElements = [
  'div',
  'span',
  'section',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'article',
  'ul',
  'ol',
  'li',
] as const;
export type BoxElement = (typeof boxElements)[number];

export interface BoxProps
  extends Sprinkles, Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-describedby'> {
  /** The element to render. @default 'div' */
  component?: BoxElement;
  id?: string;
  role?: string;
  children?: ReactNode;
}

/**
 * The primitive every layout is built from: spacing, alignment and surfaces from the theme's
 * scales, responsive by breakpoint (`padding={{ base: 'small', md: 'large' }}`).
 */
export function Box({ component = 'div', children, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      atomProps[key] = value;
    } else {
      otherProps[key] = value;
    }
  }
  return createElement(
    component,
    {
      ...otherProps,
      className: classNames(
        reset.base,
        (component === 'ul' || component === 'ol') && reset.list,
        sprinkles(atomProps as Sprinkles),
      ),
    },
    children,
  );
}
