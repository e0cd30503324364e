import { storybookProject } from './vitestProject';

// Every story again in the dark theme, for the a11y (contrast) checks:
// `npx vitest run -c .storybook/vitest.dark.config.ts`. Not part of the root run, to keep it short.
export default storybookProject({ name: 'storybook-dark', theme: 'dark' });
