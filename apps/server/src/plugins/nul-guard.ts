import type { FastifyInstance } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { TEXT_MSG, containsUnstorable } from '@vitrina/domain/common/text';

/**
 * Refuses, for every route and before its validation, a NUL character (`%00`) or a lone UTF-16
 * surrogate in the JSON body, the query or a path parameter: 400 with a Spanish message instead
 * of PostgreSQL's 500. The JSON part of a multipart body gets the same check (lib/multipart.ts).
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (containsUnstorable(req.params) || containsUnstorable(req.query) || containsUnstorable(req.body)) {
      throw new AppError('validation_error', 400, TEXT_MSG.controlCharacters);
    }
  });
}
