/**
 * The production entry point. The build bundles this file, with the rest of src/server, into
 * dist/_server/server.mjs, so a host runs plain JavaScript with production dependencies only:
 * no TypeScript, tsx or Vite at run time. The site served is the dist/ the bundle sits in,
 * unless DIST_DIR names another.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './main';

const ownDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
startServer({ distDir: process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : ownDist });
