import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltinNews } from '../src/types/schema.ts';
import type { SiteData } from '../src/types/siteData.ts';

/**
 * What the client and server bundles are made of, each part hashed on its own so the build
 * can say which one changed. Page files are not among them: pages are prerendered, not bundled.
 */
export type BundleKey = Record<string, string>;

const digest = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * One hash of every file under `folder`, by name and content. Read synchronously: a few hundred
 * small files, where each asynchronous read's trips through the thread pool left the build idle
 * for about 0.1 s of a 0.9 s rebuild.
 */
export function hashFolder(folder: string): string {
  const files = readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(folder, file)}\0`);
    hash.update(digest(readFileSync(file)));
  }
  return hash.digest('hex');
}

/**
 * The code the bundles are made of, each part hashed on its own. `nodeEnv` is the NODE_ENV
 * they are made under: anything but production makes React's development build (jsxDEV),
 * which fails to render where NODE_ENV is production, so bundles made under a test runner's
 * NODE_ENV must never be reused by a real build.
 */
export function codeKey(projectRoot: string, nodeEnv: string | undefined): BundleKey {
  const file = (name: string) => digest(readFileSync(path.join(projectRoot, name)));
  return {
    'src/': hashFolder(path.join(projectRoot, 'src')),
    'schema/': hashFolder(path.join(projectRoot, 'schema')),
    'package-lock.json': file('package-lock.json'),
    'vite.config.ts': file('vite.config.ts'),
    'scripts/server-bundle.ts': file('scripts/server-bundle.ts'),
    'scripts/site-bundles.ts': file('scripts/site-bundles.ts'),
    // Makes the compressed copies stored beside the client bundle: copies made otherwise
    // before must not be taken for its copies now.
    'scripts/precompress.ts': file('scripts/precompress.ts'),
    'tsconfig.json': file('tsconfig.json'),
    NODE_ENV: nodeEnv ?? '(not set)',
  };
}

export interface BundleInputs {
  code: BundleKey;
  /** The site data exactly as the browser bundle embeds it (siteUrl already resolved). */
  site: SiteData;
  articles: BuiltinNews;
}

export const bundleKey = ({ code, site, articles }: BundleInputs): BundleKey => ({
  ...code,
  'the site data and built-in articles': digest(JSON.stringify({ site, articles })),
});

/** A short name for a key, for the folder its bundles are stored under. */
export const keyId = (key: BundleKey) => digest(JSON.stringify(key)).slice(0, 32);

/**
 * What the build does about the client and server bundles: keep the ones the last build into
 * this folder made (`reuse`), copy ones an earlier build made from the same code and site data
 * (`fromStore`), or bundle anew.
 */
export type BundleDecision =
  { reuse: true; message: string } | { reuse: false; fromStore: boolean; message: string };

const list = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Whether the bundles built under `previous` still fit, or else whether stored bundles of the
 * same key are there to copy, and the one line the build prints.
 */
export function decideBundles(
  previous: BundleKey | null,
  current: BundleKey,
  { stored = false }: { stored?: boolean } = {},
): BundleDecision {
  const parts = Object.keys(current);
  const changed = previous ? parts.filter((part) => previous[part] !== current[part]) : [];
  if (previous && changed.length === 0) {
    return {
      reuse: true,
      message:
        `Reused the client and server bundles: ${list(parts)} are unchanged since they were ` +
        'built; only the pages are rendered again.',
    };
  }
  const why = previous
    ? `${list(changed)} changed since the last build`
    : 'no earlier bundles in this build folder';
  if (stored) {
    return {
      reuse: false,
      fromStore: true,
      message:
        `Copied the client and server bundles an earlier build made of the same code and ` +
        `site data (${why}).`,
    };
  }
  return {
    reuse: false,
    fromStore: false,
    message: `Bundling the client and server code: ${why}.`,
  };
}
