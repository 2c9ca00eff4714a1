import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

export default ts.config(
  { ignores: ['dist/', 'node_modules/', 'public/', 'test-results/', 'playwright-report/', 'tests/fixtures/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  { ignores: ['src/core/**/*.ts'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // src/core runs in Node as in the page, so it gets no browser (or Node) globals: only the language's own, plus
  // the few platform globals Node and browsers both have that core really uses. typescript-eslint turns
  // no-undef off for .ts files; here it is back on, so a DOM global in core is an error. DOMException is on the
  // list because an aborted fetch rejects with one, in Node (a global since v17) as in browsers; performance because
  // the eval's runner times its runs with performance.now (a global in Node since v16).
  {
    files: ['src/core/**/*.ts'],
    languageOptions: {
      globals: {
        ...globals.es2023,
        ...Object.fromEntries(
          ['fetch', 'Request', 'Response', 'URL', 'AbortController', 'AbortSignal', 'TextDecoder', 'TextEncoder', 'setTimeout', 'clearTimeout', 'DOMException', 'Headers', 'performance'].map(
            (name) => [name, 'readonly'],
          ),
        ),
      },
    },
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
);
