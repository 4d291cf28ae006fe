import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../src/content/index.ts';

/**
 * The client and server bundles. They carry the site data (for the browser) but no page, so
 * the benchmark builds them once and prerenders many page sets with them. This file is part
 * of the bundles' key (bundle-cache.ts): a change here makes new ones.
 */
export async function bundleSite(
  content: Content,
  { distDir, ssrDir, siteUrl }: { distDir: string; ssrDir: string; siteUrl: string },
) {
  // Loaded here, not at the top: Vite and its plugins took about a second to load, and a build
  // that reuses its bundles (a page edit) never needs them.
  const [{ build }, { siteViteConfig }] = await Promise.all([
    import('vite'),
    import('../vite.config.ts'),
  ]);
  const config = siteViteConfig({ content, siteUrl });
  const shared = { ...config, configFile: false as const, logLevel: 'warn' as const };
  await build({ ...shared, build: { ...config.build, outDir: distDir } });
  // The renderer as one file with its packages inside: loading React, Emotion and the router
  // from node_modules, module by module, and a chunk per block took about 0.18 s of a 0.9 s
  // rebuild that renders one page; one file loads in about 0.07 s. React's development build
  // is left out where NODE_ENV says production, as it is never run there.
  await build({
    ...shared,
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      ...config.build,
      ssr: 'entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  // The server bundle is ES modules; outside the project (a temporary folder) nothing above it
  // says so, and a prerender worker's loader would then take it for CommonJS.
  await writeFile(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
}
