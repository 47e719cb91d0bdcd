import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Seeded templates for the API tests. Migrating and seeding the demo data costs several seconds
 * per test file, so each vitest run builds it once per seed time (the test clock's start) and every
 * test file starts from a copy: on PostgreSQL a database created `TEMPLATE` the template database,
 * on PGlite a data directory loaded from the template's tarball; the files the seed stored are
 * stored again, byte for byte, in the file's own storage. Each file still gets its own database
 * and storage; nothing is shared once it has started.
 *
 * The run's global setup (templates.setup.ts) names a fresh folder and a run id, so templates
 * never outlive the run that built them (migrations and seed sources are read anew every run).
 */
export interface SeedTemplates {
  /** the run's folder: one `<key>.*` set of files per seed time */
  dir: string;
  /** unique per run; part of the PostgreSQL template databases' names */
  run: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplates?: SeedTemplates;
  }
}

export const TEMPLATE_PREFIX = 'vitrina_tpl_';

/** A new run id: the start time (base 36, for clearing templates a killed run left) + random. */
export const newRunId = (now = Date.now()) => `${now.toString(36)}${randomBytes(3).toString('hex')}`;

/** The start time of a run from one of its template databases' names (NaN when not one). */
export const runStartOf = (database: string) => parseInt(database.slice(TEMPLATE_PREFIX.length, TEMPLATE_PREFIX.length + 8), 36);

/** The key of a seed time: short and safe in file and database names. */
export const templateKey = (seedTime: Date) => createHash('sha256').update(seedTime.toISOString()).digest('hex').slice(0, 12);

export const templateDatabase = (run: string, key: string) => `${TEMPLATE_PREFIX}${run}_${key}`;

/** Waits until no connection is open on `name` (a closed pool's backends take a moment to go). */
export async function waitNoConnections(admin: pg.Client, name: string) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** Drops the template databases of `run`, and those of runs started more than `staleMs` ago. */
export async function dropTemplateDatabases(url: string, run: string | undefined, staleMs: number, now = Date.now()) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      TEMPLATE_PREFIX,
    ]);
    for (const { datname } of rows) {
      const started = runStartOf(datname);
      const ours = run !== undefined && datname.startsWith(`${TEMPLATE_PREFIX}${run}_`);
      if (ours || (Number.isFinite(started) && now - started > staleMs)) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  } finally {
    await admin.end();
  }
}
