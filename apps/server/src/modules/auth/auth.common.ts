import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { isInternalRole } from '@vitrina/domain/auth/roles';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { AppConfig } from '../../config';
import type { CaptchaVersion } from '@vitrina/domain/auth/captcha';
import type { CaptchaService } from '../../lib/captcha';
import type { FailureCounter } from '../../lib/shared-state';
import type { Mailer } from '../../lib/mailer';
import type { Tokens } from '../../lib/tokens';
import type { SessionCache } from '../../lib/session-cache';
import type { AuthRepo, PermissionRow } from './auth.repo';

export interface AuthDeps {
  repo: AuthRepo;
  config: AppConfig;
  clock: Clock;
  captcha: CaptchaService;
  failures: FailureCounter;
  mailer: Mailer;
  tokens: Tokens;
  /** the session rows of the last seconds (lib/session-cache.ts); without it every request reads its session */
  sessions?: SessionCache;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** the request's logger: lines written for the request (the mail) carry its id */
  log?: FastifyBaseLogger;
}

export const CAPTCHA_V2_CODE = 'forbidden_use_recaptcha_v2';

/** A permission in its API form. */
export const toPermission = (p: PermissionRow) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  description: p.description,
  category_id: p.category_id,
  countries_ids: p.countries_ids as CountryId[],
  requires: p.requires,
});
export const minutes = (n: number) => n * 60_000;

/** What the sign-in's use cases share: the dependencies, the captcha check, the session user, opening a session and signing in. */
export function createAuthCommon(d: AuthDeps) {
  const { repo, config, clock } = d;

  /**
   * Invisible captcha first; the visible one after repeated failures from an address or account,
   * or when `visible` says so (the account is over its attempts limit).
   */
  async function checkCaptcha(version: CaptchaVersion, token: string, keys: string[], ip: string, visible = false) {
    if (d.captcha.provider === 'none') return;
    const needsV2 = visible || (await Promise.all(keys.map((k) => d.failures.count(k)))).some((n) => n >= config.captcha.failuresBeforeV2);
    if (needsV2 && version !== 2) throw new AppError(CAPTCHA_V2_CODE, 403, MSG.captchaRequired);
    const ok = await d.captcha.verify(version, token, ip);
    if (!ok) {
      await Promise.all(keys.map((k) => d.failures.add(k)));
      throw new AppError(version === 3 ? CAPTCHA_V2_CODE : 'captcha_invalid', 403, MSG.captchaRequired);
    }
  }

  async function buildSessionUser(userId: string): Promise<SessionUser> {
    const user = await repo.sessionUserRow(userId);
    if (!user) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
    const { clients, assignments, roles } = user;
    const firstIds = clients[0]?.permissionsIds ?? [];
    const country = user.country_id as CountryId;
    return {
      id: user.id,
      email: user.email,
      nombres: user.nombres,
      apellidos: user.apellidos,
      phone: user.phone,
      position: user.position,
      paisId: country,
      countryId: country,
      loginCount: user.login_count,
      corporativo: user.corporativo,
      clients: clients.map((c) => ({ ...c, countryId: c.countryId as CountryId })),
      assignations: assignments.map((a) => ({
        id: a.id,
        type: a.type === 'Brand' ? ('Brand' as const) : ('Contract' as const),
        clientId: a.client_id,
        spaceId: a.space_id,
        contractId: a.contract_id,
        brandId: a.brand_id,
      })),
      permissions: user.permissions,
      permissionsIds: [...firstIds].sort((a, b) => a - b),
      roles: roles.map((r) => ({
        id: r.id,
        nombre: r.roleId,
        habilitado: r.enabled,
        empresaId: r.clientId,
        marcaId: r.brandId,
        contratoId: r.contractId,
        detalle: { empresa: r.clientName, marca: r.brandName },
      })),
    };
  }

  /** A new session; its absolute expiry is SESSION_MAX_HOURS from now unless given (a renewal keeps its own). */
  async function openSession(userId: string, meta: RequestMeta, expiresAt?: Date) {
    const now = clock.now();
    const id = randomUUID();
    expiresAt ??= new Date(now.getTime() + config.sessionMaxHours * 3_600_000);
    await repo.insertSession({
      id,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300),
    });
    const jwt = await d.tokens.sign({ sub: userId, sid: id }, now, expiresAt);
    return { id, jwt };
  }

  async function isInternalAccount(user: { id: string; corporativo: boolean }) {
    return user.corporativo || (await repo.roleIdsOf(user.id)).some((id) => isInternalRole(id));
  }

  /**
   * A sign-in that passed its checks: counts it, opens the session and records it (the record
   * after the session exists), while the session user is read: side by side rather than one
   * after the other. The user's sign-in count is the one this sign-in made.
   */
  async function signIn(userId: string, meta: RequestMeta, method?: 'sso') {
    const opened = openSession(userId, meta).then(async (session) => {
      await repo.audit({
        at: clock.now(),
        actor_user_id: userId,
        action: 'login',
        entity: 'session',
        entity_id: session.id,
        ip: meta.ip,
        details: method ? { method } : undefined,
      });
      return session;
    });
    const [loginCount, session, user] = await Promise.all([repo.recordLogin(userId, clock.now()), opened, buildSessionUser(userId)]);
    return { jwt: session.jwt, user: { ...user, loginCount }, login_count: loginCount };
  }

  return { d, repo, config, clock, checkCaptcha, buildSessionUser, openSession, isInternalAccount, signIn };
}

export type AuthCommon = ReturnType<typeof createAuthCommon>;
