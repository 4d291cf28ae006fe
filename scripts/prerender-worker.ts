/** A prerender worker thread: renders and writes its share of pages, and answers with their links. */
import { parentPort, workerData } from 'node:worker_threads';
import type { PageDefinition } from '../src/engine/types.ts';
import { renderPages, type RenderContext } from './prerender.ts';

const { context, pages } = workerData as { context: RenderContext; pages: PageDefinition[] };
const { links } = await renderPages(context, pages);
parentPort?.postMessage(links);
