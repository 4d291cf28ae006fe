/**
 * `npm run edit`: the page editor on its own, for a marketer. It is the dev server with the
 * editor (the same Vite setup as `npm run dev`), always on 127.0.0.1 so no other machine
 * reaches it, and it prints one line: the address to open. Vite's own messages are kept to
 * errors, which a developer needs and a marketer can pass on.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';

const projectRoot = path.resolve(import.meta.dirname, '..');
/** Beside `npm run dev`'s 5173, so both can run; Vite takes the next free port if it is taken. */
const DEFAULT_PORT = 5174;

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port must be a port number, not "${values.port}".`);
  process.exit(2);
}

const server = await createServer({
  configFile: path.join(projectRoot, 'vite.config.ts'),
  logLevel: 'error',
  clearScreen: false,
  server: { host: '127.0.0.1', port, open: false },
  // The editor's imports are found before it is first opened, not as the page asks for them:
  // found late, Vite bundles them again and logs errors about the bundles it replaces.
  optimizeDeps: { entries: ['editor/main.tsx', 'editor/preview/frame.tsx'] },
});
await server.listen();
const address = server.httpServer?.address();
if (!address || typeof address === 'string') throw new Error('The editor did not start.');
console.log(`Page editor: http://127.0.0.1:${address.port}/__edit  (Ctrl+C here stops it)`);

const stop = () => {
  void server.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
