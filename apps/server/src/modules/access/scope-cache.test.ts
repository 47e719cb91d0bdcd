import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteWatcher } from '../../db/write-watch';
import { SCOPE_CHANNEL, createScopeCache } from './scope-cache';

/** A database as the cache sees it: its notifications, its listener's connection and this process's writes. */
function fakeDatabase() {
  const listeners = new Map<string, (payload: string) => void>();
  const watchers = new Set<WriteWatcher>();
  const db = {
    epoch: 1,
    listen: async (channel: string, fn: (payload: string) => void) => {
      listeners.set(channel, fn);
      return async () => void listeners.delete(channel);
    },
    listenerEpoch: () => db.epoch,
    watchWrites: (w: WriteWatcher) => {
      watchers.add(w);
      return () => void watchers.delete(w);
    },
    /** a notification of another instance (or a trigger) arrives */
    hear: (payload: string) => listeners.get(SCOPE_CHANNEL)?.(payload),
    /** Database.heard: this process's listener catches up a little later */
    heard: vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 20))),
    write: () => {
      const hit = [...watchers];
      for (const w of hit) w.begin();
      return () => hit.forEach((w) => w.end());
    },
    watchers,
  };
  return db;
}

async function started(ttlMs = 5_000) {
  const db = fakeDatabase();
  const cache = createScopeCache<string>({ database: db, ttlMs });
  await cache.start();
  return { db, cache };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the scope cache', () => {
  it('answers a scope it stored until a notification names its user (or everybody)', async () => {
    const { db, cache } = await started();
    cache.set('u1', 'scope 1', cache.generation());
    cache.set('u2', 'scope 2', cache.generation());
    expect(cache.get('u1')).toBe('scope 1');
    db.hear('u1');
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u2')).toBe('scope 2');
    db.hear('*');
    expect(cache.get('u2')).toBeUndefined();
  });

  it('does not store a read that started before a change', async () => {
    const { db, cache } = await started();
    const gen = cache.generation();
    db.hear('someone else');
    cache.set('u1', 'read before the change', gen);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('neither answers nor stores while a write of this process is on its way, and forgets everything when it is visible', async () => {
    const { db, cache } = await started();
    cache.set('u1', 'before', cache.generation());
    const visible = db.write();
    expect(cache.get('u1')).toBeUndefined();
    // a read during the write (another connection still sees the old rows) is not kept
    cache.set('u1', 'old rows', cache.generation());
    expect(cache.get('u1')).toBeUndefined();
    const gen = cache.generation();
    visible();
    cache.set('u1', 'read before the write was visible', gen);
    expect(cache.get('u1')).toBeUndefined();
    cache.set('u1', 'after', cache.generation());
    expect(cache.get('u1')).toBe('after');
  });

  it('answers only what it stored under the current listener connection, and nothing while it is down', async () => {
    const { db, cache } = await started();
    cache.set('u1', 'scope', cache.generation());
    db.epoch = 2; // the listener connected again: notifications may have been lost
    expect(cache.get('u1')).toBeUndefined();
    db.epoch = -1;
    cache.set('u1', 'scope', cache.generation());
    expect(cache.get('u1')).toBeUndefined();
  });

  it('keeps an entry at most its time to live', async () => {
    vi.useFakeTimers();
    const { cache } = await started(5_000);
    cache.set('u1', 'scope', cache.generation());
    vi.advanceTimersByTime(4_000);
    expect(cache.get('u1')).toBe('scope');
    vi.advanceTimersByTime(1_500);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('is off without write watching (PGlite), with a time to live of 0, and once closed', async () => {
    const { watchWrites: _, ...pglite } = fakeDatabase();
    const off = createScopeCache<string>({ database: pglite, ttlMs: 5_000 });
    await off.start();
    off.set('u1', 'scope', off.generation());
    expect(off.get('u1')).toBeUndefined();

    const zero = await started(0);
    zero.cache.set('u1', 'scope', zero.cache.generation());
    expect(zero.cache.get('u1')).toBeUndefined();
    expect(zero.db.watchers.size).toBe(0);

    const { db, cache } = await started();
    await cache.close();
    expect(db.watchers.size).toBe(0);
    cache.set('u1', 'scope', cache.generation());
    expect(cache.get('u1')).toBeUndefined();
  });

  it('a request that committed a change answers once its own listener has heard everything committed so far', async () => {
    const { db, cache } = await started();
    // nothing written: nothing to wait for
    await cache.announced();
    expect(db.heard).not.toHaveBeenCalled();
    db.write()();
    // the listener hears the change when the test says so
    let hear!: () => void;
    db.heard.mockImplementationOnce(() => new Promise<void>((resolve) => (hear = resolve)));
    let answered = false;
    const done = cache.announced().then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(db.heard).toHaveBeenCalledTimes(1);
    expect(answered).toBe(false);
    hear();
    await done;
    expect(answered).toBe(true);
    // announced once
    await cache.announced();
    expect(db.heard).toHaveBeenCalledTimes(1);
  });
});
