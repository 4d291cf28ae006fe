import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadScriptUrls, measureFirstLoadJs, withStaticImports } from './first-load';

const html = `<!doctype html><html><head>
<script src="/boot.js"></script>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
<link rel="stylesheet" href="/assets/index.css">
<script src="https://widget.example.com/w.js" async></script>
</head><body><script id="initial-page" type="application/json">{"slug":"x"}</script></body></html>`;

const manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    imports: ['_vendor-B.js'],
    dynamicImports: ['src/Chart.tsx'],
  },
  '_vendor-B.js': { file: 'assets/vendor-B.js', imports: ['_shared-C.js'] },
  '_shared-C.js': { file: 'assets/shared-C.js' },
  'src/Chart.tsx': { file: 'assets/Chart-D.js', imports: ['_shared-C.js'] },
};

describe('firstLoadScriptUrls', () => {
  it('lists classic and module scripts and module preloads, not data or stylesheets', () => {
    expect(firstLoadScriptUrls(html)).toEqual([
      '/boot.js',
      '/assets/index-A.js',
      '/assets/vendor-B.js',
      'https://widget.example.com/w.js',
    ]);
  });
});

describe('withStaticImports', () => {
  it('follows static imports through the manifest and leaves lazy chunks out', () => {
    expect(withStaticImports(['assets/index-A.js'], manifest).sort()).toEqual([
      'assets/index-A.js',
      'assets/shared-C.js',
      'assets/vendor-B.js',
    ]);
  });
});

describe('measureFirstLoadJs', () => {
  let dist: string;
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('adds up each same-origin script once, raw and compressed', async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'first-load-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'bitcoin.html'), html);
    const code = (name: string) => `export const ${name} = "${name.repeat(200)}";\n`;
    await writeFile(path.join(dist, 'boot.js'), code('boot'));
    await writeFile(path.join(dist, 'assets', 'index-A.js'), code('index'));
    await writeFile(path.join(dist, 'assets', 'vendor-B.js'), code('vendor'));
    await writeFile(path.join(dist, 'assets', 'shared-C.js'), code('shared'));
    await writeFile(path.join(dist, 'assets', 'Chart-D.js'), code('chart'));

    const measured = await measureFirstLoadJs(dist, '/bitcoin');

    expect(measured.files).toEqual([
      'assets/index-A.js',
      'assets/shared-C.js',
      'assets/vendor-B.js',
      'boot.js',
    ]);
    expect(measured.external).toEqual(['https://widget.example.com/w.js']);
    const raw = ['boot', 'index', 'vendor', 'shared'].reduce(
      (sum, name) => sum + code(name).length,
      0,
    );
    expect(measured.bytes).toBe(raw);
    expect(measured.gzip).toBeGreaterThan(0);
    expect(measured.gzip).toBeLessThan(raw);
    expect(measured.brotli).toBeLessThan(raw);
  });
});
