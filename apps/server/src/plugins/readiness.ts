import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@vitrina/domain/common/messages';
import type { Database } from '../db/client';

/** How long the readiness check waits for the database's answer. */
export const READY_TIMEOUT_MS = 1_000;

const notReady = z.object({ status: z.literal('unavailable'), reason: z.enum(['database', 'draining']), message: z.string() });

/**
 * GET /api/health/ready, for a load balancer: 200 while this instance can serve (the database
 * answers a trivial query within READY_TIMEOUT_MS), 503 when it cannot or while it drains after
 * SIGTERM. /api/health stays the liveness check (the process answers), which a database outage
 * does not fail: the process recovers by itself and must not be restarted for it.
 */
export async function readinessRoutes(app: FastifyInstance, opts: { database: Pick<Database, 'ping'> }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: 200 when the database answers; 503 when it does not or while the instance stops (SIGTERM)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: notReady },
      },
    },
    async (_req, reply) => {
      if (app.isDraining()) return reply.code(503).send({ status: 'unavailable', reason: 'draining', message: MSG.unavailable });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          opts.database.ping(READY_TIMEOUT_MS),
          new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('no answer')), READY_TIMEOUT_MS))),
        ]);
      } catch {
        return reply.code(503).send({ status: 'unavailable', reason: 'database', message: MSG.unavailable });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
}
