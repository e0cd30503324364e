import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { render } from 'vitest-browser-react';

import { ThemeProvider, type ThemeName } from '../themes/ThemeProvider';

export interface RenderOptions {
  locale?: string;
  theme?: ThemeName;
}

/**
 * Renders inside the providers the app uses: a theme and a react-aria locale. They wrap the
 * tree, so `rerender` keeps them (and the focus inside).
 */
export function renderWithProviders(
  ui: ReactNode,
  { locale = 'en-US', theme = 'light' }: RenderOptions = {},
) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider locale={locale}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nProvider>
    ),
  });
}
