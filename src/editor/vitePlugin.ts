import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_CONTENT_DIR } from '../content/collections';
import { devPage } from '../gallery/vitePlugin';
import { formRequest } from './form/formRoutes';
import type { NewPageKind } from './newPageFields';
import { BodyTooLarge, jsonBody } from './store/requestBody';
import { publishAnswer } from './publish/routes';
import { renameRequestOf } from './client/renameRequest';
import type { EditorAnswer, EditorAsk } from './worker';

const EDITOR_PAGE = devPage('Page editor', '/editor/main.tsx');
const PREVIEW_PAGE = devPage('Preview', '/editor/preview/frame.tsx');

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a request may reach the editor, which writes files: it must come from this
 * machine, name this machine as its host (a page elsewhere that points a name of its own
 * at 127.0.0.1 must not drive it), and a write must come from the editor's own origin. A
 * read from another origin is refused too: Vite's CORS lets any loopback origin (a site on
 * localhost:3000) read answers, and the page files are not theirs to read.
 */
export function fromThisMachine(
  req: Pick<IncomingMessage, 'headers' | 'method' | 'socket'>,
): boolean {
  if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '')) return false;
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '');
  if (!LOOPBACK_NAMES.has(hostname)) return false;
  const ownOrigin = req.headers.origin === `http://${host}`;
  if (req.method === 'GET' || req.method === 'HEAD') return !req.headers.origin || ownOrigin;
  return ownOrigin;
}

/** Asks the child process and waits for its answer to this request. */
function editorWorker(dir: string) {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<number, (answer: EditorAnswer) => void>();
  const start = () => {
    const started = fork(path.join(import.meta.dirname, 'worker.ts'), [path.resolve(dir)], {
      execArgv: ['--import', 'tsx'],
    });
    started.on('message', (answer: EditorAnswer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    started.on('exit', () => {
      child = undefined;
      for (const [id, reply] of waiting) {
        reply({ id, ok: false, status: 500, message: 'the editor process stopped; try again' });
      }
      waiting.clear();
    });
    return started;
  };
  return {
    ask(request: EditorAsk): Promise<EditorAnswer> {
      child ??= start();
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child!.send({ ...request, id });
      });
    },
    stop() {
      child?.kill();
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The API's routes: what the browser asks, and what the child process is asked. */
async function apiRequest(
  route: string,
  query: URLSearchParams,
  req: IncomingMessage,
): Promise<EditorAsk | undefined> {
  if (req.method === 'GET' && route === 'pages') return { op: 'list' };
  if (req.method === 'GET' && route === 'pictures') return { op: 'pictures' };
  if (req.method === 'GET' && route === 'page')
    return { op: 'open', file: query.get('file') ?? '' };
  if (req.method !== 'POST') return undefined;
  if (req.headers['content-type'] !== 'application/json') return undefined;
  const body = await jsonBody(req);
  if (route === 'check') return { op: route, file: String(body.file ?? ''), value: body.value };
  if (route === 'save') {
    if (typeof body.version !== 'string') {
      throw new Error('the save does not say which version of the file it was made from');
    }
    return { op: route, file: String(body.file ?? ''), value: body.value, version: body.version };
  }
  if (route === 'rename') return { op: 'rename', ...renameRequestOf(body) };
  if (route === 'publish') return { op: 'publish', name: body.name, message: body.message };
  if (route === 'new') {
    return {
      op: 'new',
      // The child process refuses a kind npm run new does not make.
      kind: String(body.kind) as NewPageKind,
      slug: String(body.slug ?? ''),
      fields: (body.fields ?? {}) as Record<string, string | boolean>,
    };
  }
  return undefined;
}

/**
 * Serves the page editor at /__edit, with its preview and its API, in `npm run dev` only:
 * `apply: 'serve'` keeps it out of the build, no page of the site imports it, and it answers
 * only requests from this machine.
 */
export function editorPlugin({ dir = DEFAULT_CONTENT_DIR }: { dir?: string } = {}): Plugin {
  return {
    name: 'page-editor',
    apply: 'serve',
    configureServer(server) {
      const worker = editorWorker(dir);
      server.httpServer?.on('close', () => worker.stop());
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (!/^\/__edit(?:\/|$)/.test(url.pathname)) return next();
        // Vite's CORS has already allowed every loopback origin; the editor allows none.
        res.removeHeader('Access-Control-Allow-Origin');
        if (!fromThisMachine(req)) {
          res.statusCode = 403;
          res.end(
            'The page editor answers only on 127.0.0.1, from this machine and its own pages.',
          );
          return;
        }
        try {
          if (await formRequest(req, res, url, dir)) return;
          if (url.pathname === '/__edit' || url.pathname === '/__edit/') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.url ?? '/__edit', EDITOR_PAGE));
            return;
          }
          if (url.pathname === '/__edit/preview') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.url ?? '/__edit/preview', PREVIEW_PAGE));
            return;
          }
          const route = /^\/__edit\/api\/([a-z]+)$/.exec(url.pathname)?.[1];
          const published =
            route && (await publishAnswer(dir, route, url.searchParams, req, () => jsonBody(req)));
          if (published) {
            send(res, published.status, published.body);
            return;
          }
          const request = route && (await apiRequest(route, url.searchParams, req));
          if (!request) {
            send(res, 404, { message: 'no such editor request' });
            return;
          }
          const answer = await worker.ask(request);
          if (answer.ok) send(res, answer.status ?? 200, answer.result);
          else send(res, answer.status, { message: answer.message });
        } catch (error) {
          if (error instanceof BodyTooLarge) {
            // The rest of the body is not read: the connection goes once the answer is sent.
            res.setHeader('Connection', 'close');
            res.on('finish', () => req.destroy());
            send(res, 413, { message: error.message });
            return;
          }
          send(res, 400, { message: error instanceof Error ? error.message : String(error) });
        }
      });
    },
  };
}
