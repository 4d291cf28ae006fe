/** A prerender worker thread: renders and writes its share of pages, and answers with their links. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderPages, type RenderContext, type RenderShare } from './prerender.ts';

const { context, share } = workerData as { context: RenderContext; share: RenderShare };
parentPort?.postMessage(await renderPages(context, share));
