import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { MSG } from '@vitrina/domain/common/messages';
import { sharedRateLimitStore, type SharedState } from '../lib/shared-state';

/** The rate limits routes ask for (config.rateLimit), counted in the shared state of every instance. */
export async function registerRateLimit(app: FastifyInstance, shared: SharedState) {
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(shared),
    hook: 'preHandler',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      code: 'too_many_requests',
      message: MSG.tooManyAttempts,
    }),
  });
}
