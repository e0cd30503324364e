import type { StorybookConfig } from '@storybook/react-vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

// One Storybook for the repo: the design system's stories and, as they appear, the web app's
// feature stories (the second glob may match nothing yet).
const config: StorybookConfig = {
  stories: ['../packages/design-system/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), optimizeLocales.vite({ locales: ['en', 'es', 'pt'] })],
    }),
};

export default config;
