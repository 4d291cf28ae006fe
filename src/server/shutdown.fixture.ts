import { Hono } from 'hono';
import { createNodeApp } from './node';
import { startServer } from './main';

/**
 * The production server with one deliberately slow route in front, so the SIGTERM test
 * has a request in flight when the signal arrives. PORT and DIST_DIR come from the test.
 */
const distDir = process.env.DIST_DIR ?? 'dist';
const app = new Hono();
app.get('/slow', async (c) => {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return c.text('finished');
});
app.route('/', createNodeApp({ distDir }));
startServer({ distDir, fetch: app.fetch });
