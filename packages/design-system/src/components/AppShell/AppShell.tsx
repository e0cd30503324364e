import type { MouseEvent, ReactNode } from 'react';

import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The skip link's text, such as "Skip to main content". */
  skipLinkLabel: string;
  /** The id of the page's `main` element, which the skip link moves focus to. @default 'main' */
  mainId?: string;
  /** The side navigation; none in a focused mode such as the cream-user pages. */
  sidebar?: ReactNode;
  /** The top bar's contents; it is the page's banner landmark. */
  header?: ReactNode;
  /** Messages across the top of the page, under the header. */
  banners?: ReactNode;
  /** The page, which renders its own `main` with `mainId`. */
  children: ReactNode;
  /** Under the page: the content-info landmark (legal links, help). */
  footer?: ReactNode;
}

/**
 * The frame of every signed-in page: a skip link, the side navigation, the header and the
 * banners, the page itself and its footer.
 */
export function AppShell({
  skipLinkLabel,
  mainId = 'main',
  sidebar,
  header,
  banners,
  children,
  footer,
}: AppShellProps) {
  // Following the fragment alone would not move keyboard focus into a main that is not
  // focusable, and a router might treat the hash as navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <div className={styles.shell}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
        {skipLinkLabel}
      </a>
      {sidebar && <div className={styles.sidebar}>{sidebar}</div>}
      <div className={styles.column}>
        {header && <header className={styles.header}>{header}</header>}
        {banners && <div className={styles.banners}>{banners}</div>}
        <div className={styles.content}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>
  );
}
