import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './vite/precompiled-messages';

// The web app's pure modules (formats, the route table) run in Node. Component tests
// (`*.test.tsx`) render a feature's screens with the design system in jsdom, which each such
// file asks for with a `@vitest-environment jsdom` comment; the design system's own browser
// tests and the Playwright end-to-end tests cover real browsers.
export default defineConfig({
  // Catalogs load compiled, as the build ships them (vite/precompiled-messages.ts).
  plugins: [precompiledMessages(), react(), vanillaExtractPlugin()],
  // `@/…` as the app's build resolves it (vite.config.ts).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    // A component test walks real react-aria widgets in jsdom: seconds, not milliseconds, and
    // several times that on a machine busy with builds and browsers.
    testTimeout: 60_000,
  },
});
