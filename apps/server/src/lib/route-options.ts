import { importResultSchema } from '@vitrina/domain/finance/finance.schema';
import type { ApiKeyScope } from './api-keys';
import { errorResponses } from './http';

/** Who may call a session route: a signed-in user (each route adds the ability it needs). */
export const session = { access: 'session' as const };

/** The OpenAPI security of a session route: the bearer token. */
const BEARER = [{ bearer: [] }];

/**
 * A route's options as most routes write them: who may call it (`config`), then its schema
 * under the module's tags, with the bearer security and its summary (zod schemas as given).
 */
export const routeOptions = <C, S extends object>(config: C, tags: string[], summary: string, schema: S) => ({
  config,
  schema: { tags, security: BEARER, summary, ...schema },
});

/** The answers of a route that reads by its input: `ok`, or bad input, no session, no right, not found, session expired. */
export const readAnswers = <T>(ok: T) => ({ 200: ok, ...errorResponses(400, 401, 403, 404, 440) });

/** The answers of a write: a read's, and 409 where the record's state refuses it. */
export const writeAnswers = <T>(ok: T) => ({ 200: ok, ...errorResponses(400, 401, 403, 404, 409, 440) });

/** `routeOptions` with who may call (`config`) and the module's `tags` bound: for the routes of one kind in a module. */
export const optionsFor =
  <C>(config: C, tags: string[]) =>
  <S extends object>(summary: string, schema: S) =>
    routeOptions(config, tags, summary, schema);

/**
 * An import route of the operator's systems: an API key of `scope` (checked by the auth hook),
 * never a session; a batch's body up to `bodyLimit` bytes; the run's counts as the answer.
 */
export const importOptions = <B>(scope: ApiKeyScope, bodyLimit: number, tags: string[], summary: string, body: B) => ({
  config: { access: 'service' as const, apiKeyScope: scope },
  bodyLimit,
  schema: { tags, security: [{ apiKey: [] }], summary, body, response: { 200: importResultSchema, ...errorResponses(400, 401, 413) } },
});
