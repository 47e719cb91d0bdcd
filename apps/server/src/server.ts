import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed/seed';
import { startedClock, systemClock } from '@vitrina/domain/common/clock';
import { buildApp } from './app';
import { configuredStorage } from './lib/storage';

/** Opens the database, migrates, seeds demo data on an empty one, and serves web + API. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const clock = config.clockStart ? startedClock(config.clockStart) : systemClock;
  // one file storage: the demo seed stores its announcement files where the app serves them from
  const storage = await configuredStorage(config.files, { sweepPartsOlderThanMs: config.http.requestTimeoutMs });
  const seeded = await seed(database.db, { demo: config.seedDemo, now: clock.now(), storage });
  const app = await buildApp({ config, database, clock, storage });
  if (seeded) app.log.info('demo data seeded (see README for the demo accounts)');
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `Vitrina listening on ${config.publicUrl}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
