import { CONNECTION_LIMITS } from './connections';
import { startServer } from './main';

/**
 * The production server with its caps as they ship and a shorter headers timeout, so the
 * silent-connections test sees the 408 within seconds, and a grace longer than the test
 * watches, so visitors served after the 408s prove that a half-closed connection leaves the
 * count at once rather than when it is cut. PORT, DIST_DIR and HEADERS_TIMEOUT_MS come from
 * the test.
 */
const headersTimeoutMs = Number(process.env.HEADERS_TIMEOUT_MS);
startServer({
  distDir: process.env.DIST_DIR ?? 'dist',
  limits: {
    ...CONNECTION_LIMITS,
    headersTimeoutMs,
    requestTimeoutMs: 2 * headersTimeoutMs,
    closeGraceMs: 20_000,
  },
});
