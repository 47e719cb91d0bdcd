import type { FastifyInstance } from 'fastify';

/**
 * Closes the connection of a request whose body stops arriving for `idleMs` (an upload that
 * never ends): the body's stream then fails, so whoever reads it (an upload to the file storage)
 * removes its partial file and frees its descriptor. Only while the body is being received: a
 * slow handler or a long-lived response (an event stream) is not cut off.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number) {
  if (!idleMs) return;
  app.addHook('onRequest', async (req) => {
    const raw = req.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.readableEnded) return;
    const socket = raw.socket;
    if (typeof socket?.setTimeout !== 'function') return; // an injected request (tests) has no real socket
    const onTimeout = () => {
      req.log.warn({ idleMs }, 'request body idle: connection closed');
      socket.destroy();
    };
    socket.setTimeout(idleMs);
    socket.once('timeout', onTimeout);
    const stop = () => {
      socket.setTimeout(0);
      socket.off('timeout', onTimeout);
    };
    raw.once('end', stop);
    raw.once('close', stop);
  });
}
