// One lint setup for the whole repo. The import restrictions below encode the direction of
// dependencies in ARCHITECTURE.md: design system and machines never reach "up" the picture,
// and inside the web app features stay apart (app/ composes them).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

// The web app's layers (bulletproof-react's): app/ (routes, shell, providers) composes
// features/<area>/; a feature imports only the shared folders and packages, never another
// feature or app/; the shared folders import neither.
const web = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Every other folder of src/ is shared: listed from disk, so a new one is held to the rule too.
const sharedFolders = readdirSync(new URL('apps/web/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'app' && entry.name !== 'features')
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature does not reach into app/: app/ composes features.',
  },
  {
    target: sharedFolders.map((folder) => `${web}/${folder}`),
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code sits below features and app/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          // The web app's `@/…` (apps/web/tsconfig.json), so its layer zones see those imports.
          alias: { '@': [fileURLToPath(new URL('apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // Plain scripts and the type declarations beside them are outside every tsconfig.
    files: ['**/*.{js,mjs,cjs}', '**/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx', 'apps/web/**/*.ts', 'packages/design-system/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/design-system/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@outlay/api-client*', '@outlay/machines*', 'xstate', '@xstate/*'],
          message: 'The design system knows nothing of the API or the machines.',
        },
      ]),
    },
  },
  {
    // Shared rules run unchanged in Node and in the browser, under every other package.
    files: ['packages/rules/src/**'],
    ignores: ['packages/rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          // Only pure, maintained libraries that keep a rule (issue 34): no Node or DOM APIs
          // (validate-rfc: a landlord's RFC on the rent page, issue 35, without luxon).
          regex:
            '^(?!\\./|@nodecfdi/rfc$|clabe-validator$|@brazilian-utils/brazilian-utils$|libphonenumber-js|ibantools$|papaparse$|stdnum/lib/cjs/co/nit\\.js$|postcode-validator$|validate-rfc$)',
          message:
            '@outlay/rules depends only on pure rule libraries: plain TypeScript for the server and the browser.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'window', 'document', 'navigator', 'localStorage'].map(
          (name) => ({ name, message: 'Neither Node nor the browser: these rules run in both.' }),
        ),
      ],
    },
  },
  {
    files: ['packages/machines/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['react', 'react-dom', '@xstate/react', '@outlay/design-system*'],
          message: 'Machines are pure logic: no React, no components.',
        },
      ]),
    },
  },
  {
    files: ['packages/api-client/**'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@outlay/machines*', '@outlay/design-system*', 'react'],
          message: 'The client sits below machines and screens.',
        },
      ]),
    },
  },
  {
    // A .css.ts file is evaluated at build time with all it imports, and every style that
    // evaluation creates ships with it: through the index, that is every component's CSS.
    files: ['apps/web/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@outlay/design-system',
              message: "Style files take the theme from '@outlay/design-system/vars'.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
