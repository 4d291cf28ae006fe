import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlockCode } from '../src/engine/codeLoader.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
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
 * Where the build put each block type's component. A block folder is named by its type and
 * its component is exported, under its own name, from the file named after the type
 * (liveRate/LiveRate.tsx exports LiveRate): src/blocks/registry.test.ts holds every entry to
 * that. Its files are that chunk and the chunks it imports beyond what the entry loads.
 */
export function blockCode(manifest: Manifest): Map<string, BlockCode> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk.');
  const loadedWithEntry = staticClosure(manifest, entryKey);
  const byType = new Map<string, BlockCode>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, type, name] = /(?:^|\/)blocks\/([^/]+)\/([^/.]+)\.tsx$/.exec(key) ?? [];
    if (!type || !name || !chunk.isDynamicEntry || name.toLowerCase() !== type.toLowerCase()) {
      continue;
    }
    const needed = [...staticClosure(manifest, key)].filter((file) => !loadedWithEntry.has(file));
    byType.set(type, { name, files: needed.map((file) => `/${manifest[file]!.file}`) });
  }
  return byType;
}
