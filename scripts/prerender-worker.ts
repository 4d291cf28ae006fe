/**
 * A prerender worker thread: renders and writes its share of pages, and answers with their
 * links. Started warm (`startRenderer`), it loads the renderer first and waits for its share.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadRendererModule, renderPages, type RenderRequest } from './prerender.ts';

const data = workerData as RenderRequest | { warm: string };
if ('warm' in data) {
  await loadRendererModule(data.warm);
  parentPort!.once('message', (request: RenderRequest) => {
    void renderPages(request.context, request.share).then((answer) =>
      parentPort!.postMessage(answer),
    );
  });
} else {
  parentPort!.postMessage(await renderPages(data.context, data.share));
}
