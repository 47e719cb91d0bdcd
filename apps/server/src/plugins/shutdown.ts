import { Server as NetServer, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What an ended event stream tells the browser: reconnect after this long (to another instance). */
export const RECONNECT_HINT_MS = 1_000;
/** A keep-alive connection that sends nothing for this long after the drain began is closed. */
const IDLE_GRACE_MS = 250;

declare module 'fastify' {
  interface FastifyInstance {
    /** true once `drain` began: the readiness check answers 503 and every answer closes its connection */
    isDraining(): boolean;
    /** `fn` runs when the drain begins (an event stream ends itself there); answers the function that stops */
    onDrain(fn: () => void): () => void;
    /**
     * A deploy's SIGTERM: stops accepting connections, answers every request already received (at
     * most `timeoutMs`, then the connections left are cut) and ends the event streams. Answers how
     * many requests were cut. Once; a second call answers the first's result.
     */
    drain(timeoutMs: number): Promise<{ cut: number }>;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The graceful stop of one instance (server.ts calls `app.drain` on SIGTERM, then `app.close`). */
export function registerShutdown(app: FastifyInstance) {
  let draining = false;
  let drained: Promise<{ cut: number }> | undefined;
  const hooks = new Set<() => void>();
  const sockets = new Set<Socket>();
  /** answers not yet sent whole */
  const open = new Set<ServerResponse>();
  app.server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  app.server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  // while draining, every answer closes its connection: the client's next request opens a new one,
  // which the load balancer gives to another instance
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  app.decorate('isDraining', () => draining);
  app.decorate('onDrain', (fn: () => void) => {
    hooks.add(fn);
    return () => void hooks.delete(fn);
  });
  app.decorate('drain', (timeoutMs: number) => {
    drained ??= (async () => {
      draining = true;
      for (const fn of hooks) fn();
      const server = app.server;
      const deadline = Date.now() + timeoutMs;
      if (server.listening) {
        // the listening socket only: http.Server#close would also drop every idle keep-alive
        // connection at once, and a request already on its way on one of them would be lost
        NetServer.prototype.close.call(server);
        await sleep(Math.min(IDLE_GRACE_MS, timeoutMs));
        // the connections that sent nothing since: nobody is using them
        server.closeIdleConnections();
        while (sockets.size && Date.now() < deadline) await sleep(20);
      }
      const cut = open.size;
      if (sockets.size) {
        app.log.warn({ cut, timeoutMs }, `shutdown: ${cut} requests not answered within ${timeoutMs} ms were cut`);
        server.closeAllConnections();
      }
      return { cut };
    })();
    return drained;
  });
}
