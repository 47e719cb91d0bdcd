import { expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { openDatabase } from './client';

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
