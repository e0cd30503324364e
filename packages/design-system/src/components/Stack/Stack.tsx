import { Children, type ReactNode } from 'react';

import type { Sprinkles } from '../../css/sprinkles.css';
import { Box } from '../Box/Box';

export const stackAlignments = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAlignments)[number];

const alignItems = {
  stretch: 'stretch',
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
} as const;

export interface StackProps {
  /** Space between children, from the theme's space scale; responsive. */
  space: Sprinkles['gap'];
  /** @default 'stretch' */
  align?: StackAlign;
  /** `ul`/`ol` wraps every child in an `li`. @default 'div' */
  component?: 'div' | 'ul' | 'ol' | 'section';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** Lays children out vertically with even space between them, and none around them. */
export function Stack({
  space,
  align = 'stretch',
  component = 'div',
  children,
  ...aria
}: StackProps) {
  const isList = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      {...(isList ? { role: 'list' } : {})}
      {...aria}
    >
      {isList
        ? Children.toArray(children).map((child, index) => (
            <Box component="li" key={index}>
              {child}
            </Box>
          ))
        : children}
    </Box>
  );
}
