/** The production server on a built folder, for Lighthouse: `PORT=… tsx scripts/bench/serve.ts <dist>`. */
import path from 'node:path';
import { startServer } from '../../src/server/main.ts';

startServer({ distDir: path.resolve(process.argv[2] ?? 'dist') });
