import { createApp } from './app';
import { compressResponses } from './compress';
import { loadServerConfig, type ServerConfig } from './config';
import { keywordsFromBuiltPages } from './news/keywordsFromDisk';
import { staticSite } from './static-site';

export interface NodeAppOptions {
  /** The prerendered site: dist/ of `npm run build`. Left out where a CDN serves the files. */
  distDir?: string;
  config?: ServerConfig;
}

/** The app as the Node server runs it: files and page data from dist/ on disk, zlib compression. */
export function createNodeApp({ distDir, config = loadServerConfig() }: NodeAppOptions = {}) {
  return createApp({
    config,
    keywordsForSlug: keywordsFromBuiltPages(distDir),
    site: distDir ? staticSite(distDir) : undefined,
    compress: compressResponses(),
  });
}
