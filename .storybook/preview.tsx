// First of all: Flows answers the screens' API calls in the page, and the app's client keeps the
// `fetch` it finds when it is made (apps/web/src/app/flows/fetch-answers.ts).
import '../apps/web/src/app/flows/fetch-answers';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import type { ViewportMap } from 'storybook/viewport';

import {
  defaultLanguage,
  isLanguage,
  languages,
  localeOf,
  type Language,
} from '../apps/web/src/i18n/languages';
import { I18nProvider } from '../packages/design-system/src/i18n/I18nProvider';
import { breakpoints } from '../packages/design-system/src/themes/breakpoints';
import { ThemeProvider, themeNames } from '../packages/design-system/src/themes/ThemeProvider';

// The toolbar offers the app's own languages, each under its name in that language.
const languageNames: Record<Language, string> = { en: 'English', es: 'Español', pt: 'Português' };

const viewports: ViewportMap = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [
    name,
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: '900px' },
      type: 'desktop',
    },
  ]),
);

// Story files import this as `#.storybook/preview` and write `preview.meta({...})` and
// `meta.story({...})` (CSF Factories). A literal value that meta's args give a required prop (a
// tone, a level) is written `as const`: Storybook 10 widens it otherwise and then asks every
// story for that prop again (storybookjs/storybook#36125).
export default definePreview({
  // With `definePreview`, Storybook takes the addons' own annotations (the docs page, the axe
  // check) from this list only, not from main.ts.
  addons: [addonDocs(), addonA11y()],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languages.map((language) => ({
          value: language,
          title: `${languageNames[language]} (${localeOf[language]})`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: defaultLanguage },
  decorators: [
    (Story, { globals }) => {
      const theme = globals.theme === 'dark' ? 'dark' : 'light';
      const locale = localeOf[isLanguage(globals.locale) ? globals.locale : defaultLanguage];
      return (
        <I18nProvider locale={locale}>
          <ThemeProvider theme={theme}>
            <div style={{ padding: '1rem', minHeight: '100vh' }}>
              <Story />
            </div>
          </ThemeProvider>
        </I18nProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: { options: viewports },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      // WCAG 2.2 AA (target size included) plus axe's best practices.
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
  // Every story file gets its docs page from here: no file repeats the tag.
  tags: ['autodocs'],
});
