import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IslandCode } from '../src/engine/codeAddress.ts';
import { LIVE_CODE_EXPORT, liveCodeKey } from '../src/engine/liveCode.ts';

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
 * Where the build put each island's code, by the key an island names it with (`Island` in
 * src/engine/Island.tsx): a block's type, or a header button's source path (`shell/…/Name`).
 * A block folder is named by its type and its component is exported, under its own name, from
 * the file named after the type (liveRate/LiveRate.tsx exports LiveRate): src/blocks/registry.test.ts
 * holds every entry to that, and src/shell/header/headerIslands.test.ts the header's. An
 * island's files are its chunk and the chunks it imports beyond what the entry loads.
 */
export function islandCode(manifest: Manifest): Map<string, IslandCode> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk.');
  const loadedWithEntry = staticClosure(manifest, entryKey);
  const byKey = new Map<string, IslandCode>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const islandKey = islandKeyOf(key);
    if (!islandKey) continue;
    const needed = [...staticClosure(manifest, key)].filter((file) => !loadedWithEntry.has(file));
    byKey.set(islandKey.key, {
      name: islandKey.name,
      files: needed.map((file) => `/${manifest[file]!.file}`),
    });
  }
  return byKey;
}

/**
 * A block's component (by its type), the code that keeps its figures live (`liveCodeKey`), or
 * a header button's (by its path), from a manifest key.
 */
function islandKeyOf(manifestKey: string): { key: string; name: string } | undefined {
  const [, type, name] = /(?:^|\/)blocks\/([^/]+)\/([^/.]+)\.tsx$/.exec(manifestKey) ?? [];
  if (type && name && name.toLowerCase() === type.toLowerCase()) return { key: type, name };
  const [, liveType] = /(?:^|\/)blocks\/([^/]+)\/live\.ts$/.exec(manifestKey) ?? [];
  if (liveType) return { key: liveCodeKey(liveType), name: LIVE_CODE_EXPORT };
  const [, shellPath, shellName] = /(?:^|\/)(shell\/[^/]+\/([^/.]+))\.tsx$/.exec(manifestKey) ?? [];
  return shellPath && shellName ? { key: shellPath, name: shellName } : undefined;
}
