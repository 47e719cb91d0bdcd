import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp, testClock, type TestContext } from '../../test/harness';
import * as t from '../../db/schema/index';
import { createRemindersRepo } from './reminders.repo';
import { createRemindersService, REMINDERS_LOCK_KEY } from './reminders.service';

// Several server instances over one PostgreSQL database: one run at a time (advisory lock) and
// never two messages for one user and day. Runs with TEST_DATABASE_URL (PostgreSQL) only.
describe.runIf(process.env.TEST_DATABASE_URL)('cut-off reminders over PostgreSQL: two schedulers', () => {
  let ctx: TestContext;
  const clock = testClock('2026-12-09T12:00:00Z');
  const scheduler = () => {
    const notified: string[] = [];
    const service = createRemindersService({
      repo: createRemindersRepo(ctx.database.db),
      clock,
      mailer: { send: async () => {} },
      notify: async (userId) => {
        notified.push(...[userId].flat());
      },
      publicUrl: 'http://localhost',
      lock: true,
    });
    return { service, notified };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ clock: testClock('2026-11-22T15:00:00Z') });
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('a run while another instance holds the lock is skipped', async () => {
    const { service, notified } = scheduler();
    // another instance's run in progress: its connection holds the lock
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    const other = new pg.Client({ connectionString: (pool.options as { connectionString: string }).connectionString });
    await other.connect();
    await other.query('BEGIN');
    await other.query('SELECT pg_advisory_xact_lock($1)', [REMINDERS_LOCK_KEY]);
    try {
      expect(await service.runOnce()).toEqual({ sent: 0, skipped: true });
      expect(notified).toHaveLength(0);
    } finally {
      await other.query('COMMIT');
      await other.end();
    }
  });

  it('two schedulers at once: every user reminded exactly once', async () => {
    const a = scheduler();
    const b = scheduler();
    const [ra, rb] = await Promise.all([a.service.runOnce(), b.service.runOnce()]);
    const all = [...a.notified, ...b.notified];
    expect(all.length).toBeGreaterThan(0);
    expect(ra.sent + rb.sent).toBe(all.length);
    expect(new Set(all).size).toBe(all.length);
    const rows = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(t.reminderSends);
    expect(rows[0]!.n).toBe(all.length);
    // and again: nothing more
    const [again1, again2] = await Promise.all([a.service.runOnce(), b.service.runOnce()]);
    expect(again1.sent + again2.sent).toBe(0);
  });
});
