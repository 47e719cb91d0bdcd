import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_IDS } from '@vitrina/domain/countries/countries';
import { createTestApp, testClock, type TestContext } from '../../test/harness';
import { jobsSettled, secondInstance } from '../../test/jobs';
import * as t from '../../db/schema/index';
import { remindersQueue } from './reminders.service';

// Several server instances over one database (PostgreSQL, or PGlite in one process): the
// reminders are jobs of the engine; whichever instance runs them, each user hears once.
describe('cut-off reminders as jobs over two instances', () => {
  let ctx: TestContext;
  const queues = COUNTRY_IDS.map(remindersQueue);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: testClock('2026-11-22T15:00:00Z'), env: { REMINDERS: 'on' } });
  }, 600_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('each country has one hourly schedule in its own time zone', async () => {
    const rows = await ctx.database.db.execute(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`);
    expect(rows.rows).toEqual(
      COUNTRY_IDS.map((c) => ({ name: remindersQueue(c), cron: '5 * * * *', timezone: COUNTRIES[c].timeZone })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
  });

  it('both instances run the due jobs at once: every reminder is sent exactly once', async () => {
    ctx.clock.set('2026-12-09T12:00:00Z');
    const other = await secondInstance(ctx);
    try {
      // the same hour's job reaches each instance twice (as if each had sent it), all at once
      await Promise.all([ctx.app, other.app, ctx.app, other.app].flatMap((app) => queues.map((q) => app.jobs.send(q, {}))));
      await jobsSettled(ctx.app, queues);
      const sends = await ctx.database.db.select().from(t.reminderSends);
      expect(sends.length).toBeGreaterThan(0);
      expect(new Set(sends.map((s) => s.user_id)).size).toBe(sends.length);
      // one bell message per reminded user
      const bell = await ctx.database.db.select().from(t.notifications).where(like(t.notifications.title, '%plazo%'));
      expect(bell.map((n) => n.user_id).sort()).toEqual(sends.map((s) => s.user_id).sort());
      // every job ran to completion, none failed
      expect((await ctx.app.jobs.counts()).filter((c) => queues.includes(c.name)).every((c) => c.failed === 0)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
