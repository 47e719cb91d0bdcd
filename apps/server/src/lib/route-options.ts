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
