import { useCallback, useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';

import { darkThemeClass } from './dark.css';
import { lightThemeClass } from './light.css';
import * as styles from './ThemeProvider.css';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeClasses: Record<ThemeName, string> = {
  light: `${lightThemeClass} ${styles.light}`,
  dark: `${darkThemeClass} ${styles.dark}`,
};

/**
 * The class names that apply a theme: its variables, colour scheme and base text styles. For
 * code that themes an element itself (for example `document.body`); prefer `ThemeProvider`.
 */
export function themeClass(theme: ThemeName): string {
  return `${themeClasses[theme]} ${styles.root}`;
}

export interface ThemeProviderProps {
  /** @default 'light' */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Applies a theme to its children and to every overlay they open: modals, popovers and toasts
 * are portalled into a container inside the themed element rather than into `document.body`.
 */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => container, [container]);
  return (
    <div className={themeClass(theme)} data-theme={theme}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      <div ref={setContainer} className={styles.portal} data-theme-portal="" />
    </div>
  );
}
