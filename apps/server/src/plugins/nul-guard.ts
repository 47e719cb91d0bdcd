import type { FastifyInstance } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { TEXT_MSG, containsNul } from '@vitrina/domain/common/text';

/**
 * Refuses, for every route and before its validation, a NUL character in the JSON body, the
 * query or a path parameter (`%00`): 400 with a Spanish message instead of PostgreSQL's 500.
 * Multipart parts are read by their routes, whose text rules (humanText) refuse it too.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw new AppError('validation_error', 400, TEXT_MSG.controlCharacters);
    }
  });
}
