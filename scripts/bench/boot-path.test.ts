import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedSpecifiers, measureBootPath } from './boot-path';

describe('importedSpecifiers', () => {
  it('keeps what the bundler keeps and leaves type-only imports out', () => {
    const code = [
      "import React from 'react';",
      "import type { Page } from './types';",
      "import { type Block, type Registry } from './registry';",
      "import { type Shown, whenShown } from './shown';",
      "import {\n  a,\n  b,\n} from './multi';",
      "import './side-effect';",
      "export { c } from './reexport';",
      "export type { D } from './typesOnly';",
      "export * from './star';",
      "const later = () => import('./later');",
    ].join('\n');
    expect(importedSpecifiers(code).sort()).toEqual(
      ['react', './shown', './multi', './side-effect', './reexport', './star', './later'].sort(),
    );
  });
});

describe('measureBootPath', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  const write = async (file: string, lines: string[]) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), `${lines.join('\n')}\n`);
  };

  it('counts the entry and the files of the named folders it reaches, non-blank lines only', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'boot-path-'));
    await write('entry.tsx', [
      "import { route } from './engine/route';",
      "import { App } from './App';",
      "import site from 'virtual:site-data';",
      '',
      'route(App, site);',
    ]);
    await write('engine/route.ts', [
      "import { Button } from '../ui';",
      "import type { Page } from './types';",
      '',
      "export const route = () => import('./lazy');",
    ]);
    await write('engine/lazy.tsx', ["import { route } from './route';", 'export { route };']);
    await write('engine/types.ts', ['export type Page = string;']);
    await write('engine/unused.ts', ['export const unused = 1;']);
    await write('ui/index.ts', ["export { Button } from './Button';"]);
    await write('ui/Button.tsx', ['export const Button = 1;', '', '']);
    // Outside the folders: not counted, and not followed either.
    await write('App.tsx', ["import { unused } from './engine/unused';", 'export const App = 1;']);

    const bootPath = await measureBootPath(root, 'entry.tsx', ['engine', 'ui']);

    expect(bootPath.files).toEqual([
      'engine/lazy.tsx',
      'engine/route.ts',
      'entry.tsx',
      'ui/Button.tsx',
      'ui/index.ts',
    ]);
    expect(bootPath.lines).toBe(2 + 3 + 4 + 1 + 1);
  });
});
