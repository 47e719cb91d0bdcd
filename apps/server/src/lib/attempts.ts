import type { Clock } from '@vitrina/domain/common/clock';

/**
 * Counts recent failures per key (an address or an account) in a sliding window. Kept in the
 * server's memory: one instance per process.
 */
export class FailureCounter {
  private readonly hits = new Map<string, number[]>();
  constructor(
    private readonly clock: Clock,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private recent(key: string) {
    const since = this.clock.now().getTime() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  count(key: string) {
    return this.recent(key).length;
  }

  add(key: string) {
    const list = this.recent(key);
    list.push(this.clock.now().getTime());
    this.hits.set(key, list);
  }

  clear(key: string) {
    this.hits.delete(key);
  }
}
