import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ON_DEMAND_FILES, type MakePage, type RendererBundle } from './onDemand';

/**
 * The page maker of a build, from the files it wrote in dist/; null for a build that wrote
 * none (an older one), whose unknown addresses stay 404s.
 */
export async function loadMakePage(distDir: string): Promise<MakePage | null> {
  const inDist = (file: string) => path.join(distDir, file);
  if (!existsSync(inDist(ON_DEMAND_FILES.renderer))) return null;
  // The prerender rendered in production mode; a page made here must be the same bytes.
  process.env.NODE_ENV ??= 'production';
  const bundle = (await import(
    pathToFileURL(inDist(ON_DEMAND_FILES.renderer)).href
  )) as RendererBundle;
  await bundle.prepareRender();
  const readJson = (file: string): never => JSON.parse(readFileSync(inDist(file), 'utf8')) as never;
  return bundle.createOnDemandPages(
    readJson(ON_DEMAND_FILES.context),
    readJson(ON_DEMAND_FILES.made),
  );
}
