import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
}

/** A chunk and every chunk it imports statically, by manifest key. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * For each block type, the chunks the browser must fetch to render it beyond what the entry
 * already loads. Block folders are named by their type and each one's component is the
 * dynamic import of its registry entry, so the entry's dynamic imports under blocks/<type>/
 * are that type's chunks; the other one there, checks.ts, is for the validator only.
 */
export function blockChunks(manifest: Manifest): Map<string, string[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk.');
  const loadedWithEntry = staticClosure(manifest, entryKey);
  const byType = new Map<string, string[]>();
  for (const key of manifest[entryKey]!.dynamicImports ?? []) {
    const type = /(?:^|\/)blocks\/([^/]+)\/(?!checks\.)/.exec(key)?.[1];
    if (!type) continue;
    const needed = [...staticClosure(manifest, key)].filter((chunk) => !loadedWithEntry.has(chunk));
    const files = needed.map((chunk) => `/${manifest[chunk]!.file}`);
    byType.set(type, [...(byType.get(type) ?? []), ...files]);
  }
  return byType;
}

/** `<link rel="modulepreload">` tags for the blocks a page shows, each chunk once. */
export function blockPreloadTags(manifest: Manifest) {
  const chunks = blockChunks(manifest);
  return (types: readonly string[]) => {
    const files = new Set(types.flatMap((type) => chunks.get(type) ?? []));
    return [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
      .join('\n');
  };
}
