// The server's connections (docs/security.md RE5, HD7, HD9): how long a client may take, and what happens at the cap of
// MAX_CONNECTIONS. A cap that refuses every new connection once it is full lets anyone lock every user out with sockets
// that say nothing (about five new ones a second held the 256 places of the default); so at the cap the oldest
// connection that has no request in flight is closed for the new one, and a new connection is refused only when every
// held one is serving a request (docs/decisions/015-connections-at-the-cap.md). What a proxy in front must still do:
// docs/operations.md.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The timeouts of the HTTP server, given when it is created (Node applies `requestTimeout` and the checking interval
 * only then):
 * - `headersTimeout`: a connection that has not sent a request's complete headers this long after it opened (or
 *   after its request began) is closed; Node's default is 60 s, or `requestTimeout` when that is shorter.
 * - `requestTimeout`: the longest a client may take to send a whole request, body included (HD7).
 * - `connectionsCheckingInterval`: how often Node looks for connections past those two (30 s by default, which let
 *   a silent socket stay up to a minute).
 * - `keepAliveTimeout`: how long an idle keep-alive connection stays open between requests. Fastify's 72 s is kept:
 *   longer than the 60 s idle timeout of common proxies and load balancers, so that the proxy, not the server,
 *   closes an idle connection (the other way round, a request the proxy sends as the server closes fails). An idle
 *   one costs nothing at the cap: it is the first to be closed for a new connection.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 5_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 72_000,
} as const;

interface Held {
  /** Requests of this connection being answered (received headers, response not yet finished). */
  inFlight: number;
  /** Whether it has answered a request: an idle keep-alive connection, once inFlight is 0. */
  served: boolean;
  /** When it last became idle (or opened), for closing the oldest first. */
  idleSince: number;
}

const caps = new WeakMap<Server, number>();

/** The cap set on a server by `capConnections`, or null when it has none. */
export function connectionCapOf(server: Server): number | null {
  return caps.get(server) ?? null;
}

/**
 * Holds at most `max` connections on the server. At the cap, a new connection closes the connection idle the
 * longest: an idle keep-alive connection first, else one that has not yet sent a complete request (a silent or slow
 * client); it is refused (closed unanswered) only when every held connection has a request in flight.
 */
export function capConnections(server: Server, max: number): void {
  if (max <= 0) return;
  caps.set(server, max);
  const held = new Map<Socket, Held>();

  const closeIdlest = (): boolean => {
    let keepAlive: [Socket, Held] | undefined;
    let silent: [Socket, Held] | undefined;
    for (const entry of held) {
      const [, state] = entry;
      if (state.inFlight > 0) continue;
      if (state.served) {
        if (!keepAlive || state.idleSince < keepAlive[1].idleSince) keepAlive = entry;
      } else if (!silent || state.idleSince < silent[1].idleSince) {
        silent = entry;
      }
    }
    const idlest = keepAlive ?? silent;
    if (!idlest) return false;
    held.delete(idlest[0]);
    idlest[0].destroy();
    return true;
  };

  server.on('connection', (socket: Socket) => {
    if (held.size >= max && !closeIdlest()) {
      socket.destroy();
      return;
    }
    held.set(socket, { inFlight: 0, served: false, idleSince: performance.now() });
    socket.once('close', () => held.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = held.get(request.socket);
    if (!state) return;
    state.inFlight += 1;
    response.once('close', () => {
      state.inFlight -= 1;
      state.served = true;
      state.idleSince = performance.now();
    });
  });
}
