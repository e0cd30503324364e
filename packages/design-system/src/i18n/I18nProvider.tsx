/**
 * The locale provider the app wraps around everything: react-aria's, re-exported so screens
 * and Storybook import it from the design system.
 */
export { I18nProvider, useLocale } from 'react-aria-components/I18nProvider';
