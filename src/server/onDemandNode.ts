import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MadeSource } from '../content/madePages';
import { ON_DEMAND_FILES, type MakePage, type RendererBundle } from './onDemand';

/** dist/_server/made-pages.json, or null for a build that wrote none (an older one). */
export async function readMadeSource(distDir: string): Promise<MadeSource | null> {
  const file = path.join(distDir, ON_DEMAND_FILES.made);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return text === null ? null : (JSON.parse(text) as MadeSource);
}

/**
 * The page maker of a build, from the files it wrote in dist/; null for a build that wrote
 * none (an older one), whose unknown addresses stay 404s. `made` is the build's made-page
 * source when the caller has read it already, for the news keywords too.
 */
export async function loadMakePage(
  distDir: string,
  made: Promise<MadeSource | null> = readMadeSource(distDir),
): Promise<MakePage | null> {
  const inDist = (file: string) => path.join(distDir, file);
  if (!existsSync(inDist(ON_DEMAND_FILES.renderer))) return null;
  // The prerender rendered in production mode; a page made here must be the same bytes.
  process.env.NODE_ENV ??= 'production';
  const bundle = (await import(
    pathToFileURL(inDist(ON_DEMAND_FILES.renderer)).href
  )) as RendererBundle;
  await bundle.prepareRender();
  const source = await made;
  if (!source) return null;
  const context = JSON.parse(readFileSync(inDist(ON_DEMAND_FILES.context), 'utf8')) as never;
  return bundle.createOnDemandPages(context, source as never);
}
