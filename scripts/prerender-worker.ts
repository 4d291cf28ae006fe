/** A prerender worker thread: renders and writes the share of pages it is handed. */
import { workerData } from 'node:worker_threads';
import type { PageDefinition } from '../src/engine/types.ts';
import { renderPages, type RenderContext } from './prerender.ts';

const { context, pages } = workerData as { context: RenderContext; pages: PageDefinition[] };
await renderPages(context, pages);
