import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { normalizeEmail } from '@vitrina/domain/auth/email';
import { SSO_MSG, rolesFromClaim } from '@vitrina/domain/auth/sso';
import type { AppConfig } from '../../config';
import type { SsoRepo } from './auth.sso.repo';

/*
 * Corporate single sign-on ('Ingreso colaboradores'): the OpenID Connect
 * authorization-code flow with PKCE against the configured provider (openid-client).
 *
 * 1. start: state, nonce and the PKCE verifier go into a signed, short-lived, HttpOnly cookie
 *    (nothing kept in the server's memory, so any instance can take the callback); the browser
 *    goes to the provider.
 * 2. callback: the cookie's state, nonce and verifier and the provider's issuer are checked by
 *    openid-client (and the ID token's signature, audience and expiry); the account is found or
 *    created by its verified e-mail, marked corporate, and its internal roles become exactly the
 *    ones the roles claim maps to. A one-time code (a minute, hash kept) is left for the web app.
 * 3. exchange: the web app trades the code for a session, opened exactly as a password sign-in.
 */

export const SSO_COOKIE = 'vitrina_sso';
/** How long the provider's sign-in may take (the flow cookie's life), seconds. */
export const SSO_FLOW_SECONDS = 600;
/** How long the web app has to exchange the one-time code, milliseconds. */
const CODE_MS = 60_000;
const FLOW_AUDIENCE = 'vitrina-sso-flow';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const text = (v: unknown, max = 100) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A sign-on that ends on the login screen with this Spanish message. */
export class SsoRefusal extends Error {
  constructor(
    readonly userMessage: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface SsoDeps {
  repo: SsoRepo;
  config: AppConfig;
  clock: Clock;
  /** signs the flow cookie */
  secret: string;
}

export interface SsoMeta {
  ip: string;
  log?: FastifyBaseLogger;
}

export function createSsoService(d: SsoDeps) {
  const { repo, config, clock } = d;
  const o = config.oidc;
  const redirectUri = `${config.apiUrl}/api/fo/auth/corporate/callback`;
  const key = createHash('sha256').update(`sso-flow|${d.secret}`).digest();
  // plain http only for a provider on this machine (development, tests)
  const insecure = (() => {
    try {
      const u = new URL(o.issuer);
      return u.protocol === 'http:' && LOOPBACK.has(u.hostname);
    } catch {
      return false;
    }
  })();

  let metadata: Promise<oidc.ServerMetadata> | undefined;
  let jwks: oidc.ExportedJWKSCache | undefined;

  /** The provider's discovery document, fetched once (again after a failure). */
  function serverMetadata() {
    metadata ??= oidc
      .discovery(new URL(o.issuer), o.clientId, undefined, undefined, { execute: insecure ? [oidc.allowInsecureRequests] : [] })
      .then((c) => ({ ...c.serverMetadata() }))
      .catch((e: unknown) => {
        metadata = undefined;
        throw e;
      });
    return metadata;
  }

  /** A client configuration whose clock is the app's (a test or demo clock moves it too). */
  async function configuration() {
    const server = await serverMetadata();
    const methods = server.token_endpoint_auth_methods_supported;
    const auth = !o.clientSecret
      ? oidc.None()
      : !methods || methods.includes('client_secret_basic')
        ? oidc.ClientSecretBasic(o.clientSecret)
        : oidc.ClientSecretPost(o.clientSecret);
    const skew = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const c = new oidc.Configuration(server, o.clientId, { [oidc.clockSkew]: skew }, auth);
    if (insecure) oidc.allowInsecureRequests(c);
    if (jwks) oidc.setJwksCache(c, jwks);
    return c;
  }

  const audit = (row: { actor: string | null; action: string; entityId: string | null; ip: string; details?: unknown }) =>
    repo.audit({
      at: clock.now(),
      actor_user_id: row.actor,
      action: row.action,
      entity: 'user',
      entity_id: row.entityId,
      ip: row.ip,
      details: row.details,
    });

  return {
    enabled: o.enabled,

    /** The provider's authorization URL and the flow cookie to set. */
    async start() {
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const c = await configuration();
      const url = oidc.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri,
        scope: o.scopes,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const now = Math.floor(clock.now().getTime() / 1000);
      const cookie = await new SignJWT({ s: state, n: nonce, v: verifier })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(FLOW_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + SSO_FLOW_SECONDS)
        .sign(key);
      return { url: url.href, cookie };
    },

    /**
     * The provider's answer (`query`: the callback's query string) with the flow cookie: the
     * one-time code for the web app, or an SsoRefusal.
     */
    async callback(query: string, cookie: string | undefined, meta: SsoMeta): Promise<string> {
      if (!cookie) throw new SsoRefusal(SSO_MSG.failed, 'no_flow_cookie');
      const flow = await jwtVerify(cookie, key, { algorithms: ['HS256'], audience: FLOW_AUDIENCE, currentDate: clock.now() }).then(
        (r) => r.payload as { s?: string; n?: string; v?: string },
        () => undefined,
      );
      if (!flow?.s || !flow.n || !flow.v) throw new SsoRefusal(SSO_MSG.failed, 'flow_cookie_invalid');

      const c = await configuration();
      const current = new URL(redirectUri);
      current.search = query;
      let claims: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(c, current, {
          expectedState: flow.s,
          expectedNonce: flow.n,
          pkceCodeVerifier: flow.v,
          idTokenExpected: true,
        });
        jwks = oidc.getJwksCache(c) ?? jwks;
        const id = tokens.claims()!;
        claims = { ...id };
        // providers that keep the profile claims out of the ID token give them at userinfo
        if (tokens.access_token && c.serverMetadata().userinfo_endpoint) {
          const info = await oidc.fetchUserInfo(c, tokens.access_token, id.sub);
          claims = { ...info, ...id };
        }
      } catch (e) {
        const err = e as { code?: string; error?: string; message?: string };
        const reason = err.error ?? err.code ?? 'oidc_error';
        meta.log?.warn({ reason, detail: err.message }, 'corporate sign-on refused by the OIDC checks');
        await audit({ actor: null, action: 'sso_failed', entityId: null, ip: meta.ip, details: { reason } });
        throw new SsoRefusal(SSO_MSG.failed, reason);
      }

      const email = typeof claims.email === 'string' ? normalizeEmail(claims.email) : '';
      if (!email || claims.email_verified !== true) {
        await audit({ actor: null, action: 'sso_refused', entityId: null, ip: meta.ip, details: { reason: 'email_not_verified', email } });
        throw new SsoRefusal(SSO_MSG.emailNotVerified, 'email_not_verified');
      }
      const roles = rolesFromClaim(claims[o.rolesClaim], o.roleMap);
      const now = clock.now();
      let user = await repo.findUserByEmail(email);
      if (user && (await repo.clientCount(user.id)) > 0) {
        await audit({ actor: user.id, action: 'sso_refused', entityId: user.id, ip: meta.ip, details: { reason: 'tenant_account' } });
        throw new SsoRefusal(SSO_MSG.tenantAccount, 'tenant_account');
      }
      if (user) {
        const before = await repo.internalRolesOf(user.id);
        await repo.syncInternalRoles(user.id, roles, now);
        const after = [...roles];
        if (before.length !== after.length || before.some((r) => !after.includes(r))) {
          await audit({
            actor: user.id,
            action: 'sso_roles_changed',
            entityId: user.id,
            ip: meta.ip,
            details: { before: before.sort(), after },
          });
        }
      }
      if (!roles.length) {
        await audit({
          actor: user?.id ?? null,
          action: 'sso_refused',
          entityId: user?.id ?? null,
          ip: meta.ip,
          details: { reason: 'no_role', email },
        });
        throw new SsoRefusal(SSO_MSG.noRole, 'no_role');
      }
      if (user?.status === 'Deshabilitado') {
        await audit({ actor: user.id, action: 'sso_refused', entityId: user.id, ip: meta.ip, details: { reason: 'disabled' } });
        throw new SsoRefusal(SSO_MSG.disabled, 'disabled');
      }
      if (!user) {
        const full = text(claims.name, 200).split(/\s+/).filter(Boolean);
        user = await repo.createCorporateUser({
          email,
          nombres: text(claims.given_name) || full[0] || email.split('@')[0]!.slice(0, 100),
          apellidos: text(claims.family_name) || full.slice(1).join(' ').slice(0, 100),
          country_id: o.country,
          at: now,
        });
        await repo.syncInternalRoles(user.id, roles, now);
        await audit({ actor: user.id, action: 'sso_user_created', entityId: user.id, ip: meta.ip, details: { roles } });
      }

      const code = randomBytes(32).toString('base64url');
      await repo.purgeCodes(user.id, now);
      await repo.insertCode({ code_hash: sha256(code), user_id: user.id, created_at: now, expires_at: new Date(now.getTime() + CODE_MS) });
      return code;
    },

    /** Spends a one-time code: the user to open a session for (401 when unknown, used or expired). */
    async spendCode(code: string) {
      const row = await repo.spendCode(sha256(code), clock.now());
      if (!row) throw new AppError('sso_code_invalid', 401, SSO_MSG.codeInvalid);
      return row.userId;
    },

    /** Where the browser ends the provider's session after signing out here (when the provider has an end-session endpoint). */
    async endSessionUrl(log?: FastifyBaseLogger): Promise<string | undefined> {
      if (!o.enabled) return undefined;
      try {
        const c = await configuration();
        if (!c.serverMetadata().end_session_endpoint) return undefined;
        return oidc.buildEndSessionUrl(c, { client_id: o.clientId, post_logout_redirect_uri: `${config.publicUrl}/` }).href;
      } catch (e) {
        log?.warn({ err: e }, 'the OIDC provider is unreachable: its session is not ended');
        return undefined;
      }
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
