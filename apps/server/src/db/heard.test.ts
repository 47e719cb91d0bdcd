import { expect, it, vi } from 'vitest';
import { freshDatabase } from '../test/harness';
import pg from 'pg';
import { openDatabase } from './client';
import { HEARD_ACK_CHANNEL, HEARD_CHANNEL, LISTENER_APP_PREFIX } from './listener';

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "Database.heard answers once this process's listener has heard what another instance committed before (PostgreSQL)",
  async () => {
    const { database: a, drop } = await freshDatabase();
    // a second instance: its own pool and listener over the same database
    const b = await openDatabase({ url: a.url, dataDir: 'memory://' });
    try {
      const got: string[] = [];
      await a.listen('vitrina_test_heard', (p) => got.push(p));
      for (let i = 0; i < 20; i++) {
        await b.notify('vitrina_test_heard', `n${i}`);
        await a.heard();
        expect(got).toEqual(Array.from({ length: i + 1 }, (_, j) => `n${j}`));
      }
    } finally {
      await b.close();
      await a.close();
      await drop();
    }
  },
);

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "and only once every other instance's listener has answered that it heard it too; one that does not answer is waited for at most waitMs",
  async () => {
    const { database: a, drop } = await freshDatabase();
    // another instance's listener, slow: it answers A's marks only when the test says so
    const other = new pg.Client({ connectionString: a.url, application_name: `${LISTENER_APP_PREFIX}slow` });
    await other.connect();
    const marks: string[] = [];
    other.on('notification', (m) => {
      if (m.channel === HEARD_CHANNEL) marks.push(m.payload!);
    });
    await other.query(`LISTEN ${HEARD_CHANNEL}`);
    try {
      await a.listen('vitrina_test_heard', () => {});
      let answered = false;
      const heard = a.heard(10_000).then(() => (answered = true));
      await vi.waitFor(() => expect(marks).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 200));
      expect(answered).toBe(false);
      await other.query('SELECT pg_notify($1, $2)', [HEARD_ACK_CHANNEL, `${marks[0]}:slow`]);
      await heard;
      expect(answered).toBe(true);
      // it never answers: A goes on after waitMs
      const t0 = performance.now();
      await a.heard(300);
      expect(performance.now() - t0).toBeGreaterThanOrEqual(290);
    } finally {
      await other.end();
      await a.close();
      await drop();
    }
  },
);

it.skipIf(!!process.env.TEST_DATABASE_URL)('on PGlite (one process) it answers at once', async () => {
  const { database, drop } = await freshDatabase();
  try {
    expect(database.kind).toBe('pglite');
    await expect(database.heard()).resolves.toBeUndefined();
  } finally {
    await database.close();
    await drop();
  }
});
