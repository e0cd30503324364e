import { defineMain } from '@storybook/react-vite/node';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { redirectXstateReact } from '../apps/web/vite/flow-inspector';
import { precompiledMessages } from '../apps/web/vite/precompiled-messages';

const previewFile = fileURLToPath(new URL('preview.tsx', import.meta.url));
// The web app's `@/…` (apps/web/vite.config.ts), for its stories and the screens they render.
const webSource = fileURLToPath(new URL('../apps/web/src/', import.meta.url));

// Flows plays a path on the real screens: their actors are recorded to be sent its events.
const recorded = fileURLToPath(
  new URL('../apps/web/src/app/flows/recorded-xstate-react.ts', import.meta.url),
);

// One Storybook for the repo: the design system's stories and, as they appear, the web app's
// feature stories (the second glob may match nothing yet).
export default defineMain({
  stories: ['../packages/design-system/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // A story file takes its `preview.meta` from here wherever it sits (tsconfig.base.json
      // names the same path for TypeScript).
      resolve: {
        alias: [
          { find: '#.storybook/preview', replacement: previewFile },
          { find: /^@\//, replacement: webSource },
        ],
      },
      plugins: [
        redirectXstateReact(recorded),
        // The app's catalogs as the app loads them (ICU trees): a message with a value, a
        // plural or a tag is formatted, not shown as its source.
        precompiledMessages(),
        vanillaExtractPlugin(),
        optimizeLocales.vite({ locales: ['en', 'es', 'pt'] }),
      ],
    }),
});
