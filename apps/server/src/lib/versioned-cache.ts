/**
 * Values computed from the database, kept per key while their data version holds: the version
 * is read from the database on each request (cheap: a count and the newest row version), so every
 * instance answers what is stored now and a write makes the next request compute again. At most
 * `max` keys are kept; the least recently used go first.
 */
export function createVersionedCache<T>(max = 500) {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return async (key: string, version: string, compute: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.version === version) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    entries.set(key, { version, value });
    // a failed computation is not kept
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    return value;
  };
}
