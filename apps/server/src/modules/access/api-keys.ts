import { AppError } from '@vitrina/domain/common/errors';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import { FINANCE_MSG } from '@vitrina/domain/finance/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import type { Db } from '../../db/client';
import {
  apiKeyPrefix,
  BRANDS_IMPORT_SCOPE,
  hashApiKey,
  IMPORT_SCOPE,
  newApiKey,
  RENT_IMPORT_SCOPE,
  sameHash,
  SALES_FEED_SCOPE,
  type ApiKeyScope,
} from '../../lib/api-keys';
import { RENT_MSG } from '@vitrina/domain/rent/messages';
import { createApiKeysRepo } from './api-keys.repo';

/** Who a request's API key is: the key's id, name and prefix, and the client it acts for (feed keys). */
export interface KeyPrincipal {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  clientId: string | null;
  countryId: string | null;
}

/** What a refused key of each scope is told (the operator's imports speak of their own API). */
const REFUSALS: Record<ApiKeyScope, { required: string; invalid: string }> = {
  [IMPORT_SCOPE]: { required: FINANCE_MSG.apiKeyRequired, invalid: FINANCE_MSG.apiKeyInvalid },
  [RENT_IMPORT_SCOPE]: { required: RENT_MSG.apiKeyRequired, invalid: RENT_MSG.apiKeyInvalid },
  [BRANDS_IMPORT_SCOPE]: { required: RENT_MSG.apiKeyRequired, invalid: RENT_MSG.apiKeyInvalid },
  [SALES_FEED_SCOPE]: { required: API_KEY_MSG.keyRequired, invalid: API_KEY_MSG.keyInvalid },
};

/**
 * The one API-key mechanism (the finance import's and a tenant's point-of-sale feed): keys are
 * made and shown once here, stored as a SHA-256, named, revocable, and touched (last used) at
 * each authenticated request. A key has one scope; a feed key is bound to one client.
 */
export function createApiKeys(db: Db, clock: Clock) {
  const repo = createApiKeysRepo(db);
  /** The key as a principal of `scope`, or 401: missing, unknown, wrong secret, revoked, another scope. */
  async function principal(key: string | undefined, scope: ApiKeyScope): Promise<KeyPrincipal> {
    const msg = REFUSALS[scope];
    if (!key) throw new AppError('unauthenticated', 401, msg.required);
    const prefix = apiKeyPrefix(key);
    const found = prefix ? await repo.byPrefix(prefix) : undefined;
    const row = found?.key;
    if (!row || row.revoked_at || row.scope !== scope || !sameHash(row.key_hash, hashApiKey(key))) {
      throw new AppError('unauthenticated', 401, msg.invalid);
    }
    await repo.touch(row.id, clock.now());
    return { id: row.id, name: row.name, prefix: row.prefix, scope, clientId: row.client_id, countryId: found.country_id };
  }
  return {
    /**
     * The caller of a service route (config.access 'service' with its config.apiKeyScope), for the
     * auth hook: the key of that scope, or 401; a sales-feed key must act for a client.
     */
    async authenticate(key: string | undefined, scope: ApiKeyScope): Promise<KeyPrincipal> {
      const k = await principal(key, scope);
      if (scope === SALES_FEED_SCOPE && !k.clientId) throw new AppError('unauthenticated', 401, REFUSALS[scope].invalid);
      return k;
    },
    /** A new key: its text is returned here only. */
    async create(v: { name: string; scope: ApiKeyScope; clientId?: string; createdBy?: string }) {
      const k = newApiKey();
      const row = await repo.create({
        name: v.name,
        prefix: k.prefix,
        key_hash: k.hash,
        scope: v.scope,
        client_id: v.clientId ?? null,
        created_by: v.createdBy ?? null,
        created_at: clock.now(),
      });
      return { key: k.key, row };
    },
    revoke: (ref: { prefix?: string; id?: string; clientId?: string }) => repo.revoke(ref, clock.now()),
    list: (clientId: string | null) => repo.list(clientId),
    liveCount: (clientId: string) => repo.liveCount(clientId),
  };
}
export type ApiKeys = ReturnType<typeof createApiKeys>;
