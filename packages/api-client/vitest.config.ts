import { defineConfig } from 'vitest/config';

// The client, its middleware and the mocks, in Node against msw/node.
export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
