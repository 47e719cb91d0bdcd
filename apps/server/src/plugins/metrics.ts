import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics: modules add their gauges here (lib/metrics.ts). */
    metrics: Metrics;
  }
}

const sameSecret = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Measures every request (count and latency by route pattern and status; multipart uploads in
 * flight) and, when `token` is set (METRICS_TOKEN), serves the metrics at `path` in Prometheus'
 * text format to a scraper that sends `Authorization: Bearer <token>` (401 otherwise). Without a
 * token the path does not exist: metrics are off by default.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, opts: { path: string; token?: string }) {
  app.decorate('metrics', metrics);
  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', async (req, reply) => {
    started.set(req, process.hrtime.bigint());
    if (req.headers['content-type']?.startsWith('multipart/form-data')) {
      metrics.uploadsInFlight.inc();
      reply.raw.once('close', () => metrics.uploadsInFlight.dec());
    }
  });
  app.addHook('onResponse', async (req, reply) => {
    const t0 = started.get(req);
    if (t0 === undefined) return;
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, req.method, reply.statusCode, Number(process.hrtime.bigint() - t0) / 1e9);
  });
  const token = opts.token;
  if (!token) return;
  app.get(opts.path, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), token)) throw new AppError('unauthenticated', 401, MSG.unauthenticated);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
