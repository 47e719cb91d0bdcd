import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { isDatabaseUnavailable } from '../db/availability';

/** One place that turns every error into `{statusCode, code, message}` with a Spanish message. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({
        statusCode: err.status,
        code: err.code,
        message: err.message,
        ...(err.details ? { details: err.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      return reply.code(400).send({
        statusCode: 400,
        code: 'validation_error',
        message: first?.message ?? MSG.validation,
        details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    // a multipart body that ends before its closing boundary, or whose type names no boundary
    // (busboy's errors carry no status)
    if (!(err as FastifyError).statusCode && /unexpected end of multipart data|terminated early|boundary not found/i.test(err.message)) {
      return reply.code(400).send({ statusCode: 400, code: 'incomplete_body', message: MSG.validation });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ statusCode: 429, code: 'too_many_requests', message: MSG.tooManyAttempts });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        statusCode: status,
        code: (err as FastifyError).code ?? 'bad_request',
        message: status === 415 ? 'Tipo de contenido no soportado' : status === 413 ? 'El contenido es demasiado grande' : MSG.validation,
      });
    }
    // the database away (a restart, a failover), the pool full or a statement past its time: the
    // client may try again, and gets an answer at once instead of waiting for one that will not come
    if (isDatabaseUnavailable(err)) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause ?? (err as { code?: string; message?: string });
      req.log.warn(
        { route: `${req.method} ${req.routeOptions.url ?? req.url}`, code: cause.code, reason: cause.message },
        `database unavailable: ${req.method} ${req.routeOptions.url ?? req.url} answered 503`,
      );
      return reply.code(503).send({ statusCode: 503, code: 'service_unavailable', message: MSG.unavailable });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, code: 'internal_error', message: MSG.internal });
  });
}
