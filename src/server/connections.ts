import type { Server, ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * How long and how many connections the Node server keeps. Node's own defaults let a client
 * that sends its headers a byte at a time hold a socket for a minute or more, and set no cap
 * on sockets at all.
 */
export interface ConnectionLimits {
  /** From the connection's first byte to the end of the request's headers. */
  headersTimeoutMs: number;
  /** From the first byte to the end of the whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
  /** Connections open at once; further ones are closed as they arrive. */
  maxConnections: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
  maxConnections: 4_096,
};

/** The options http.createServer takes for these limits (the check interval is fixed there). */
export function connectionOptions(limits: ConnectionLimits = CONNECTION_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  };
}

const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * Caps the server's sockets, and answers a request Node's parser refuses (one that never
 * reaches the app) with the same security headers as every other answer, where Node's own
 * answer has none.
 */
export function limitConnections(
  server: Server,
  policy: Record<string, string>,
  limits: ConnectionLimits = CONNECTION_LIMITS,
) {
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing can be sent on a socket that is gone, or in the middle of an answer (Node's
    // own handler asks the same of the socket's current response).
    const answering = (socket as { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?._headerSent) {
      socket.destroy();
      return;
    }
    const [status, reason] = REFUSALS[error.code ?? ''] ?? [400, 'Bad Request'];
    const headers = {
      ...policy,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(reason)),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${reason}`);
  });
}
