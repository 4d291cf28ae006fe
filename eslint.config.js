import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/** Test tooling lives under tests/ and is used by tests alone: no product or script imports it. */
const noTestCode = {
  group: ['**/tests/**'],
  message: 'Only tests import test tooling (tests/).',
};
const testFiles = ['**/*.test.{ts,tsx}'];

/**
 * The folders of src/ in layers, bottom first: a folder imports its own layer and the ones
 * below it, never one above. Above the shared base stand two sides that never import each
 * other: what the browser runs, and what reads the content folder or serves dist/. README.md
 * (Layers) lists the same order. The app's own files (src/App.tsx, the entry points), the
 * gallery, the page editor (src/editor) and scripts/ sit on top of everything (TOP_MODULES).
 */
const BASE = [
  ['net', 'types'],
  ['engine'],
  ['site', 'theme'],
  ['catalogue', 'market', 'news', 'swap', 'track'],
];
const SIDES = [[['ui'], ['blocks', 'shell']], [['content', 'server']]];

/**
 * The top layer, which no folder of the layers imports: the app's own modules at the root of
 * src/ (App.tsx, the entry points, the browser's boot), read from the folder so a new one is
 * covered, then the gallery, the page editor and scripts/.
 */
const TOP_MODULES = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile() && /^[\w-]+\.tsx?$/.test(entry.name))
  .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => entry.name.replace(/\.tsx?$/, ''));
const TOP_FOLDERS = ['gallery', 'editor'];
const topLayer = (folder) => ({
  group: [
    ...TOP_MODULES.flatMap((name) => [`**/${name}`, `**/${name}.*`]),
    ...TOP_FOLDERS.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
    '**/scripts/**',
  ],
  caseSensitive: true,
  message: `src/${folder} must not import the top layer: the app's own files (src/App.tsx, the entry points), src/gallery, src/editor or scripts/ (README.md, Layers).`,
});

/** Every folder with the folders it must not import: higher layers and the other side. */
function layerOrder() {
  const sideFolders = SIDES.map((side) => side.flat());
  const base = BASE.map((layer, index) =>
    layer.map((folder) => ({
      folder,
      above: [...BASE.slice(index + 1).flat(), ...sideFolders.flat()],
    })),
  );
  const sides = SIDES.map((side, sideIndex) =>
    side.map((layer, index) =>
      layer.map((folder) => ({
        folder,
        above: [
          ...side.slice(index + 1).flat(),
          ...sideFolders.filter((_, other) => other !== sideIndex).flat(),
        ],
      })),
    ),
  );
  return [...base, ...sides.flat()].flat();
}

/**
 * What some folders may not import beyond the order, in their own words, and where inside
 * the folder that applies.
 */
const EXTRA_RULES = {
  // The request helpers use nothing of the site; what they need is handed in as arguments.
  net: {
    under: 'net',
    patterns: [
      {
        regex: '^\\.\\./',
        message: 'src/net must not import the rest of the site: take what it needs as arguments.',
      },
    ],
  },
  // The catalogue is built in the browser, the Node server and a Worker alike.
  catalogue: {
    under: 'catalogue',
    patterns: [
      {
        regex: '^(node:|fs$|path$)',
        message: 'src/catalogue runs in the browser and a Worker too: no Node modules.',
      },
    ],
  },
  // A block shares look-alike parts through src/ui, never another block's folder or the shell.
  blocks: {
    under: 'blocks/*',
    patterns: [
      { group: ['**/shell', '**/shell/**'], message: 'A block must not import the shell.' },
      {
        regex: '^\\.\\./(?!\\.\\./)',
        message: 'A block must not import another block: move what both use to src/ui.',
      },
    ],
  },
};

const importRule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

function layerRules() {
  return layerOrder().flatMap(({ folder, above }) => {
    const order = [
      ...above.map((higher) => ({
        group: [`**/${higher}`, `**/${higher}/**`],
        message: `src/${folder} must not import src/${higher}, a layer above it or beside it (README.md, Layers).`,
      })),
      topLayer(folder),
      noTestCode,
    ];
    const extra = EXTRA_RULES[folder];
    return [
      { files: [`src/${folder}/**/*.{ts,tsx}`], ignores: testFiles, rules: importRule(order) },
      // Later in the list, so for these files it replaces the rule above, order included.
      ...(extra
        ? [
            {
              files: [`src/${extra.under}/**/*.{ts,tsx}`],
              ignores: testFiles,
              rules: importRule([...order, ...extra.patterns]),
            },
          ]
        : []),
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.ssr-build',
      '.wrangler',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/types/schema.ts',
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
    // The editor's walkthrough drives a browser through the editor as its tests do, on the
    // same server on a content copy; it is run by hand for the README, never by the product.
    ignores: [...testFiles, 'scripts/editor-walkthrough.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestCode] }] },
  },
  ...layerRules(),
);
