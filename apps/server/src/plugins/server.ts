import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';

/** A registered route and who may call it (config.access); recorded for tests and audits. */
export interface RouteRecord {
  method: string;
  url: string;
  access?: string;
  /** what a session route needs (config.ability): an ability code (several: 'a|b'), or 'authenticated' */
  ability?: string;
  background?: boolean;
  /** the scope of the API key a 'service' route takes (config.apiKeyScope) */
  apiKeyScope?: string;
}
const ROUTES = new WeakMap<FastifyInstance, RouteOptions[]>();
/**
 * Every route registered on an app built by buildApp, with its config.access (read once all hooks ran).
 * @internal the tests that walk every route read it
 */
export const registeredRoutes = (app: FastifyInstance): RouteRecord[] =>
  (ROUTES.get(app) ?? []).flatMap((r) =>
    [r.method].flat().map((method) => ({
      method,
      url: r.url,
      access: (r.config as { access?: string } | undefined)?.access,
      ability: ((a) => (a === undefined ? undefined : [a].flat().join('|')))(
        (r.config as { ability?: string | readonly string[] } | undefined)?.ability,
      ),
      background: (r.config as { background?: boolean } | undefined)?.background,
      apiKeyScope: (r.config as { apiKeyScope?: string } | undefined)?.apiKeyScope,
    })),
  );

/**
 * One log line per request, when it is answered, with what was asked and how it went, instead of
 * Fastify's two (a log line is a write to stdout, and the two were a sixth of a small
 * answer's CPU). Errors are logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface ServerOptions {
  logger?: boolean;
  /** where the log lines go (default stdout); tests capture them here */
  logStream?: { write(line: string): void };
}

/**
 * The Fastify instance with the portal's server options (logging, request ids, proxies, limits),
 * the zod compilers, and the record of every route it registers (registeredRoutes).
 */
export function createServer(config: AppConfig, opts: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    // the caller's x-request-id (capped) or a new one; read here, not through requestIdHeader,
    // which would take the header as is and skip this function
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: false,
    // X-Forwarded-For only from the proxies TRUST_PROXY names (off by default): otherwise any
    // client could pick its address and escape the rate limits and the captcha's escalation
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    // a request that takes longer than this to arrive is answered 408 and its connection closed
    requestTimeout: config.http.requestTimeoutMs,
    // a request that reaches a stopping instance is answered in full (with Connection: close), not
    // refused: plugins/shutdown.ts stops taking connections and waits for those already open
    return503OnClosing: false,
  });
  const routes: RouteOptions[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (r) => {
    routes.push(r);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  return app;
}
