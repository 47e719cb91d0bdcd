import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The scopes of API keys: the operator's finance import, rent-terms import and brand-categories
 * import, a tenant's point-of-sale feed.
 */
export const IMPORT_SCOPE = 'finance:import';
export const RENT_IMPORT_SCOPE = 'rent:import';
export const BRANDS_IMPORT_SCOPE = 'brands:import';
export const SALES_FEED_SCOPE = 'sales:feed';
export type ApiKeyScope = typeof IMPORT_SCOPE | typeof RENT_IMPORT_SCOPE | typeof BRANDS_IMPORT_SCOPE | typeof SALES_FEED_SCOPE;
/** The scopes of the operator's own keys (made with the command line, bound to no client). */
export const OPERATOR_SCOPES = [IMPORT_SCOPE, RENT_IMPORT_SCOPE, BRANDS_IMPORT_SCOPE] as const;

/**
 * An API key: `vk_<prefix>.<secret>`. The prefix (12 hex) names the key (CLI, logs, the import
 * runs, 'Mi empresa'); only the SHA-256 of the whole key is stored. The secret carries 256 bits, so a
 * plain hash is enough (no password stretching needed).
 */
export function newApiKey() {
  const prefix = randomBytes(6).toString('hex');
  const key = `vk_${prefix}.${randomBytes(32).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const apiKeyPrefix = (key: string) => /^vk_([0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/.exec(key)?.[1];
export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The key of a request: `Authorization: ApiKey <key>` or `X-Api-Key: <key>`. */
export function apiKeyOf(headers: Record<string, string | string[] | undefined>) {
  const auth = headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('ApiKey ')) return auth.slice(7).trim();
  const h = headers['x-api-key'];
  return typeof h === 'string' ? h.trim() : undefined;
}
