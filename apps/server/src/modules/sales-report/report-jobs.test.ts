import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPORT_MSG } from '@vitrina/domain/sales/report.schema';
import { createTestApp, DEMO, type TestContext } from '../../test/harness';
import { jobsSettled, secondInstance } from '../../test/jobs';
import * as t from '../../db/schema/index';
import { REPORT_QUEUE } from './sales-report.jobs';

const BASE = '/api/fo/sales/informe';
const PARAMS = { from: '2026-10-01', to: '2026-10-31', group: 'space', measure: 'bruto', format: 'xlsx' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The on-demand reports are jobs of the engine: an instance that dies in the middle of one does
// not lose it, several instances never make one twice, and one that fails for good is told.
describe('on-demand reports as jobs', () => {
  let ctx: TestContext;
  let token: string;
  let userId: string;
  // the API of the first instance (the sessions' secrets are its own in tests); the jobs run on any
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: ctx.auth(token) });
  const bell = (title: string) =>
    ctx.database.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.user_id, userId), eq(t.notifications.title, title)));
  /** What an instance killed while making the report leaves: the row half made, its job taken (active) and never finished. */
  const abandonedJob = async (app: FastifyInstance, expireSeconds = 2) => {
    const [row] = await ctx.database.db
      .insert(t.reportJobs)
      .values({ user_id: userId, params: PARAMS, status: 'procesando', progress: 60, created_at: ctx.clock.now() })
      .returning();
    const jobId = await app.jobs.send(REPORT_QUEUE, { id: row!.id }, { startAfter: new Date(Date.now() + 3_600_000) });
    await ctx.database.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now(), start_after = now(), expire_in = make_interval(secs => ${expireSeconds}) WHERE id = ${jobId}::uuid`,
    );
    return row!.id;
  };
  const waitReady = async (app: FastifyInstance, id: string) => {
    const until = Date.now() + 30_000;
    let job = (await get(app, `${BASE}/jobs/${id}`)).json();
    while (job.status !== 'listo' && job.status !== 'error' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await get(app, `${BASE}/jobs/${id}`)).json();
    }
    return job;
  };

  beforeAll(async () => {
    // a lost try is noticed within seconds here (PostgreSQL: by the expiry abandonedJob gives it;
    // PGlite: at the restart); a report's own try may take 10 s (a loaded machine) before it
    // counts as lost and is tried again
    ctx = await createTestApp({
      env: { REPORT_JOB_TIMEOUT_SECONDS: '10', JOBS_MAINTENANCE_SECONDS: '1', REPORT_JOB_RETRY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' },
    });
    token = await ctx.login(DEMO.marcaChl);
    userId = (await ctx.database.db.select().from(t.users).where(eq(t.users.email, DEMO.marcaChl)))[0]!.id;
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it.runIf(onPostgres)('an instance dies while making a report: another instance finishes it; one file, one bell message', async () => {
    const before = (await bell(REPORT_MSG.jobReadyTitle)).length;
    const other = await secondInstance(ctx);
    try {
      const id = await abandonedJob(ctx.app);
      const job = await waitReady(ctx.app, id);
      expect(job).toMatchObject({ status: 'listo', progress: 100, error: null });
      expect((await get(ctx.app, `${BASE}/jobs/${id}/file`)).statusCode).toBe(200);
      await jobsSettled(ctx.app, [REPORT_QUEUE]);
      expect(await bell(REPORT_MSG.jobReadyTitle)).toHaveLength(before + 1);
      expect(await bell(REPORT_MSG.jobFailedTitle)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it.runIf(!onPostgres)(
    'the process dies while making a report: the restarted process makes it at once; one file, one bell message',
    async () => {
      const before = (await bell(REPORT_MSG.jobReadyTitle)).length;
      // the process that took the job is gone (its engine stops: nothing of it runs any more)
      await ctx.app.jobs.stop();
      // its try would expire only in an hour: only the restart's recovery can make it in time
      const id = await abandonedJob(ctx.app, 3600);
      const restarted = await secondInstance(ctx);
      try {
        const job = await waitReady(ctx.app, id);
        expect(job).toMatchObject({ status: 'listo', progress: 100, error: null });
        expect((await get(ctx.app, `${BASE}/jobs/${id}/file`)).statusCode).toBe(200);
        expect(await bell(REPORT_MSG.jobReadyTitle)).toHaveLength(before + 1);
        expect(await bell(REPORT_MSG.jobFailedTitle)).toHaveLength(0);
      } finally {
        await restarted.close();
      }
    },
  );

  it('two instances: each report is made once, one bell message each', async () => {
    const other = await secondInstance(ctx);
    try {
      const before = (await bell(REPORT_MSG.jobReadyTitle)).length;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `${BASE}/jobs`,
          headers: ctx.auth(token),
          payload: { from: '2026-10-01', to: '2026-10-31' },
        });
        expect(res.statusCode).toBe(202);
        ids.push(res.json().id);
      }
      for (const id of ids) expect(await waitReady(ctx.app, id)).toMatchObject({ status: 'listo' });
      await jobsSettled(other.app, [REPORT_QUEUE]);
      expect(await bell(REPORT_MSG.jobReadyTitle)).toHaveLength(before + 3);
      // each job was taken once: never retried
      const runs = await ctx.database.db.execute(sql`SELECT data->>'id' AS id, retry_count FROM pgboss.job WHERE name = ${REPORT_QUEUE}`);
      const mine = (runs.rows as { id: string; retry_count: number }[]).filter((r) => ids.includes(r.id));
      expect(mine.map((r) => r.retry_count)).toEqual([0, 0, 0]);
    } finally {
      await other.close();
    }
  });

  it("a report that fails at every try ends in error: 'Reportes' and the bell say so in Spanish, once", async () => {
    const app = await secondInstance(ctx);
    try {
      // a row whose dates cannot be read: building it throws at every try
      const [row] = await ctx.database.db
        .insert(t.reportJobs)
        .values({
          user_id: userId,
          params: { ...PARAMS, from: 'x', to: 'y' },
          status: 'pendiente',
          progress: 0,
          created_at: ctx.clock.now(),
        })
        .returning();
      await app.app.jobs.send(REPORT_QUEUE, { id: row!.id });
      const job = await waitReady(ctx.app, row!.id);
      expect(job).toMatchObject({ status: 'error', error: REPORT_MSG.jobFailed });
      await jobsSettled(app.app, [REPORT_QUEUE]);
      let failed = await bell(REPORT_MSG.jobFailedTitle);
      for (let i = 0; i < 50 && !failed.length; i++) {
        await new Promise((r) => setTimeout(r, 100));
        failed = await bell(REPORT_MSG.jobFailedTitle);
      }
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ action_url: 'onDemand', body: `<p>${REPORT_MSG.jobFailed}</p>` });
      const [engine] = (
        await ctx.database.db.execute(
          sql`SELECT state, retry_count FROM pgboss.job WHERE data->>'id' = ${row!.id} AND name = ${REPORT_QUEUE}`,
        )
      ).rows;
      expect(engine).toEqual({ state: 'failed', retry_count: 2 });
    } finally {
      await app.close();
    }
  });
});
