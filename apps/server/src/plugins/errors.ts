import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';

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
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, code: 'internal_error', message: MSG.internal });
  });
}
