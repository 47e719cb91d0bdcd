import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';

/** pg-boss keeps its queues, jobs and schedules in this schema (it creates and migrates it itself). */

/** Runs `fn` again (up to `tries` times, after a short random pause) when PostgreSQL ends it as a deadlock or a duplicate key. */
export async function retryOnConflict<T>(fn: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      const code = (e as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= tries) throw e;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 80));
    }
  }
}

export const JOBS_SCHEMA = 'pgboss';
/** The suffix of the queue that receives a queue's jobs once they have failed for good. */
const FAILED_SUFFIX = '__failed';

/** One kind of background work: its handler, how often it is tried and how long a try may take. */
export interface QueueDef<T extends object> {
  /** letters, digits, '-' and '_' */
  name: string;
  /** runs one job; throwing fails this try (retried after `retryDelaySeconds` while tries remain) */
  handler(data: T, job: { id: string; retryCount: number }): Promise<void>;
  /** tries after the first */
  retryLimit: number;
  retryDelaySeconds: number;
  /** double the delay at each retry */
  retryBackoff: boolean;
  /** a try still running after this long is taken as lost (its process died): tried again or failed */
  expireInSeconds: number;
  /** runs once the job has failed for good (every try spent, or its last try lost) */
  onFailed?(data: T): Promise<void>;
  /**
   * Sends a job (with empty data) at each time of `cron` in `timeZone`: one job per time over every
   * instance. Each start also sends one (one per minute over all instances starting together),
   * so that what fell due while no instance ran goes now: the handler must be idempotent. Without
   * it, a schedule an earlier start set is removed.
   */
  schedule?: { cron: string; timeZone: string };
}

export interface QueueCounts {
  name: string;
  waiting: number;
  running: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  error: string;
  retry_count: number;
  created_at: Date;
  failed_at: Date | null;
}

export interface JobsOptions {
  /** how often an idle worker looks for work (seconds, ≥ 0.5) */
  pollSeconds: number;
  /** how often lost tries are looked for and old jobs archived (seconds, ≥ 1) */
  maintenanceSeconds: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * pg-boss on the embedded database: its statements go to the one PGlite connection. A text
 * without values may hold several statements (its migrations and locked maintenance run as one
 * BEGIN … COMMIT text): those go through `exec`, which PGlite runs without interleaving others.
 */
function pgliteDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The job engine of every background task (pg-boss, jobs in PostgreSQL): the same code on PGlite
 * (one process) and on PostgreSQL (any number of instances, each job run by one of them, a
 * crashed instance's job taken up by another once its try expires). Define the queues, then
 * `start`; `stop` lets running jobs finish (bounded) and stops the workers.
 */
export function createJobs(database: Database, opts: JobsOptions) {
  const boss = new PgBoss({
    ...(database.kind === 'pglite'
      ? { db: pgliteDb((database.db as unknown as { $client: PGlite }).$client) }
      : { connectionString: database.url, max: 3, application_name: 'vitrina-jobs' }),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: opts.maintenanceSeconds,
    // failed jobs stay listed (and retryable) in the console for a week; finished ones 12 hours
    archiveFailedAfterSeconds: 7 * 86_400,
    cronMonitorIntervalSeconds: 30,
  });
  // a broken connection must never end the process: logged, and pg-boss tries again at its next poll
  boss.on('error', (err) => opts.log.error({ err }, 'job engine error'));
  const defs = new Map<string, QueueDef<object>>();
  const workers = new Map<string, string>();
  let started = false;

  const exec = (text: string, values: unknown[] = []) => boss.getDb().executeSql(text, values);

  async function setUpQueue(q: QueueDef<object>, deadLetter: string | undefined) {
    if (deadLetter && !(await boss.getQueue(deadLetter)))
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 3, retryDelay: 5, retryBackoff: true });
    const options = {
      retryLimit: q.retryLimit,
      retryDelay: q.retryDelaySeconds,
      retryBackoff: q.retryBackoff,
      expireInSeconds: q.expireInSeconds,
      ...(deadLetter ? { deadLetter } : {}),
    };
    if (await boss.getQueue(q.name)) await boss.updateQueue(q.name, { name: q.name, ...options });
    else await boss.createQueue(q.name, { name: q.name, ...options });
  }

