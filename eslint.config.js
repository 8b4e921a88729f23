// Flat config: typescript-eslint (type-aware), react-hooks, and the import fences of docs/architecture.md "Layers":
// app → features → shared (and api, i18n); a feature never imports another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import compat from 'eslint-plugin-compat';
import { readdirSync, existsSync } from 'node:fs';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The layers, one zone each, checked on resolved paths (a relative `../other` import is seen too):
 * app → features → domain → api → shared; i18n and content beside shared; mocks only through
 * src/main.tsx. `target` may not import `from`.
 */
const LAYER_ZONES = [
  {
    target: 'src/shared',
    from: ['src/api', 'src/domain', 'src/features', 'src/app', 'src/content', 'mocks'],
  },
  { target: 'src/i18n', from: ['src/api', 'src/domain', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/content', from: ['src/api', 'src/domain', 'src/features', 'src/app', 'mocks'] },
  { target: 'src/api', from: ['src/domain', 'src/features', 'src/app', 'src/content', 'mocks'] },
  { target: 'src/domain', from: ['src/features', 'src/app', 'mocks'] },
  { target: 'src/features', from: ['src/app', 'mocks'] },
  { target: 'src/app', from: ['mocks'] },
  // A feature never imports another one.
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
  })),
].map((zone) => ({
  ...zone,
  message: 'This import crosses a layer fence (eslint.config.js LAYER_ZONES).',
}));

/** Loads and reloads that bypass src/shared/navigation.ts. */
const LOCATION_WRITES = [
  "CallExpression[callee.property.name=/^(assign|replace|reload)$/][callee.object.property.name='location']",
  "CallExpression[callee.property.name=/^(assign|replace|reload)$/][callee.object.name='location']",
  "AssignmentExpression[left.property.name='href'][left.object.property.name='location']",
  "AssignmentExpression[left.property.name='href'][left.object.name='location']",
  "AssignmentExpression[left.property.name='location']",
  "AssignmentExpression[left.name='location']",
].map((selector) => ({
  selector,
  message:
    'Leave or reload a page through src/shared/navigation.ts (it keeps the target on the site).',
}));

const noRelativeEscape = {
  group: ['../../*', '../../../*'],
  message: 'Import across folders through the @/ alias so the fences below can see it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'tests/e2e/fixtures/wb-app/**',
      // dependency-cruiser's configuration: CommonJS data, read by `npm run cycles`.
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // Web APIs beyond the browser support policy (package.json `browserslist`,
    // docs/decisions/0012-browser-support.md), in the code that ships; a use behind a feature test
    // (`typeof x.y === 'function'`) passes. The built files' syntax, ECMAScript built-ins and CSS
    // are checked after the build (tests/build/check-browser-support.mjs).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { compat },
    // What src/app/legacy-polyfills.ts adds where it is missing.
    settings: { polyfills: ['Array.prototype.at', 'String.prototype.at', 'Object.hasOwn'] },
    rules: { 'compat/compat': 'error' },
  },
  {
    // One way to leave or reload a page (src/shared/navigation.ts keeps its target on the site).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/navigation.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...LOCATION_WRITES],
    },
  },
  {
    // The mocks answer with their own values and import the product only for its types (its API
    // shapes and enums), so that a contract drift is a type error but never copied into the mocks.
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/*'],
              allowTypeImports: true,
              message: 'mocks import the product type-only (import type …).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['tests/e2e/**', 'tests/engines/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The domain layer: product rules over the API's types, below the features.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/*', '@/features', '@/features/*'],
              message: 'the domain layer never imports app or features.',
            },
            { group: ['@mocks/*'], message: 'mocks stay out of the product code.' },
            noRelativeEscape,
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**', 'src/api/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/*', '@/features', '@/features/*', '@/domain', '@/domain/*'],
              message: 'shared code never imports app, features or the domain layer.',
            },
            { group: ['@mocks/*'], message: 'mocks stay out of the product code.' },
            noRelativeEscape,
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app', '@/app/*'], message: 'features never import the app layer.' },
            {
              group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/*`],
              message: 'a feature never imports another feature; lift shared code to src/shared.',
            },
            { group: ['@mocks/*'], message: 'mocks stay out of the product code.' },
            noRelativeEscape,
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*'],
              message: 'mocks load only through src/main.tsx in mock builds.',
            },
            noRelativeEscape,
          ],
        },
      ],
    },
  },
);
