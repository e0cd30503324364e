// One lint setup for the whole repo. The import restrictions below encode the direction of
// dependencies in ARCHITECTURE.md: design system and machines never reach "up" the picture.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

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
