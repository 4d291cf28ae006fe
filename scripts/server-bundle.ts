import path from 'node:path';
import { SERVER_CONTENT_DIR } from '../src/server/content.ts';

/** Inside dist/ so that a copied dist/ carries its server; never served, like the rest of it. */
export const SERVER_BUNDLE_FILE = `${SERVER_CONTENT_DIR}/server.mjs`;

/** The source the bundle starts from, relative to the project. */
export const SERVER_ENTRY = 'src/server/serve.ts';

/**
 * Bundles the production server into siteDir/_server/server.mjs: the project's own modules
 * inlined as JavaScript, packages left as imports, so it runs on production dependencies.
 */
export async function bundleServer(projectRoot: string, siteDir: string) {
  // Loaded here: a build that reuses its bundles never needs esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(projectRoot, SERVER_ENTRY)],
    outfile: path.join(siteDir, SERVER_BUNDLE_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
