import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a connection may sit without a request, once shutdown has begun, before it is
 * closed. Closing a keep-alive connection always races a client that is just then sending
 * on it; a client in the middle of a burst sends again within milliseconds and is told
 * `Connection: close` instead, so only connections nobody is using are cut.
 */
export const IDLE_CLOSE_MS = 500;
const SWEEP_EVERY_MS = 50;

interface ConnectionState {
  /** Responses begun on this connection and not yet finished (more than one only if pipelined). */
  open: Set<ServerResponse>;
  idleSince: number;
}

export interface Drain {
  /**
   * Stops accepting connections, ends each open connection after its current response and
   * resolves once none is left.
   */
  start(): Promise<void>;
  /** Cuts every connection still open. */
  closeAll(): void;
}

/** Tracks the server's connections from now on so that shutdown can end each one cleanly. */
export function trackConnections(server: Server): Drain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { open: new Set(), idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // Ahead of the app's own listener, so the header is settled before the app can answer.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (draining) response.shouldKeepAlive = false;
    if (!state) return;
    state.open.add(response);
    response.once('close', () => {
      state.open.delete(response);
      state.idleSince = Date.now();
    });
  });

  const closeIdle = () => {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.open.size === 0 && now - state.idleSince >= IDLE_CLOSE_MS) socket.destroy();
    }
  };

  return {
    start() {
      draining = true;
      for (const state of connections.values()) {
        for (const response of state.open) {
          // Node then sends `Connection: close` and closes the socket after this response.
          if (!response.headersSent) response.shouldKeepAlive = false;
        }
      }
      // net's close, not http's: http's also cuts every idle connection at once, including
      // those whose client is sending its next request at this very moment.
      const closed = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
      });
      closeIdle();
      const sweeper = setInterval(closeIdle, SWEEP_EVERY_MS);
      return closed.finally(() => clearInterval(sweeper));
    },
    closeAll() {
      server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