  async function startQueue(q: QueueDef<object>) {
    const onFailed = q.onFailed;
    const deadLetter = onFailed ? `${q.name}${FAILED_SUFFIX}` : undefined;
    // instances starting together set the same queues up at once: PostgreSQL may end one of them
    // as a deadlock (or a duplicate), and that one tries again and finds the queue made
    await retryOnConflict(() => setUpQueue(q, deadLetter));
    if (deadLetter && onFailed)
      await boss.work<object>(deadLetter, { pollingIntervalSeconds: opts.pollSeconds }, async ([job]) => onFailed(job!.data));
    const id = await boss.work<object>(q.name, { pollingIntervalSeconds: opts.pollSeconds, includeMetadata: true }, async ([job]) => {
      await q.handler(job!.data, { id: job!.id, retryCount: job!.retryCount });
    });
    workers.set(q.name, id);
    if (q.schedule) {
      await boss.schedule(q.name, q.schedule.cron, {}, { tz: q.schedule.timeZone });
      await boss.send(q.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
    } else await boss.unschedule(q.name);
  }

  return {
    /** Adds a queue; before `start`, or after it (it starts at once). */
    async define<T extends object>(q: QueueDef<T>) {
      defs.set(q.name, q as unknown as QueueDef<object>);
      if (started) await startQueue(q as unknown as QueueDef<object>);
    },

    async start() {
      await boss.start();
      if (database.kind === 'pglite') {
        // one process owns the embedded database: a try left running was this process's before
        // it stopped, and is lost. Failing it now retries it at once, not after its expiry.
        await exec(
          `UPDATE ${JOBS_SCHEMA}.job SET state = 'retry', start_after = now() WHERE state = 'active' AND retry_count < retry_limit`,
        );
        const { rows } = await exec(`SELECT name, id FROM ${JOBS_SCHEMA}.job WHERE state = 'active'`);
        for (const r of rows as { name: string; id: string }[])
          await boss.fail(r.name, r.id, { message: 'interrupted: the process stopped while running it' });
      }
      for (const q of defs.values()) await startQueue(q);
      started = true;
    },

    /** Queues a job; it runs on whichever instance takes it first (this one is woken at once). */
    async send<T extends object>(name: string, data: T, o: { singletonKey?: string; startAfter?: Date } = {}) {
      const id = await boss.send(name, data, o);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },

    /** Waiting (created or retry), running and failed jobs per defined queue. */
    async counts(): Promise<QueueCounts[]> {
      const names = [...defs.keys()];
      const { rows } = await exec(
        `SELECT name, state, count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1::text[]) GROUP BY name, state`,
        [names],
      );
      const by = new Map(names.map((n) => [n, { name: n, waiting: 0, running: 0, failed: 0 }]));
      for (const r of rows as { name: string; state: string; n: number }[]) {
        const c = by.get(r.name)!;
        if (r.state === 'created' || r.state === 'retry') c.waiting += r.n;
        else if (r.state === 'active') c.running += r.n;
        else if (r.state === 'failed') c.failed += r.n;
      }
      return [...by.values()];
    },

    /** The latest jobs that failed for good, with the error of their last try. */
    async failed(limit = 100): Promise<FailedJob[]> {
      const { rows } = await exec(
        `SELECT id, name AS queue, output, retry_count, created_on, completed_on FROM ${JOBS_SCHEMA}.job
          WHERE state = 'failed' AND name = ANY($1::text[]) ORDER BY completed_on DESC NULLS LAST LIMIT $2`,
        [[...defs.keys()], limit],
      );
      return (
        rows as { id: string; queue: string; output: unknown; retry_count: number; created_on: Date; completed_on: Date | null }[]
      ).map((r) => ({
        id: r.id,
        queue: r.queue,
        error: errorText(r.output),
        retry_count: r.retry_count,
        created_at: new Date(r.created_on),
        failed_at: r.completed_on ? new Date(r.completed_on) : null,
      }));
    },

    /** Runs a failed job once more; false when there is no such failed job. */
    async retry(queue: string, id: string) {
      if (!defs.has(queue)) return false;
      const { rows } = await exec(`SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND id = $2::uuid AND state = 'failed'`, [queue, id]);
      if (!rows.length) return false;
      await boss.retry(queue, id);
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
      return true;
    },

    /** Stops the workers and schedules; running jobs get up to `timeoutMs` to finish. */
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      // what still runs after the timeout is failed (and so tried again, here or elsewhere)
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs }).catch((err: unknown) => {
        opts.log.warn({ err }, 'job engine did not stop cleanly');
      });
    },
  };
}
export type Jobs = ReturnType<typeof createJobs>;

/** A failed job's output as one line: pg-boss stores the thrown error (or a timeout's message). */
function errorText(output: unknown): string {
  const o = (typeof output === 'string' ? JSON.parse(output) : output) as { message?: string; value?: { message?: string } } | null;
  return (o?.message ?? o?.value?.message ?? 'error').slice(0, 1000);
}
