import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { systemClock, type Clock } from '@vitrina/domain/common/clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createServer } from './plugins/server';
import { registerErrorHandling } from './plugins/errors';
import { registerBodyIdleTimeout, registerRequestDeadline } from './plugins/body-timeout';
import { registerMetrics } from './plugins/metrics';
import { createMetrics } from './lib/metrics';
import { registerNulGuard } from './plugins/nul-guard';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerLegacyHosts } from './plugins/legacy-hosts';
import { registerShutdown } from './plugins/shutdown';
import { registerAccess } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { registerRateLimit } from './plugins/rate-limit';
import { registerCompression } from './plugins/compression';
import { registerApiDocs } from './plugins/api-docs';
import { registerWeb } from './plugins/web';
import type { ModuleDeps, ModulePlugin } from './plugins/deps';
import { createSharedState } from './lib/shared-state';
import { createMailer, mailQueue, type Mailer } from './lib/mailer';
import { createJobs, type Jobs } from './lib/jobs';
import { resolveSecret } from './lib/secrets';
import { createLinkSigner } from './lib/signed-links';
import { configuredStorage, guardedStorage, type FileStorage } from './lib/storage';
import { notificationsModule } from './modules/notifications/notifications.module';
import { remindersModule } from './modules/reminders/reminders.module';
import { filesModule } from './modules/files/files.module';
import { receiptsModule } from './modules/receipts/receipts.module';
import { systemModule } from './modules/system/system.module';
import { authModule } from './modules/auth/auth.module';
import { profileModule } from './modules/profile/profile.module';
import { paramsModule } from './modules/params/params.module';
import { debitNotesModule } from './modules/debit-notes/debit-notes.module';
import { announcementsModule } from './modules/announcements/announcements.module';
import { dailySalesModule } from './modules/daily-sales/daily-sales.module';
import { apiKeysModule } from './modules/api-keys/api-keys.module';
import { accessLogModule } from './modules/access-log/access-log.module';
import { companiesModule } from './modules/companies/companies.module';
import { monthlySalesModule } from './modules/monthly-sales/monthly-sales.module';
import { financeModule } from './modules/finance/finance.module';
import { helpModule } from './modules/help/help.module';
import { discountsModule } from './modules/discounts/discounts.module';
import { comparisonModule } from './modules/comparison/comparison.module';
import { salesReportModule } from './modules/sales-report/sales-report.module';
import { rentModule } from './modules/rent/rent.module';
import { countriesModule } from './modules/countries/countries.module';
import { workersModule } from './modules/workers/workers.module';
import { workRequestsModule } from './modules/work-requests/work-requests.module';
import { consoleModule } from './modules/console/console.module';
import { usersModule } from './modules/users/users.module';

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
    /** the job engine of every background task */
    jobs: Jobs;
    mailer: Mailer;
    database: Database;
  }
}

/**
 * The modules of the API, in order: those that give the others a service (app.notify, app.files,
 * app.receipts) come before the modules that use it.
 */
const MODULES: readonly ModulePlugin[] = [
  notificationsModule,
  remindersModule,
  filesModule,
  receiptsModule,
  systemModule,
  authModule,
  profileModule,
  paramsModule,
  debitNotesModule,
  announcementsModule,
  dailySalesModule,
  apiKeysModule,
  accessLogModule,
  companiesModule,
  monthlySalesModule,
  financeModule,
  helpModule,
  discountsModule,
  salesReportModule,
  comparisonModule,
  rentModule,
  countriesModule,
  workersModule,
  workRequestsModule,
  consoleModule,
  usersModule,
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const clock = opts.clock ?? systemClock;
  const dataDir = opts.ephemeral ? undefined : config.dataDir;
  const app = createServer(config, opts);
  registerErrorHandling(app);
  registerShutdown(app);
  registerBodyIdleTimeout(app, config.http.bodyIdleMs);
  registerRequestDeadline(app, config.http.deadlineMs);
  registerNulGuard(app);
  await registerSecurityHeaders(app, config);
  registerLegacyHosts(app, config);

  // every e-mail goes through the outbox table; the job engine's 'mail' schedule sends the due ones (retries)
  const mailer = createMailer({
    db: database.db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    outboxDir: dataDir ? join(dataDir, 'outbox') : undefined,
    retry: config.mail.retry,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.idle());
  app.decorate('database', database);
  // every background task is a job of the engine (lib/jobs.ts): started once every module defined its queues
  const jobs = createJobs(database, { ...config.jobs, log: app.log });
  app.decorate('jobs', jobs);
  await jobs.define(mailQueue(mailer, config.mail.sweep));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  registerMetrics(app, createMetrics({ poolStats: database.poolStats }), config.metrics);
  // limits, failures and used captcha solutions are kept in the database: shared by every instance
  const shared = createSharedState(database.db, clock);
  const access = await registerAccess(app, { config, database, clock });
  await app.register(authPlugin, { config, database, clock, dataDir, mailer, shared, access });
  await registerRateLimit(app, shared);
  await registerCompression(app);
  await registerApiDocs(app);

  const deps: ModuleDeps = {
    config,
    database,
    clock,
    dataDir,
    mailer,
    access,
    // one storage for every upload (the file service's; announcement files too)
    // a missing object answers 404, a store that fails 503 with one log line (lib/storage.ts)
    storage: guardedStorage(
      opts.storage ?? (await configuredStorage(config.files, { sweepPartsOlderThanMs: config.http.requestTimeoutMs })),
      (err, op) => app.log.error({ err, op, storage: config.files.s3 ? 's3' : 'local' }, 'file storage failed: answered 503'),
    ),
    // one signing secret and link validity for every download (files, announcement files)
    links: createLinkSigner({
      secret: resolveSecret('files-secret', config.files.signingSecret, dataDir),
      minutes: config.files.linkMinutes,
      clock,
    }),
  };
  for (const module of MODULES) await app.register(module, deps);

  await registerWeb(app, config);
  return app;
}
