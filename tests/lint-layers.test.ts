import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rule's messages for one line of code, as if it were written in `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport { x };\n`, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('npm run lint keeps imports pointing down', () => {
  it('fails src/ui importing the shell, and lets it import its own parts', async () => {
    expect(
      await importProblems('src/ui/Example.tsx', "import { x } from '../shell/header/Header';"),
    ).toEqual([expect.stringContaining('src/ui must not import src/shell, a layer above it')]);
    expect(await importProblems('src/ui/Example.tsx', "import { x } from './icons';")).toEqual([]);
  });

  it('fails the request helpers importing anything of the site above them', async () => {
    expect(
      await importProblems('src/net/Example.ts', "import { x } from '../engine/site';"),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('src/net must not import the rest of the site'),
      ]),
    );
    expect(await importProblems('src/net/Example.ts', "import { x } from './request';")).toEqual(
      [],
    );
  });

  it('fails the engine importing a block, the theme or the server', async () => {
    for (const target of [
      '../blocks',
      '../blocks/faq/Faq',
      '../theme/themeStyles',
      '../server/app',
      '../site/siteParts',
    ]) {
      expect(
        await importProblems('src/engine/Example.tsx', `import { x } from '${target}';`),
      ).toEqual([
        expect.stringMatching(
          /^'[^']+' import is restricted .*src\/engine must not import src\/\w+, a layer above it/,
        ),
      ]);
    }
  });

  it('fails a block importing another block or the shell', async () => {
    expect(
      await importProblems('src/blocks/faq/Example.tsx', "import { x } from '../hero/Hero';"),
    ).toEqual([expect.stringContaining('A block must not import another block')]);
    expect(
      await importProblems('src/blocks/faq/Example.tsx', "import { x } from '../../shell/icons';"),
    ).toEqual([expect.stringContaining('A block must not import the shell')]);
  });

  it('fails product code and scripts importing test tooling, and lets tests import it', async () => {
    const fixture = "import { x } from '../../tests/support/siteFixture';";
    for (const file of ['src/engine/Example.tsx', 'src/server/Example.ts', 'scripts/bench/x.ts']) {
      expect(await importProblems(file, fixture), file).toEqual([
        expect.stringContaining('Only tests import test tooling'),
      ]);
    }
    expect(await importProblems('src/server/Example.test.ts', fixture)).toEqual([]);
  });

  it('fails the content and its validator importing the block registry, and the server the shell', async () => {
    expect(
      await importProblems(
        'src/content/validation/Example.ts',
        "import { blockRegistry as x } from '../../blocks';",
      ),
    ).toEqual([
      expect.stringContaining('src/content must not import src/blocks, a layer above it'),
    ]);
  });

  it('fails a domain folder importing the shared kit or the blocks above it', async () => {
    for (const [target, above] of [
      ['../ui/Button', 'ui'],
      ['../blocks/faq/Faq', 'blocks'],
    ]) {
      expect(
        await importProblems('src/market/Example.ts', `import { x } from '${target}';`),
      ).toEqual([
        expect.stringContaining(`src/market must not import src/${above}, a layer above it`),
      ]);
    }
    expect(
      await importProblems('src/market/Example.ts', "import { x } from '../net/request';"),
    ).toEqual([]);
  });
  it('fails any folder of the layers importing the top layer: the app, an entry, the gallery, the editor or scripts', async () => {
    for (const [file, target] of [
      ['src/engine/Example.tsx', '../App'],
      ['src/engine/Example.tsx', '../entry-client'],
      ['src/shell/header/Example.tsx', '../../hydrateIsland'],
      ['src/blocks/faq/Example.tsx', '../../editor/Editor'],
      ['src/ui/Example.tsx', '../gallery/Gallery'],
      ['src/content/Example.ts', '../../scripts/new'],
      ['src/server/Example.ts', '../entry-server'],
    ]) {
      expect(await importProblems(file!, `import { x } from '${target}';`), file).toEqual([
        expect.stringContaining('must not import the top layer'),
      ]);
    }
    // A module of the layers whose name only looks like a top one is no offender.
    expect(await importProblems('src/server/Example.ts', "import { x } from './app';")).toEqual([]);
  });

  it('lets the top layer import every layer below it', async () => {
    expect(await importProblems('src/App.tsx', "import { x } from './engine/routes';")).toEqual([]);
    expect(
      await importProblems('src/editor/Example.tsx', "import { x } from '../content/newPage';"),
    ).toEqual([]);
  });
});
