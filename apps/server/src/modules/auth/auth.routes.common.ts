import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { AuthService } from './auth.service';
import { type SsoService } from './auth.sso.service';

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string) {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the sign-in's account is over its attempts limit: the visible captcha is required */
    accountOverLimit?: boolean;
  }
}

/** What the sign-in's routes share: the typed router, the services, the request's meta and the attempts limit. */
export function authRouteKit(app: FastifyInstance, opts: { service: AuthService; sso: SsoService; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, sso, config } = opts;
  const meta = (req: FastifyRequest) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    log: req.log,
  });
  /**
   * The attempts limit of a route (429 'Demasiados intentos, espera un momento'), per address
   * and per account: one bucket for the client's address and one for the account (the
   * normalised e-mail, or the link's token), so neither many accounts from one address nor one
   * account from many addresses gets more than RATE_LIMIT_AUTH_MAX tries per window. The
   * address is counted first: an address over its limit does not use up the accounts it tries.
   */
  const limited = (route: string, field?: 'username' | 'token') => {
    const limits = { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs };
    const account = (req: FastifyRequest) =>
      String((req.body as Record<string, unknown> | undefined)?.[field!] ?? '')
        .trim()
        .toLowerCase();
    const address = app.createRateLimit({ ...limits, keyGenerator: (req) => `${route}|ip|${req.ip}` });
    const accountBucket = field
      ? app.createRateLimit({ ...limits, keyGenerator: (req) => `${route}|${field}|${account(req)}` })
      : undefined;
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const tooMany = (r: { ttlInSeconds: number }) => {
        reply.header('retry-after', r.ttlInSeconds);
        return new AppError('too_many_requests', 429, MSG.tooManyAttempts);
      };
      const a = await address(req);
      if (!a.isAllowed && a.isExceeded) throw tooMany(a);
      if (!accountBucket) return;
      const r = await accountBucket(req);
      if (!r.isAllowed && r.isExceeded) {
        // Sign-in: an account over its limit is not refused to everyone (wrong passwords from
        // other addresses would lock its owner out): it needs the visible captcha instead.
        // Without a captcha (CAPTCHA_PROVIDER=none, tests) there is nothing to ask: 429.
        if (field === 'username' && config.captcha.provider !== 'none') req.accountOverLimit = true;
        else throw tooMany(r);
      }
    };
  };
  const tags = ['auth'];

  return { app, r, service, sso, config, meta, limited, tags };
}

export type AuthRouteKit = ReturnType<typeof authRouteKit>;
