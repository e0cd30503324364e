import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { render } from 'vitest-browser-react';

import { ThemeProvider, type ThemeName } from '../themes/ThemeProvider';

export interface RenderOptions {
  locale?: string;
  theme?: ThemeName;
}

/** Renders inside the providers the app uses: a theme and a react-aria locale. */
export function renderWithProviders(
  ui: ReactNode,
  { locale = 'en-US', theme = 'light' }: RenderOptions = {},
) {
  return render(
    <I18nProvider locale={locale}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nProvider>,
  );
}
