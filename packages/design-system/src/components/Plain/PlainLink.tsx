import type { MouseEvent, ReactNode } from 'react';
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';

import * as styles from '../Link/Link.css';

export interface PlainLinkProps {
  href: string;
  /** @default 'regular' */
  weight?: 'regular' | 'strong';
  children: ReactNode;
}

/**
 * `Link` as a plain `<a>`, for the screens that paint before react-aria's components load. It
 * navigates through the same `RouterProvider` (client-side, unless a modifier key or a target
 * asks the browser to open it elsewhere).
 */
export function PlainLink({ href, weight, children }: PlainLinkProps) {
  const router = useRouter();
  const resolved = router.useHref(href);
  return (
    <a
      href={resolved}
      data-native=""
      className={styles.link({ weight })}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (
          router.isNative ||
          event.defaultPrevented ||
          event.button !== 0 ||
          !shouldClientNavigate(event.currentTarget, event)
        ) {
          return;
        }
        event.preventDefault();
        router.open(event.currentTarget, event, href, undefined);
      }}
    >
      {children}
    </a>
  );
}
