import { resolve } from 'node:path';
import { COUNTRY_IDS, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { parseRoleMap } from '@vitrina/domain/auth/sso';
import { ETHICS_PATH } from './modules/system/ethics-code';
import { serverPath } from './paths';
import { POOL_DEFAULTS } from './db/availability';

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function oidcCountry(v: string | undefined): CountryId {
  const c = (v ?? 'CHL').trim().toUpperCase();
  if (!isCountryId(c)) throw new Error(`OIDC_COUNTRY: "${v}" is not one of ${COUNTRY_IDS.join(', ')}`);
  return c;
}

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'none';

/**
 * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): off by default, so a client cannot
 * pick its own address for the rate limits and the captcha. `true` trusts any proxy, a number
 * trusts that many hops in front of the server, anything else is a comma list of addresses or
 * CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | number | string[];
export function parseTrustProxy(v: string | undefined): TrustProxy {
  const s = (v ?? '').trim();
  if (!s || /^(false|no|off)$/i.test(s)) return false;
  if (/^(true|yes|on)$/i.test(s)) return true;
  if (/^\d+$/.test(s)) return Number(s) > 0 ? Number(s) : false;
  return list(s);
}

/** Every setting of the server, from environment variables with safe defaults (see README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = int(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const captchaProvider: CaptchaProvider =
    env.CAPTCHA_PROVIDER === 'none'
      ? 'none'
      : env.CAPTCHA_PROVIDER === 'recaptcha' || (env.RECAPTCHA_SECRET_V3 && !env.CAPTCHA_PROVIDER)
        ? 'recaptcha'
        : 'altcha';
  return {
    env: env.NODE_ENV ?? 'development',
    host: env.HOST ?? '0.0.0.0',
    port,
    publicUrl,
    apiUrl: (env.API_URL ?? publicUrl).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    /** PostgreSQL's pool: its size, the most a statement may run and the most a query waits for a connection */
    pool: {
      max: Math.max(1, int(env.DB_POOL_MAX, POOL_DEFAULTS.max)),
      statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, POOL_DEFAULTS.statementTimeoutMs),
      acquireTimeoutMs: Math.max(1, int(env.DB_POOL_ACQUIRE_TIMEOUT_MS, POOL_DEFAULTS.acquireTimeoutMs)),
    },
    /** on SIGTERM: the most the requests already received may take to be answered before the process ends */
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    /** SSO (OIDC_ISSUER set) is the source of the staff's roles: the console then grants and revokes none */
    staffRolesFromSso: Boolean(env.OIDC_ISSUER?.trim()),
    /** server processes on this machine (PostgreSQL only: PGlite is one process) */
    webConcurrency: Math.max(1, int(env.WEB_CONCURRENCY, 1)),
    webDist: resolve(env.WEB_DIST ?? serverPath('../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: env.JWT_SECRET || undefined,
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30),
    sessionMaxHours: int(env.SESSION_MAX_HOURS, 12),
    /** how often an open event stream checks that its session is still open */
    sessionStreamCheckMs: int(env.SESSION_STREAM_CHECK_MS, 30_000),
    /**
     * how long a session row read by the session check is reused (0: read on every request);
     * a revocation reaches every instance at once through PostgreSQL LISTEN/NOTIFY
     */
    sessionCacheMs: int(env.SESSION_CACHE_MS, 5_000),
    /**
     * PostgreSQL: how long a caller's scope (memberships, permissions, roles, assignments, centres)
     * is reused (0: read on every request); any change of it empties every instance's cache first
     */
    scopeCacheMs: int(env.SCOPE_CACHE_MS, 5_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Prometheus metrics: served at `path` only when `token` is set, to `Authorization: Bearer <token>` */
    metrics: {
      path: env.METRICS_PATH ?? '/api/metrics',
      token: env.METRICS_TOKEN || undefined,
    },
    http: {
      /** the most a whole request (head and body) may take to arrive; then 408 and the connection closes */
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 300_000),
      /** the most a request body may stay silent (an upload that stops sending); then the connection closes */
      bodyIdleMs: int(env.REQUEST_BODY_IDLE_MS, 30_000),
      /** the most a request may take to be answered, from its arrival (0: no limit); then 503 and the connection closes */
      deadlineMs: int(env.REQUEST_DEADLINE_MS, 300_000),
    },
    resetTokenMinutes: int(env.RESET_TOKEN_MINUTES, 60),
    captcha: {
      provider: captchaProvider,
      /** PBKDF2 iterations of the proof-of-work; the visible (v2) challenge costs more */
      costV3: int(env.CAPTCHA_COST, 2000),
      costV2: int(env.CAPTCHA_COST_V2, 5000),
      /** failed logins from one address or for one account before the visible captcha */
      failuresBeforeV2: int(env.CAPTCHA_FAILURES_BEFORE_V2, 3),
      secret: env.CAPTCHA_SECRET || undefined,
      recaptchaSiteKeyV3: env.RECAPTCHA_SITE_KEY_V3 ?? '',
      recaptchaSecretV3: env.RECAPTCHA_SECRET_V3 ?? '',
      recaptchaSiteKeyV2: env.RECAPTCHA_SITE_KEY_V2 ?? '',
      recaptchaSecretV2: env.RECAPTCHA_SECRET_V2 ?? '',
    },
    rateLimit: {
      /** attempts per minute of login / reset / set-password, per address and account */
      authMax: int(env.RATE_LIMIT_AUTH_MAX, 10),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    /** the point-of-sale feed: requests per API key and window (shared by every instance) */
    salesFeed: {
      max: int(env.SALES_FEED_RATE_MAX, 60),
      windowMs: int(env.SALES_FEED_RATE_WINDOW_MS, 60_000),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Vitrina <no-responder@vitrina.test>',
    /** the mail outbox's delivery: attempts before a message shows as failed, the doubling wait between them */
    mail: {
      retry: {
        maxAttempts: Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 10)),
        backoffMs: Math.max(100, int(env.MAIL_RETRY_BACKOFF_MS, 30_000)),
        maxBackoffMs: Math.max(100, int(env.MAIL_RETRY_MAX_BACKOFF_MS, 600_000)),
        leaseMs: Math.max(120_000, int(env.MAIL_SEND_LEASE_MS, 300_000)),
      },
      /** the job engine's every-minute sweep of due messages (retries, those a stopped process left); MAIL_SWEEP=off: none */
      sweep: !/^(off|false|no)$/i.test(env.MAIL_SWEEP ?? ''),
    },
    legacyHosts: list(env.LEGACY_HOSTS),
    registrationUrl: env.REGISTRATION_URL ?? `${publicUrl}/registro`,
    ethicsUrl: env.ETHICS_URL ?? `${publicUrl}${ETHICS_PATH}`,
    supportEmail: env.SUPPORT_EMAIL ?? 'soporte@vitrina.test',
    seedDemo: env.SEED_DEMO !== 'false',
    /** uploaded files: local disk under FILES_DIR (default DATA_DIR/files), signed links */
    files: {
      dir: resolve(env.FILES_DIR ?? resolve(dataDir, 'files')),
      bucket: env.FILES_BUCKET ?? 'documentos',
      signingSecret: env.FILES_SIGNING_SECRET || undefined,
      linkMinutes: int(env.FILES_LINK_MINUTES, 10),
      s3:
        env.S3_BUCKET || env.S3_ENDPOINT
          ? {
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION ?? 'us-east-1',
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    },
    /**
     * Corporate single sign-on ('Ingreso colaboradores', OpenID Connect): on when OIDC_ISSUER and
     * OIDC_CLIENT_ID are set. Then internal accounts sign in only through it, and their internal
     * roles come from the provider's OIDC_ROLES_CLAIM mapped by OIDC_ROLE_MAP at each sign-in.
     */
    oidc: {
      enabled: Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID),
      issuer: (env.OIDC_ISSUER ?? '').trim(),
      clientId: (env.OIDC_CLIENT_ID ?? '').trim(),
      clientSecret: env.OIDC_CLIENT_SECRET || undefined,
      scopes: (env.OIDC_SCOPES ?? 'openid email profile').trim(),
      rolesClaim: (env.OIDC_ROLES_CLAIM ?? 'groups').trim(),
      roleMap: parseRoleMap(env.OIDC_ROLE_MAP ?? ''),
      /** the country of an account the sign-on creates */
      country: oidcCountry(env.OIDC_COUNTRY),
    },
    /** cut-off reminders: REMINDERS=off removes their hourly schedule (one per country, in its time zone) */
    reminders: {
      enabled: !/^(off|false|no)$/i.test(env.REMINDERS ?? ''),
    },
    /** the job engine (pg-boss): how often idle workers look for jobs and lost tries are looked for */
    jobs: {
      pollSeconds: Math.max(0.5, Number(env.JOBS_POLL_SECONDS) || 2),
      maintenanceSeconds: Math.max(1, int(env.JOBS_MAINTENANCE_SECONDS, 60)),
      /** a report try running longer is taken as lost (its instance died) and run again */
      reportTimeoutSeconds: Math.max(1, int(env.REPORT_JOB_TIMEOUT_SECONDS, 300)),
      /** the wait before a failed report try is made again (doubled at each retry) */
      reportRetrySeconds: Math.max(0, int(env.REPORT_JOB_RETRY_SECONDS, 30)),
    },
    /** the secret of the declaration receipts' verification codes (default: made once, kept in DATA_DIR) */
    receiptsSecret: env.RECEIPTS_SECRET || undefined,
    /** start the server's clock at this instant (ISO); for demos and browser tests */
    clockStart: env.CLOCK_START || undefined,
    git: {
      branch: env.GIT_BRANCH,
      commit: env.GIT_COMMIT,
      time: env.GIT_COMMIT_TIME,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
