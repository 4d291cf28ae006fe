import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * How long and how many connections the Node server keeps. Node's own defaults let a client
 * that sends its headers a byte at a time hold a socket for a minute or more, set no cap on
 * sockets at all, and go on counting a socket the server has already closed its side of
 * for as long as the client keeps its own side open.
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
  /** Connections that can still be served, open at once; further ones are answered 503. */
  maxConnections: number;
  /** The same from one client address, well below maxConnections. */
  maxConnectionsPerClient: number;
  /**
   * How long a connection the server has closed its side of is kept for the client to read
   * the last answer, before it is cut. It no longer counts against either cap meanwhile.
   */
  closeGraceMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkEveryMs: 1_000,
  maxConnections: 4_096,
  maxConnectionsPerClient: 64,
  closeGraceMs: 2_000,
};

/** What a refused connection is told to wait before it tries again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

type Env = Record<string, string | undefined>;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** The caps a deployment may move (behind a proxy every visitor shares the proxy's address). */
export function connectionLimitsFromEnv(env: Env): ConnectionLimits {
  return {
    ...CONNECTION_LIMITS,
    maxConnections: positiveInteger(env.MAX_CONNECTIONS, CONNECTION_LIMITS.maxConnections),
    maxConnectionsPerClient: positiveInteger(
      env.MAX_CONNECTIONS_PER_CLIENT,
      CONNECTION_LIMITS.maxConnectionsPerClient,
    ),
  };
}

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

function rawAnswer(
  status: number,
  reason: string,
  policy: Record<string, string>,
  extra: Record<string, string> = {},
  body = reason,
) {
  const headers = {
    ...policy,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...extra,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${body}`;
}

/** Ends the server's side, reads and drops whatever the client still sends, cuts it after the grace. */
function closeGracefully(socket: Socket, graceMs: number, last?: string) {
  socket.on('error', () => undefined);
  // Unread bytes at close make the kernel send a reset, which can wipe the answer before
  // the client reads it; reading them keeps the close orderly.
  socket.resume();
  if (last === undefined) socket.end();
  else socket.end(last);
  setTimeout(() => socket.destroy(), graceMs).unref();
}

/**
 * Caps the connections that can still be served, overall and per client address, and
 * answers a request Node's parser refuses (one that never reaches the app) with the same
 * security headers as every other answer, where Node's own answer has none.
 *
 * A connection leaves the count the moment the server ends its side, whoever does it (a
 * 408, a `Connection: close` answer, shutdown), and is cut after a short grace: a client
 * that never reads or closes its side must not keep a place that no request can use.
 */
export function limitConnections(
  server: Server,
  policy: Record<string, string>,
  limits: ConnectionLimits = CONNECTION_LIMITS,
) {
  const perClient = new Map<string, number>();
  let open = 0;
  // A backstop on file descriptors: refused and closing sockets live on for their grace.
  server.maxConnections = limits.maxConnections * 2;

  const busy = rawAnswer(
    503,
    'Service Unavailable',
    policy,
    { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
    `Too many connections right now. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
  );

  function admit(socket: Socket): boolean {
    const client = socket.remoteAddress ?? '';
    const fromClient = perClient.get(client) ?? 0;
    if (open >= limits.maxConnections || fromClient >= limits.maxConnectionsPerClient) {
      return false;
    }
    open += 1;
    perClient.set(client, fromClient + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      open -= 1;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    };
    socket.once('close', release);
    // Every way the server closes its side (Node's http layer included) goes through end();
    // no event marks that moment for a client that never reads, so end() itself is wrapped.
    const end = socket.end.bind(socket) as (...args: unknown[]) => Socket;
    socket.end = ((...args: unknown[]) => {
      if (counted) {
        release();
        setTimeout(() => socket.destroy(), limits.closeGraceMs).unref();
      }
      return end(...args);
    }) as Socket['end'];
    return true;
  }

  // http.Server hands every accepted socket to its parser from a 'connection' listener;
  // a refused socket must never reach it, so that listener runs behind the caps.
  const parserListeners = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    if (!admit(socket)) {
      closeGracefully(socket, limits.closeGraceMs, busy);
      return;
    }
    for (const listener of parserListeners) listener.call(server, socket);
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing can be sent on a socket that is gone, or in the middle of an answer (Node's
    // own handler asks the same of the socket's current response).
    const answering = (socket as { _httpMessage?: { _headerSent?: boolean } | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?._headerSent) {
      socket.destroy();
      return;
    }
    const [status, reason] = REFUSALS[error.code ?? ''] ?? [400, 'Bad Request'];
    closeGracefully(socket as Socket, limits.closeGraceMs, rawAnswer(status, reason, policy));
  });

  return {
    /** Connections counted now, overall and from one address (for tests and logs). */
    counts: (client?: string) => (client === undefined ? open : (perClient.get(client) ?? 0)),
  };
}
