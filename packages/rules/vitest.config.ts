import { defineConfig } from 'vitest/config';

// Pure functions and constants: Node is enough.
export default defineConfig({
  test: {
    name: 'rules',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
