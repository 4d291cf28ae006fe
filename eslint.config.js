import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Test tooling lives under tests/ and is used by tests alone: no product or script imports it. */
const noTestCode = {
  group: ['**/tests/**'],
  message: 'Only tests import test tooling (tests/).',
};
const testFiles = ['**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr-build',
      '.wrangler',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/engine/generated',
      'src/content/validation/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    // Scripts node starts without a TypeScript loader (scripts/run.js).
    files: ['scripts/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,js}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestCode] }] },
  },
  {
    // The engine knows no site: blocks, the shell and the server are handed to it, never
    // imported, and it styles its layout with the theme the app provides, not by import.
    files: ['src/engine/**/*.{ts,tsx}'],
    ignores: ['src/engine/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/blocks',
                '**/blocks/**',
                '**/shell',
                '**/shell/**',
                '**/server/**',
                '**/theme',
                '**/theme/**',
                '**/site/**',
              ],
              message:
                'src/engine must not import the site: pass blocks, shell parts and site data in, and read the theme from its provider.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
  {
    // The request helpers are the bottom layer: everything may use them, and they use nothing
    // of the site; what they need from it (the provider defaults) is handed in.
    files: ['src/net/**/*.{ts,tsx}'],
    ignores: ['src/net/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'src/net must not import the rest of the site: take what it needs as arguments.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
  {
    // The site's data as the browser holds it sits just above the engine: the shell, the
    // blocks and src/ui read it, and it reads nothing of theirs.
    files: ['src/site/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/**', '**/blocks', '**/blocks/**', '**/ui/**', '**/server/**'],
              message: 'src/site must not import the shell, the blocks, src/ui or the server.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
  {
    // Content and its validator feed the build and know no block: the app hands them the block
    // checks (src/blocks loadBlockChecks), so the registry is never imported from here.
    files: ['src/content/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/blocks', '**/blocks/**', '**/shell/**', '**/ui/**', '**/server/**'],
              message:
                'src/content (and its validator) must not import the blocks, the shell, src/ui or the server: take block checks as an option.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
  {
    // Shared look-alike parts sit below the shell and the blocks that use them.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell', '**/shell/**', '**/blocks', '**/blocks/**', '**/server/**'],
              message: 'src/ui must not import the shell, the blocks or the server: they use it.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
  {
    // A block takes its data and site data only, and shares look-alike parts through src/ui:
    // it never reaches into the shell, the server or another block's folder.
    files: ['src/blocks/*/**/*.{ts,tsx}'],
    ignores: ['src/blocks/*/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell', '**/shell/**', '**/server/**'],
              message: 'A block must not import the shell or the server: use src/ui or useSite().',
            },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'A block must not import another block: move what both use to src/ui.',
            },
            noTestCode,
          ],
        },
      ],
    },
  },
);
