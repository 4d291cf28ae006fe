import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteViteConfig } from '../vite.config';

const root = path.resolve(import.meta.dirname, '../src');
const entries = siteViteConfig().optimizeDeps?.entries;

/** The module each dev-only page of a plugin loads, as its `devPage(title, module)` names it. */
function pagesServedBy(plugin: string): string[] {
  const source = readFileSync(path.join(root, plugin), 'utf8');
  return [...source.matchAll(/devPage\('[^']+', '\/([^']+)'\)/g)].map((match) => match[1]!);
}

// A page moved without its entry in vite.config.ts is found late again: its packages are
// bundled on the first visit, and the page reloads under the marketer.
describe('the pages the dev server prepares when it starts', () => {
  it('are files that exist, each warmed as well as scanned for packages', () => {
    expect(Array.isArray(entries) && entries.length > 0).toBe(true);
    for (const entry of entries as string[]) {
      expect(existsSync(path.join(root, entry)), `src/${entry}`).toBe(true);
    }
    expect(siteViteConfig().server?.warmup?.clientFiles).toEqual(entries);
  });

  it('include the editor, its preview frame and the gallery', () => {
    const served = ['editor/vitePlugin.ts', 'gallery/vitePlugin.ts'].flatMap(pagesServedBy);
    expect(served).toHaveLength(3);
    expect(entries).toEqual(expect.arrayContaining(served));
  });
});
