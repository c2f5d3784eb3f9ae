import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // DESIGN.md's layout rules: features never import features, shared code never imports features
  // or apps, only repositories import drizzle and the schema (eslint/boundaries.js).
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/imports': 'error' },
  },
  // Query keys come from the web's data layer (apps/web/src/api/), so a write's invalidation reaches every
  // read of its resource: a literal key elsewhere is a read nothing refreshes.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys live in apps/web/src/api/ (keys.ts and the resource files): use or add a hook or queryOptions there.',
        },
      ],
    },
  },
  // Configuration is read once, validated, in apps/server/src/env.ts; tests set up their own.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['apps/server/src/env.ts', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only apps/server/src/env.ts reads process.env; take the value from Env.' },
      ],
    },
  },
);
