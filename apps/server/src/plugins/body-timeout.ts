import type { FastifyInstance } from 'fastify';
import { MSG } from '@vitrina/domain/common/messages';

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

/**
 * A hard deadline for every request: one not answered within `ms` of its arrival gets a 503 and
 * its connection closes, which fails the body it was still reading (a stalled upload's storage
 * stream removes its partial file and descriptor) and anything that waits on it. A response
 * that has started (a download, an event stream) is left alone.
 */
export function registerRequestDeadline(app: FastifyInstance, ms: number) {
  if (!ms) return;
  app.addHook('onRequest', async (req, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      req.log.warn({ route: req.routeOptions.url, deadlineMs: ms }, 'request deadline passed: answered 503 and the connection closed');
      reply.raw.once('finish', () => req.raw.destroy());
      void reply.code(503).header('connection', 'close').send({ statusCode: 503, code: 'deadline_exceeded', message: MSG.unavailable });
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
