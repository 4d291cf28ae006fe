import { CONNECTION_LIMITS } from './connections';
import { startServer } from './main';

/**
 * The production server with its caps as they ship and a shorter headers timeout, so the
 * silent-connections test sees the 408 within seconds, and a grace longer than the test
 * watches, so visitors served after the 408s prove that a half-closed connection leaves the
 * count at once rather than when it is cut. PORT and DIST_DIR come from the test.
 */
startServer({
  distDir: process.env.DIST_DIR ?? 'dist',
  limits: {
    ...CONNECTION_LIMITS,
    headersTimeoutMs: 2_000,
    requestTimeoutMs: 4_000,
    closeGraceMs: 20_000,
  },
});
