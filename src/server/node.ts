import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import path from 'node:path';
import { createApp } from './app';
import { compressResponses, pageCompressor, zlibCompressor } from './compress';
import { loadServerConfig, type ServerConfig } from './config';
import { SERVER_CONTENT_FILE, type ServerContent } from './content';
import { staticSite } from './static-site';
import { loadMakePage, readMadeSource } from './onDemandNode';
import { keywordsOfMadePages } from './news';
import type { MadeSource } from '../content/madePages';

export interface NodeAppOptions {
  /** The prerendered site: dist/ of `npm run build`. Left out where a CDN serves the files. */
  distDir?: string;
  /** What the build wrote for the server; read from distDir when left out. */
  content?: ServerContent;
  /** From the environment and the content's provider defaults when left out. */
  config?: ServerConfig;
  /** What pages are made on demand from; read from distDir when left out. */
  made?: MadeSource;
}

/** dist/_server/content.json from the disk (the worker reads it through its asset binding). */
export function readServerContent(distDir: string): ServerContent {
  const file = path.join(distDir, SERVER_CONTENT_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ServerContent;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} could not be read (${reason}); run npm run build first.`, {
      cause: error,
    });
  }
}

/** The peer of the request's socket, as @hono/node-server hands the request in. */
export function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}

/** The app as the Node server runs it: files and content from dist/ on disk, zlib compression. */
export function createNodeApp({ distDir, content, config, made }: NodeAppOptions = {}) {
  if (!content && !distDir) {
    throw new Error('createNodeApp needs distDir or the content the build wrote.');
  }
  const serverContent = content ?? readServerContent(distDir!);
  // Read once for the pages made on demand and for their news keywords. Each of them meets a
  // failed read where it uses the source; until then it is no unhandled rejection.
  const madeSource = made ? Promise.resolve(made) : distDir ? readMadeSource(distDir) : undefined;
  madeSource?.catch(() => undefined);
  return createApp({
    config: config ?? loadServerConfig(process.env, serverContent.providers),
    content: serverContent,
    site: distDir
      ? staticSite(distDir, {
          compress: pageCompressor,
          makePage: loadMakePage(distDir, madeSource),
        })
      : undefined,
    compress: compressResponses(),
    precompress: zlibCompressor,
    clientAddress: socketAddress,
    ...(madeSource && { madeKeywords: keywordsOfMadePages(() => madeSource) }),
  });
}
