import { defineConfig } from 'vitest/config';

// Machines run headless: the real generated client against msw in Node, no React.
export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
