import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import type { Database } from '../db/client';
import { createJobs, retryOnConflict } from './jobs';

const log = { error: () => {}, warn: () => {} };

/** Starts the engine on `database`, runs one job through it and stops. */
async function runOneJob(database: Database) {
  const jobs = createJobs(database, { pollSeconds: 0.5, maintenanceSeconds: 60, log });
  const seen: unknown[] = [];
  await jobs.define<{ n: number }>({
    name: 'probe',
    handler: async (data) => {
      seen.push(data);
    },
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 60,
  });
  await jobs.start();
  try {
    await jobs.send('probe', { n: 7 });
    for (let i = 0; i < 100 && !seen.length; i++) await new Promise((r) => setTimeout(r, 50));
    // the job is marked done once its handler has returned, a moment after it saw the data
    let counts = await jobs.counts();
    for (let i = 0; i < 100 && counts.some((c) => c.running > 0); i++) {
      await new Promise((r) => setTimeout(r, 50));
      counts = await jobs.counts();
    }
    return { seen, counts };
  } finally {
    await jobs.stop();
  }
}

// The engine creates its schema (pgboss) itself: on an empty database and on one that already
// has the project's tables, on PGlite or on PostgreSQL (TEST_DATABASE_URL).
describe('job engine schema', () => {
  it('is created on a fresh, empty database, and jobs run', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const { seen, counts } = await runOneJob(database);
      expect(seen).toEqual([{ n: 7 }]);
      expect(counts).toEqual([{ name: 'probe', waiting: 0, running: 0, failed: 0 }]);
    } finally {
      await database.close();
      await drop();
    }
  });

  it("is added to today's database (the project's migrations applied), and a second start reuses it", async () => {
    const { database, drop } = await freshDatabase();
    try {
      await database.migrate();
      expect((await runOneJob(database)).seen).toEqual([{ n: 7 }]);
      expect((await runOneJob(database)).seen).toEqual([{ n: 7 }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('retryOnConflict (queues set up by two instances at once)', () => {
  it('tries again after a deadlock or a duplicate key, and gives up on anything else', async () => {
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      if (calls === 2) throw Object.assign(new Error('duplicate key'), { code: '23505' });
      return 'made';
    };
    expect(await retryOnConflict(flaky)).toBe('made');
    expect(calls).toBe(3);
    let other = 0;
    const broken = async () => {
      other++;
      throw Object.assign(new Error('syntax error'), { code: '42601' });
    };
    await expect(retryOnConflict(broken)).rejects.toThrow('syntax error');
    expect(other).toBe(1);
    const always = async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    };
    await expect(retryOnConflict(always, 3)).rejects.toThrow('deadlock detected');
  });
});
