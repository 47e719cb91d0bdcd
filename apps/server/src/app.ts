import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock, type Clock } from '@vitrina/domain/common/clock';
import { MSG } from '@vitrina/domain/common/messages';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerBodyIdleTimeout } from './plugins/body-timeout';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isApiPath, registerAuthHook, routerPath } from './plugins/auth';
import { createAccess, type Scope } from './modules/access/scope';
import { createScopeCache } from './modules/access/scope-cache';
import { registerAbilityHook } from './modules/access/ability-hook';
import { createCaptcha } from './lib/captcha';
import { createSharedState, sharedRateLimitStore } from './lib/shared-state';
import { createMailer, type Mailer } from './lib/mailer';
import { createSessionCache } from './lib/session-cache';
import { createTokens } from './lib/tokens';
import { resolveSecret } from './lib/secrets';
import { createAuthRepo } from './modules/auth/auth.repo';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createSsoRepo } from './modules/auth/auth.sso.repo';
import { createSsoService } from './modules/auth/auth.sso.service';
import { createProfileRepo } from './modules/profile/profile.repo';
import { createProfileService } from './modules/profile/profile.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { systemRoutes } from './modules/system/system.routes';
import { ETHICS_PATH, ethicsCodePdf } from './modules/system/ethics-code';
import { createDailySalesRepo } from './modules/daily-sales/daily-sales.repo';
import { createDailySalesService } from './modules/daily-sales/daily-sales.service';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { accessLogRoutes } from './modules/access-log/access-log.routes';
import { createAccessLogService } from './modules/access-log/access-log.service';
import { createAccessLogRepo } from './modules/access-log/access-log.repo';
import { salesFeedRoutes } from './modules/daily-sales/daily-sales.feed.routes';
import { createIdempotency } from './lib/idempotency';
import { dailySalesRoutes } from './modules/daily-sales/daily-sales.routes';
import { paramsRoutes } from './modules/params/params.routes';
import { createNotificationsRepo } from './modules/notifications/notifications.repo';
import { createNotificationsService, toNotificationDto } from './modules/notifications/notifications.service';
import { createNotificationEvents } from './modules/notifications/notifications.events';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createDebitNotesRepo } from './modules/debit-notes/debit-notes.repo';
import { createDebitNotesService } from './modules/debit-notes/debit-notes.service';
import { debitNotesRoutes } from './modules/debit-notes/debit-notes.routes';
import { createAnnouncementsAdminRepo, createAnnouncementsRepo } from './modules/announcements/announcements.repo';
import { createAnnouncementLinks, createAnnouncementsService } from './modules/announcements/announcements.service';
import { createLinkSigner } from './lib/signed-links';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { createAnnouncementsAdminService } from './modules/announcements/announcements.admin.service';
import { announcementsAdminRoutes } from './modules/announcements/announcements.admin.routes';
import { configuredStorage, type FileStorage } from './lib/storage';
import { createFilesRepo } from './modules/files/files.repo';
import { createFilesService } from './modules/files/files.service';
import { filesRoutes } from './modules/files/files.routes';
import { createMonthlySalesRepo } from './modules/monthly-sales/monthly-sales.repo';
import { createMonthlySalesService } from './modules/monthly-sales/monthly-sales.service';
import { monthlySalesRoutes } from './modules/monthly-sales/monthly-sales.routes';
import { createUsersRepo } from './modules/users/users.repo';
import { createUsersService } from './modules/users/users.service';
import { usersRoutes } from './modules/users/users.routes';
import { createCompaniesRepo } from './modules/companies/companies.repo';
import { createCompaniesService } from './modules/companies/companies.service';
import { companiesRoutes } from './modules/companies/companies.routes';
import { createFinanceRepo } from './modules/finance/finance.repo';
import { createFinanceService } from './modules/finance/finance.service';
import { debtRoutes, downloadsRoutes, invoicesRoutes } from './modules/finance/finance.routes';
import { createDiscountsRepo } from './modules/discounts/discounts.repo';
import { createDiscountsService } from './modules/discounts/discounts.service';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { createWorkRequestsRepo } from './modules/work-requests/work-requests.repo';
import { createWorkRequestsService } from './modules/work-requests/work-requests.service';
import { workRequestsRoutes } from './modules/work-requests/work-requests.routes';
import { createWorkersRepo } from './modules/workers/workers.repo';
import { createWorkersService } from './modules/workers/workers.service';
import { workersRoutes } from './modules/workers/workers.routes';
import { createWorkersBulk } from './modules/workers/workers.bulk';
import { createStaffingRepo } from './modules/workers/staffing.repo';
import { createStaffingService } from './modules/workers/staffing.service';
import { staffingRoutes } from './modules/workers/staffing.routes';
import { createCountriesService } from './modules/countries/countries.service';
import { countriesRoutes } from './modules/countries/countries.routes';
import { createWorkRequestsSwitch } from './lib/country-features';
import { createHelpRepo } from './modules/help/help.repo';
import { createHelpService } from './modules/help/help.service';
import { faqRoutes, ticketRoutes } from './modules/help/help.routes';
import { createStoreChiefsRepo } from './modules/users/store-chiefs.repo';
import { createStoreChiefsService } from './modules/users/store-chiefs.service';
import { storeChiefsRoutes } from './modules/users/store-chiefs.routes';
import { createConsoleRepo } from './modules/console/console.repo';
import { createConsoleService } from './modules/console/console.service';
import { consoleRoutes } from './modules/console/console.routes';
import { consoleJobsRoutes, createConsoleJobsService } from './modules/console/console.jobs';
import { createSalesReportRepo } from './modules/sales-report/sales-report.repo';
import { createSalesReportService } from './modules/sales-report/sales-report.service';
import { reportQueue, REPORT_QUEUE } from './modules/sales-report/sales-report.jobs';
import { salesReportRoutes } from './modules/sales-report/sales-report.routes';
import { createContractsRepo } from './modules/access/contracts.repo';
import { createReceiptsRepo } from './modules/receipts/receipts.repo';
import { createReceiptsService } from './modules/receipts/receipts.service';
import { registerReceiptMail, receiptsRoutes, receiptsSalesRoutes } from './modules/receipts/receipts.routes';
import { createRemindersRepo } from './modules/reminders/reminders.repo';
import { createRemindersService, remindersQueues, type RemindersService } from './modules/reminders/reminders.service';
import { createJobs, type Jobs } from './lib/jobs';

