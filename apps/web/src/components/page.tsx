import { Box, Heading, Inline, Stack, type StackProps } from '@outlay/design-system';
import type { ReactNode } from 'react';

export interface PageProps {
  /** The page's one level-1 heading. */
  title: string;
  /** The page's own actions, beside the title. */
  actions?: ReactNode;
  /** Space between the title and each part of the page. @default 'large' */
  space?: StackProps['space'];
  children: ReactNode;
}

/**
 * A signed-in page: the `main` landmark the skip link moves to, the page's padding, its title
 * (with its actions beside it) and its parts below.
 */
export function Page({ title, actions, space = 'large', children }: PageProps) {
  const heading = <Heading level={1}>{title}</Heading>;
  return (
    <PageMain>
      <Stack space={space}>
        {actions ? (
          <Inline space="medium" align="spaceBetween" alignY="center">
            {heading}
            {actions}
          </Inline>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </PageMain>
  );
}

/** The `main` landmark with the page padding, for a page still loading (no title yet). */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" padding={{ base: 'medium', md: 'xlarge' }}>
      {children}
    </Box>
  );
}
