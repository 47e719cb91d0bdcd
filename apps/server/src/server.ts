import cluster from 'node:cluster';
import { loadConfig } from './config';
import pino from 'pino';
import { openDatabase } from './db/client';
import { waitForDatabase } from './db/availability';
import { seed } from './db/seed/seed';
import { startedClock, systemClock } from '@vitrina/domain/common/clock';
import { buildApp } from './app';
import { configuredStorage } from './lib/storage';
import { resolveSecret } from './lib/secrets';

const config = loadConfig();
const clock = config.clockStart ? startedClock(config.clockStart) : systemClock;
/** the database's own events (a lost connection, the wait at start), in the same format as the server's log */
const log = pino({ level: config.logLevel });
const open = () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pool: config.pool, log });

/** Opens the database, waiting for PostgreSQL when it cannot be reached yet (with backoff and a log line per attempt). */
async function openWhenReachable() {
  const database = await open();
  await waitForDatabase(() => database.ping(), log);
  return database;
}

/** Migrates and seeds demo data on an empty database: once, before any process serves. */
async function prepare() {
  const database = await openWhenReachable();
  await database.migrate();
  // one file storage: the demo seed stores its announcement files where the app serves them from
  const storage = await configuredStorage(config.files, { sweepPartsOlderThanMs: config.http.requestTimeoutMs });
  const seeded = await seed(database.db, { demo: config.seedDemo, now: clock.now(), storage });
  return { database, storage, seeded };
}

/** Serves web + API on PORT (in a cluster, every worker listens on the same port). */
async function serve(prepared?: Awaited<ReturnType<typeof prepare>>) {
  const database = prepared?.database ?? (await openWhenReachable());
  const storage = prepared?.storage ?? (await configuredStorage(config.files));
  const app = await buildApp({ config, database, clock, storage });
  if (prepared?.seeded) app.log.info('demo data seeded (see README for the demo accounts)');
  // a deploy's SIGTERM (or ^C): stop accepting, answer what was received (at most
  // SHUTDOWN_TIMEOUT_MS), end the event streams with a reconnect hint, close the pool, exit 0
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: answering the requests already received');
    // whatever happens below, the process ends (a close that hangs must not keep a deploy waiting)
    setTimeout(() => process.exit(0), config.shutdownTimeoutMs + 5_000).unref();
    try {
      const { cut } = await app.drain(config.shutdownTimeoutMs);
      await app.close();
      await database.close();
      app.log.info({ cut }, 'stopped');
    } catch (err) {
      app.log.error({ err }, 'stopping failed');
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, pid: process.pid },
    `Vitrina listening on ${config.publicUrl}`,
  );
}

/**
 * One process by default; WEB_CONCURRENCY > 1 on PostgreSQL: this process migrates and seeds,
 * makes the secrets kept in DATA_DIR (so that no two workers make different ones), then starts
 * that many workers and starts a worker again when one dies. Live notifications, rate limits and
 * captcha solutions are shared through the database, so any number of instances may run.
 */
async function main() {
  if (cluster.isWorker) return serve();
  const workers = config.webConcurrency;
  if (workers > 1 && !config.databaseUrl) {
    console.warn(`WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database (PGlite) serves one process. Starting one.`);
  }
  if (workers <= 1 || !config.databaseUrl) return serve(await prepare());
  const { database, seeded } = await prepare();
  await database.close();
  if (seeded) console.log('demo data seeded (see README for the demo accounts)');
  resolveSecret('jwt-secret', config.jwtSecret, config.dataDir);
  resolveSecret('captcha-secret', config.captcha.secret, config.dataDir);
  resolveSecret('files-secret', config.files.signingSecret, config.dataDir);
  resolveSecret('receipts-secret', config.receiptsSecret, config.dataDir);
  // SIGTERM: each worker drains (above); this process waits for them all, starts none again, exits 0
  // (and kills what is left once their time to drain has passed)
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(`stopping: ${Object.keys(cluster.workers ?? {}).length} workers answer the requests already received`);
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(0);
    }, config.shutdownTimeoutMs + 5_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