z.config(z.locales.es());

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  clock?: Clock;
  /** keep secrets and the outbox in memory (tests) */
  ephemeral?: boolean;
  logger?: boolean;
  /** where the log lines go (default stdout); tests capture them here */
  logStream?: { write(line: string): void };
  /** where uploaded files go (default: local disk under FILES_DIR) */
  storage?: FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    database: Database;
    /** receipt e-mails under way (tests wait for them) */
    receiptMails: Set<Promise<unknown>>;
    /** the cut-off reminders: the job engine runs them every hour when config.reminders.enabled */
    reminders: RemindersService;
    /** the job engine of every background task */
    jobs: Jobs;
  }
}

export const API_VERSION = '0.1.0';

/** A registered route and who may call it (config.access); recorded for tests and audits. */
export interface RouteRecord {
  method: string;
  url: string;
  access?: string;
  /** what a session route needs (config.ability): an ability code (several: 'a|b'), or 'authenticated' */
  ability?: string;
  background?: boolean;
}
const ROUTES = new WeakMap<FastifyInstance, RouteOptions[]>();
/** Every route registered on an app built by buildApp, with its config.access (read once all hooks ran). */
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
    })),
  );

/**
 * One log line per request, when it is answered, with what was asked and how it went, instead of
 * Fastify's two (#20: a log line is a write to stdout, and the two were a sixth of a small
 * answer's CPU). Errors are logged as Fastify logs them.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const clock = opts.clock ?? systemClock;
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
  registerErrorHandling(app);
  registerBodyIdleTimeout(app, config.http.bodyIdleMs);
  registerNulGuard(app);
  await registerSecurityHeaders(app, config);

  // Requests from the old brand's hosts go to the portal host.
  if (config.legacyHosts.length) {
    const legacy = new Set(config.legacyHosts.map((h) => h.toLowerCase()));
    app.addHook('onRequest', async (req, reply) => {
      const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
      if (legacy.has(host)) return reply.redirect(`${config.publicUrl}${req.url}`, 301);
    });
  }

  const dataDir = opts.ephemeral ? undefined : config.dataDir;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    outboxDir: dataDir ? join(dataDir, 'outbox') : undefined,
  });
  app.decorate('mailer', mailer);
  app.decorate('database', database);

  const jwtSecret = resolveSecret('jwt-secret', config.jwtSecret, dataDir);
  const tokens = createTokens(jwtSecret);
  const sso = createSsoService({ repo: createSsoRepo(database.db), config, clock, secret: jwtSecret });
  // limits, failures and used captcha solutions are kept in the database: shared by every instance
  const shared = createSharedState(database.db, clock);
  const captcha = createCaptcha(config.captcha, resolveSecret('captcha-secret', config.captcha.secret, dataDir), clock, shared.once);
  // the session rows of the last seconds: a revocation on any instance empties them everywhere
  const sessions = createSessionCache({ database, ttlMs: config.sessionCacheMs });
  await sessions.start();
  app.addHook('onClose', () => sessions.close());
  const authService = createAuthService({
    sessions,
    repo: createAuthRepo(database.db),
    config,
    clock,
    captcha,
    failures: shared.failures(),
    mailer,
    tokens,
  });
  registerAuthHook(app, authService, { sessionCheckMs: config.sessionStreamCheckMs });
  // the callers' scopes of the last seconds (PostgreSQL): a change on any instance empties them everywhere
  const scopes = createScopeCache<Scope>({ database, ttlMs: config.scopeCacheMs });
  await scopes.start();
  app.addHook('onClose', () => scopes.close());
  // a request that changed somebody's scope answers once every instance has heard of it
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await scopes.announced();
    return payload;
  });
  const access = createAccess(database.db, clock, scopes);
  registerAbilityHook(app, access);
  if (config.captcha.provider === 'none') {
    app.log.warn(
      'CAPTCHA_PROVIDER=none: the captcha is off, sign-in and password reset are not protected against bots. Use it for tests only, never in production.',
    );
  }

  // new notifications reach the streams open on every instance over the same database
  const notificationsRepo = createNotificationsRepo(database.db);
  const notificationEvents = createNotificationEvents({
    database,
    load: async (ids) => (await notificationsRepo.byIds(ids)).map(toNotificationDto),
    onError: (err) => app.log.warn({ err }, 'notification push failed'),
  });
  await notificationEvents.start();
  app.addHook('onClose', () => notificationEvents.close());
  const notifications = createNotificationsService({ repo: notificationsRepo, clock, events: notificationEvents });

  // every background task is a job of the engine (lib/jobs.ts): started once every queue is defined
  const jobs = createJobs(database, { ...config.jobs, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  // cut-off reminders: a job per country every hour in its time zone, over every instance
  const reminders = createRemindersService({
    repo: createRemindersRepo(database.db),
    clock,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    // the notifications' one delivery path: stored, sanitised and pushed live like every notification
    notify: async (userId, n) => {
      await notifications.notifyUser(null, userId, {
        title: n.title,
        body: n.body,
        importance: 'alta',
        action: { url: n.action_url, label: n.action_label },
      });
    },
  });
  app.decorate('reminders', reminders);
  const receiptMails = new Set<Promise<unknown>>();
  app.decorate('receiptMails', receiptMails);
  for (const q of remindersQueues(reminders, config.reminders.enabled)) await jobs.define(q);

  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(shared),
    hook: 'preHandler',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      code: 'too_many_requests',
      message: MSG.tooManyAttempts,
    }),
  });

  // Responses of 1 KB or more in br or gzip, as the client accepts (routes registered from here on).
  // JSON and text only: the event stream (text/event-stream, and hijacked anyway) is never held back,
  // and uploaded files, spreadsheets, PDFs and images are sent as they are. Request bodies are not
  // decompressed (the body limit stays a limit on what arrives).
  await app.register(compress, {
    threshold: 1024,
    // up to 64 KB compressed in one call instead of through a zlib stream per response: the
    // library's default on two cores is 8 KB, and a stream's setup and scheduling cost more than
    // compressing a month of daily sales (~12 KB) itself (#20, a CPU profile of the month query)
    syncThreshold: 65_536,
    // brotli at quality 2 for the JSON made per request (the built files are compressed at build
    // time at the highest quality): a month of daily sales in 75 µs instead of 110 µs at the
    // library's 4, 1,101 bytes instead of 1,086
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    },
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/u,
    globalDecompression: false,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: API_VERSION, description: 'API del portal de locatarios Vitrina' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              "Clave de API: la del operador (scope finance:import, CLI) o la de un locatario (scope sales:feed, creada en 'Mi empresa'); también 'Authorization: ApiKey <clave>'",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public: its routes come from the plugin, so they are marked here.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (r) => {
      r.config = { ...r.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });

  await app.register(
    async (api) => {
      // declaration receipts (issue #19): next to the daily and monthly routes, and their public verification
      const receipts = createReceiptsService({
        repo: createReceiptsRepo(database.db),
        contracts: createContractsRepo(database.db),
        access,
        clock,
        secret: resolveSecret('receipts-secret', config.receiptsSecret, dataDir),
        publicUrl: config.publicUrl,
        mailer,
      });
      registerReceiptMail(api, receipts, (p) => {
        receiptMails.add(p);
        void p.finally(() => receiptMails.delete(p));
      });
      await api.register(systemRoutes, { config, version: API_VERSION });
      await api.register(authRoutes, { prefix: '/fo/auth', service: authService, sso, config });
      await api.register(profileRoutes, {
        prefix: '/fo/auth',
        config,
        service: createProfileService({ repo: createProfileRepo(database.db), clock, sessionIdleMinutes: config.sessionIdleMinutes }),
      });
      await api.register(paramsRoutes, { prefix: '/fo/params', db: database.db });
      await api.register(notificationsRoutes, {
        prefix: '/fo/notifications',
        service: notifications,
      });
      await api.register(debitNotesRoutes, {
        prefix: '/fo/debit-notes',
        service: createDebitNotesService({ repo: createDebitNotesRepo(database.db), clock }),
      });
      // one storage for every upload (the file service's; announcement files too)
      const storage = opts.storage ?? (await configuredStorage(config.files, { sweepPartsOlderThanMs: config.http.requestTimeoutMs }));
      // one signing secret and link validity for every download (files, announcement files)
      const filesSigningSecret = resolveSecret('files-secret', config.files.signingSecret, dataDir);
      const links = createLinkSigner({ secret: filesSigningSecret, minutes: config.files.linkMinutes, clock });
      const announcementLinks = createAnnouncementLinks(links);
      const announcementsRepo = createAnnouncementsRepo(database.db);
      await api.register(announcementsRoutes, {
        prefix: '/fo/announcements',
        service: createAnnouncementsService({ repo: announcementsRepo, links: announcementLinks, storage, clock, access }),
      });
      await api.register(announcementsAdminRoutes, {
        prefix: '/fo/announcements',
        service: createAnnouncementsAdminService({
          repo: createAnnouncementsAdminRepo(database.db),
          read: announcementsRepo,
          links: announcementLinks,
          storage,
          clock,
        }),
      });
      const filesService = createFilesService({
        repo: createFilesRepo(database.db),
        access,
        clock,
        storage,
        bucket: config.files.bucket,
        links,
        publicUrl: config.publicUrl,
      });
      const dailySales = createDailySalesService({
        repo: createDailySalesRepo(database.db),
        clock,
        files: filesService,
        access,
        idempotency: createIdempotency(database.db, clock),
        // an accepted bulk load gets its one receipt (issue #19)
        bulkLoadReceipt: (loadId) => receipts.bulkLoadIssued(loadId),
      });
      await api.register(dailySalesRoutes, { prefix: '/fo/sales', service: dailySales });
      await api.register(salesFeedRoutes, { prefix: '/fo/sales', service: dailySales, rate: config.salesFeed });
      await api.register(apiKeysRoutes, { prefix: '/fo/companies', service: createApiKeysService({ access }) });
      await api.register(accessLogRoutes, {
        prefix: '/fo/companies',
        service: createAccessLogService({ repo: createAccessLogRepo(database.db), access }),
      });
      await api.register(storeChiefsRoutes, {
        prefix: '/fo/sales',
        service: createStoreChiefsService({ repo: createStoreChiefsRepo(database.db), clock, access }),
      });
      await api.register(filesRoutes, { prefix: '/fo/files', service: filesService });
      await api.register(companiesRoutes, {
        prefix: '/fo/companies',
        files: filesService,
        service: createCompaniesService({
          repo: createCompaniesRepo(database.db),
          clock,
          mailer,
          files: filesService,
          publicUrl: config.publicUrl,
          access,
        }),
      });
      await api.register(monthlySalesRoutes, {
        prefix: '/fo/sales',
        service: createMonthlySalesService({ repo: createMonthlySalesRepo(database.db), access, clock, files: filesService }),
      });
      await api.register(receiptsSalesRoutes, { prefix: '/fo/sales', service: receipts });
      await api.register(receiptsRoutes, { prefix: '/fo/receipts', service: receipts });
      const financeService = createFinanceService({
        repo: createFinanceRepo(database.db),
        access,
        clock,
        storage,
        bucket: config.files.bucket,
      });
      await api.register(debtRoutes, { prefix: '/fo/debt', service: financeService });
      await api.register(invoicesRoutes, { prefix: '/fo/invoices', service: financeService });
      await api.register(downloadsRoutes, { prefix: '/fo/downloads', service: financeService });
      // the help centre: ticket files through the file service, answers told through the notifications and the mailer
      const helpService = createHelpService({
        repo: createHelpRepo(database.db),
        access,
        clock,
        files: { store: filesService.store, storage },
        notify: (by, userId, n) => notifications.notifyUser(by, userId, n),
        mailer,
        publicUrl: config.publicUrl,
      });
      await api.register(faqRoutes, { prefix: '/fo/faqs', service: helpService });
      await api.register(ticketRoutes, { prefix: '/fo/tickets', service: helpService });
      await api.register(discountsRoutes, {
        prefix: '/fo/discounts',
        service: createDiscountsService({
          repo: createDiscountsRepo(database.db),
          access,
          clock,
          files: filesService,
          storage,
          links,
          mailer,
          publicUrl: config.publicUrl,
          // a system notification to the tenant's bell (stored and pushed live like every notification)
          notify: async (userIds, n) => {
            const rows = await notificationsRepo.insert(
              userIds.map((user_id) => ({
                user_id,
                title: n.title,
                importance: 'media',
                body: n.body,
                action_url: n.action_url ?? null,
                action_label: n.action_label ?? null,
                created_at: clock.now(),
              })),
            );
            await notificationEvents.publish(rows);
          },
        }),
      });
      // 'Informe de ventas' and its on-demand files, announced in the bell when ready
      const salesReport = createSalesReportService({
        repo: createSalesReportRepo(database.db),
        access,
        clock,
        notify: (userId, n) => notifications.notifyUser(userId, userId, { ...n, importance: 'media' }),
        enqueue: (id) => jobs.send(REPORT_QUEUE, { id }),
      });
      await jobs.define(reportQueue(salesReport, config.jobs));
      await api.register(salesReportRoutes, { prefix: '/fo/sales/informe', service: salesReport });
      // work requests, workers and staffing (#17): behind the per-country switch of the params table
      const workRequestsSwitch = createWorkRequestsSwitch(database.db);
      await api.register(countriesRoutes, {
        prefix: '/fo/countries',
        service: createCountriesService({ access, feature: workRequestsSwitch }),
      });
      const workersRepo = createWorkersRepo(database.db);
      const workersService = createWorkersService({ repo: workersRepo, access, clock, feature: workRequestsSwitch, files: filesService });
      await api.register(workersRoutes, {
        prefix: '/fo/workers',
        service: workersService,
        bulk: createWorkersBulk({ repo: workersRepo, clock, workers: workersService }),
      });
      // 'Dotaciones recibidas' and F30/F31 (#17): the same service base and access as the registry
      await api.register(staffingRoutes, {
        prefix: '/fo/workers',
        service: createStaffingService({
          repo: createStaffingRepo(database.db),
          workers: workersService,
          clock,
          feature: workRequestsSwitch,
          files: filesService,
        }),
      });
      await api.register(workRequestsRoutes, {
        prefix: '/fo/work-requests',
        service: createWorkRequestsService({
          repo: createWorkRequestsRepo(database.db),
          access,
          clock,
          files: { signedUrls: (caller, ids) => filesService.signedUrls(caller, ids) },
          feature: workRequestsSwitch,
          mailer,
          publicUrl: config.publicUrl,
          // a system notification to the requester's bell (stored and pushed live like every notification)
          notify: async (userIds, n) => {
            const rows = await notificationsRepo.insert(
              userIds.map((user_id) => ({
                user_id,
                title: n.title,
                importance: 'media',
                body: n.body,
                action_url: n.action_url ?? null,
                action_label: n.action_label ?? null,
                created_at: clock.now(),
              })),
            );
            await notificationEvents.publish(rows);
          },
        }),
      });
      const consoleRepo = createConsoleRepo(database.db);
      await api.register(consoleRoutes, {
        prefix: '/fo/console',
        service: createConsoleService({ repo: consoleRepo, access, clock, staffRolesFromSso: config.staffRolesFromSso }),
      });
      await api.register(consoleJobsRoutes, {
        prefix: '/fo/console',
        service: createConsoleJobsService({ jobs, access, clock, repo: consoleRepo }),
      });
      await api.register(usersRoutes, {
        prefix: '/fo/auth',
        service: createUsersService({ repo: createUsersRepo(database.db), access, clock, mailer, publicUrl: config.publicUrl }),
      });
    },
    { prefix: '/api' },
  );

  // The default code of ethics of the footer's link (ETHICS_URL), outside /api like the web app.
  app.get(ETHICS_PATH, { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="codigo-de-etica.pdf"')
      .send(await ethicsCodePdf()),
  );

  // The built web app, with the single-page fallback for its routes.
  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb) {
    const staticOptions = {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      // the build's .br/.gz copies, sent as they are to a browser that accepts them (never as files of their own)
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // content-hashed chunks never change: kept a year without asking; index.html (and the
      // single-page fallback) revalidated on every visit (ETag / Last-Modified → 304), so a deploy
      // is seen at once; the other public files (login media) kept an hour
      cacheControl: false,
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        const file = relative(config.webDist, path).split(sep).join('/');
        reply.header(
          'cache-control',
          file.startsWith('assets/')
            ? 'public, max-age=31536000, immutable'
            : /^index\.html(?:\.br|\.gz)?$/.test(file)
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    };
    // the web app's files are public (marked here: the auth hook guards every other route)
    await app.register(async (web) => {
      web.addHook('onRoute', (r) => {
        r.config = { ...r.config, access: 'public' };
      });
      await web.register(fastifyStatic, { ...staticOptions, decorateReply: false });
    });
    // reply.sendFile for the single-page fallback below (same compression and cache headers)
    await app.register(fastifyStatic, { ...staticOptions, serve: false });
  }
  app.setNotFoundHandler((req, reply) => {
    // the path as the router reads it: an encoded /%61pi/... is an API path too
    if (isApiPath(req.url) || req.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, code: 'not_found', message: MSG.notFound });
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está construida: ejecuta `npm run build` o `npm start`.');
    }
    // a missing built file (an old chunk asked for by a tab opened before a deploy) is a 404, not the page as JS
    if (routerPath(req.url).startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(MSG.notFound);
    }
    return reply.sendFile('index.html');
  });

  return app;
}
