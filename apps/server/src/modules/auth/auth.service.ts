import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import { PASSWORD_HISTORY_SIZE } from '@vitrina/domain/auth/password';
import type { SessionUser } from '@vitrina/domain/auth/auth.schema';
import { isInternalRole } from '@vitrina/domain/auth/roles';
import { SSO_MSG } from '@vitrina/domain/auth/sso';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { AppConfig } from '../../config';
import type { CaptchaService, CaptchaVersion } from '../../lib/captcha';
import type { FailureCounter } from '../../lib/shared-state';
import type { Mailer } from '../../lib/mailer';
import type { Tokens } from '../../lib/tokens';
import type { SessionCache } from '../../lib/session-cache';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthRepo } from './auth.repo';
import { resetPasswordMail } from './auth.mail';

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
const toPermission = (p: {
  id: number;
  code: string;
  name: string;
  description: string;
  category_id: number;
  countries_ids: string[];
  requires: string[];
}) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  description: p.description,
  category_id: p.category_id,
  countries_ids: p.countries_ids as CountryId[],
  requires: p.requires,
});
const minutes = (n: number) => n * 60_000;

export function createAuthService(d: AuthDeps) {
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
    return user.corporativo || (await repo.rolesOf(user.id)).some((r) => isInternalRole(r.roleId));
  }

  /**
   * A sign-in that passed its checks: counts it, opens the session and records it (the record
   * after the session exists), while the session user is read: side by side rather than one
   * after the other (#20). The user's sign-in count is the one this sign-in made.
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

  return {
    buildSessionUser,

    async captchaChallenge(version: CaptchaVersion) {
      return d.captcha.challenge(version);
    },

    async login(
      input: { username: string; password: string; recaptcha_version: CaptchaVersion; recaptcha_token: string },
      meta: RequestMeta & { visibleCaptcha?: boolean },
    ) {
      const keys = [`ip:${meta.ip}`, `user:${input.username}`];
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, keys, meta.ip, meta.visibleCaptcha);
      const user = await repo.findUserByEmail(input.username);
      const ok =
        user?.password_hash && user.status !== 'Deshabilitado'
          ? await verifyPassword(user.password_hash, input.password)
          : (await verifyPassword(await dummyHash(), input.password), false);
      if (!user || !ok) {
        await Promise.all(keys.map((k) => d.failures.add(k)));
        await repo.audit({
          at: clock.now(),
          actor_user_id: user?.id ?? null,
          action: 'login_failed',
          entity: 'user',
          entity_id: user?.id ?? null,
          ip: meta.ip,
          details: { email: input.username },
        });
        throw new AppError('invalid_credentials', 401, MSG.loginDefault);
      }
      await d.failures.clear(`user:${input.username}`);
      // with the corporate sign-on configured, the operator's staff sign in only through it
      if (config.oidc.enabled && (await isInternalAccount(user))) {
        await repo.audit({
          at: clock.now(),
          actor_user_id: user.id,
          action: 'login_refused_sso',
          entity: 'user',
          entity_id: user.id,
          ip: meta.ip,
        });
        throw new AppError('sso_required', 403, SSO_MSG.usePasswordless);
      }
      return signIn(user.id, meta);
    },

    /** Opens the session of a corporate sign-on (the one-time code already spent), as a password sign-in does. */
    signInCorporate: (userId: string, meta: RequestMeta) => signIn(userId, meta, 'sso'),

    /** Whether the account is the operator's staff (corporate, or holding an internal role). */
    async isInternal(userId: string) {
      const user = await repo.findUserById(userId);
      return user ? isInternalAccount(user) : false;
    },

    /**
     * The session behind a bearer token: 401 when missing, invalid or revoked, 440 when idle too
     * long or past its maximum age. Refreshes last-seen at most every 30 seconds, unless the call
     * is background work (`touch: false`: polling, event streams), which is not activity.
     */
    async authenticate(token: string | undefined, opts: { touch?: boolean } = {}) {
      if (!token) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
      const now = clock.now();
      const claims = await d.tokens.verify(token, now);
      if (!claims) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
      const idleMax = minutes(config.sessionIdleMinutes);
      const cache = d.sessions;
      // a recent row of this session, when every instance would have told us of its revocation:
      // it decides alone only when the row read now would decide the same (open, not idle, not
      // past its age, no touch due); anything else reads the row again
      const hit = cache?.get(claims.sid);
      if (hit && hit.user_id === claims.sub) {
        const idle = now.getTime() - hit.last_seen_at.getTime();
        if (idle <= idleMax && now <= hit.expires_at && (idle <= 30_000 || opts.touch === false)) {
          return { userId: hit.user_id, sessionId: hit.id };
        }
      }
      const gen = cache?.generation() ?? 0;
      const session = await repo.findSession(claims.sid);
      if (!session || session.revoked_at || session.user_id !== claims.sub) {
        throw new AppError('session_revoked', 401, MSG.sessionEnded);
      }
      const idle = now.getTime() - session.last_seen_at.getTime();
      if (idle > idleMax || now > session.expires_at) {
        cache?.drop(session.id);
        await repo.revokeSession(session.id, now);
        throw new AppError('session_expired', 440, MSG.sessionEnded);
      }
      let lastSeen = session.last_seen_at;
      if (idle > 30_000 && opts.touch !== false) {
        await repo.touchSession(session.id, now);
        lastSeen = now;
      }
      cache?.set({ ...session, last_seen_at: lastSeen }, gen);
      return { userId: session.user_id, sessionId: session.id };
    },

    /** Whether a session is still open (not revoked, idle or past its maximum age); touches nothing. */
    async sessionOpen(sessionId: string) {
      const session = await repo.findSession(sessionId);
      if (!session || session.revoked_at) return false;
      const now = clock.now();
      return now.getTime() - session.last_seen_at.getTime() <= minutes(config.sessionIdleMinutes) && now <= session.expires_at;
    },

    /**
     * Rotates the token: a new session replaces the current one, which is revoked. The new one
     * keeps the current one's absolute expiry, so renewing never extends SESSION_MAX_HOURS.
     */
    async renew(auth: { userId: string; sessionId: string }, meta: RequestMeta) {
      const current = await repo.findSession(auth.sessionId);
      if (!current || current.revoked_at) throw new AppError('session_revoked', 401, MSG.sessionEnded);
      const session = await openSession(auth.userId, meta, current.expires_at);
      await repo.revokeSession(auth.sessionId, clock.now(), session.id);
      const user = await buildSessionUser(auth.userId);
      return { jwt: session.jwt, user, login_count: user.loginCount };
    },

    async signout(auth: { userId: string; sessionId: string }, meta: RequestMeta) {
      await repo.revokeSession(auth.sessionId, clock.now());
      await repo.audit({
        at: clock.now(),
        actor_user_id: auth.userId,
        action: 'signout',
        entity: 'session',
        entity_id: auth.sessionId,
        ip: meta.ip,
      });
    },

    async permissions() {
      return (await repo.permissions()).map(toPermission);
    },

    /** The categories with their permissions: one round trip (#20: it was two, and a filter per category). */
    async categories() {
      return (await repo.categoriesWithPermissions()).map((c) => ({ ...c, permissions: c.permissions.map(toPermission) }));
    },

    /** Sends a set-password link when the account exists; answers the same either way. */
    async requestReset(input: { username: string; recaptcha_version: CaptchaVersion; recaptcha_token: string }, meta: RequestMeta) {
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, [`ip:${meta.ip}`], meta.ip);
      const user = await repo.findUserByEmail(input.username);
      if (user && user.status !== 'Deshabilitado') {
        const now = clock.now();
        // the link, its e-mail and the audit row together; the e-mail goes out once committed
        const mail = await repo.transaction(async (tx) => {
          const link = await repo.issueSetPasswordLink(
            { userId: user.id, now, validForMs: minutes(config.resetTokenMinutes), publicUrl: config.publicUrl },
            tx,
          );
          const id = await d.mailer.enqueue(
            resetPasswordMail({ to: user.email, nombres: user.nombres, link, minutes: config.resetTokenMinutes }),
            { tx, log: meta.log },
          );
          await repo.audit(
            { at: now, actor_user_id: user.id, action: 'password_reset_requested', entity: 'user', entity_id: user.id, ip: meta.ip },
            tx,
          );
          return id;
        });
        d.mailer.deliverSoon(mail);
      }
      return { message: MSG.resetSent(input.username) };
    },

    /** 404 for an unknown link, 410 for a used or expired one. */
    async validateResetToken(token: string) {
      const row = await repo.findResetToken(token);
      if (!row) throw new AppError('link_invalid', 404, MSG.linkInvalid);
      if (row.used_at || row.expires_at <= clock.now()) throw new AppError('link_expired', 410, MSG.linkExpired);
      return row;
    },

    async setPassword(
      input: { token: string; password: string; recaptcha_version: CaptchaVersion; recaptcha_token: string },
      meta: RequestMeta,
    ) {
      await checkCaptcha(input.recaptcha_version, input.recaptcha_token, [`ip:${meta.ip}`], meta.ip);
      const row = await this.validateResetToken(input.token);
      const user = await repo.findUserById(row.user_id);
      if (!user) throw new AppError('link_invalid', 404, MSG.linkInvalid);
      const previous = [
        ...(user.password_hash ? [user.password_hash] : []),
        ...(await repo.passwordHistory(user.id, PASSWORD_HISTORY_SIZE)).map((h) => h.password_hash),
      ];
      for (const old of previous) {
        if (await verifyPassword(old, input.password)) {
          throw new AppError('password_reused', 422, MSG.passwordReused);
        }
      }
      const now = clock.now();
      await repo.changePassword(user.id, await hashPassword(input.password), now);
      await repo.audit({ at: now, actor_user_id: user.id, action: 'password_changed', entity: 'user', entity_id: user.id, ip: meta.ip });
      return { message: MSG.passwordUpdated };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
