// The bare imports of the design system's source, for Vite's `optimizeDeps.include`. Listing
// them up front stops Vite from discovering a dependency mid-run, re-bundling and reloading
// the page (which fails browser tests with "Failed to fetch dynamically imported module").
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceDirectory = fileURLToPath(new URL('./src', import.meta.url));
const importPattern = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^'.][^']*)'/gm;
const excluded = [
  /^vitest/,
  /^@?storybook/,
  /^@vanilla-extract\/(css|recipes|sprinkles|dynamic)$/,
  /^node:/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

export function designSystemDependencies(): string[] {
  const found = new Set<string>([
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  ]);
  for (const file of sourceFiles(sourceDirectory)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1];
      if (specifier && !excluded.some((pattern) => pattern.test(specifier))) {
        found.add(specifier);
      }
    }
  }
  return [...found].sort();
}
