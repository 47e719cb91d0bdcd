import type { FastifyInstance } from 'fastify';
import type { Clock } from '@vitrina/domain/common/clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createAccess, type Access, type Scope } from '../modules/access/scope';
import { createScopeCache } from '../modules/access/scope-cache';
import { registerAbilityHook } from '../modules/access/ability-hook';

/**
 * The access layer of every module (the callers' scopes, API keys, outside sales reads) and the
 * ability hook that refuses a session route to callers who hold its ability nowhere.
 */
export async function registerAccess(app: FastifyInstance, d: { config: AppConfig; database: Database; clock: Clock }): Promise<Access> {
  // the callers' scopes of the last seconds (PostgreSQL): a change on any instance empties them everywhere
  const scopes = createScopeCache<Scope>({ database: d.database, ttlMs: d.config.scopeCacheMs });
  await scopes.start();
  app.addHook('onClose', () => scopes.close());
  // a request that changed somebody's scope answers once every instance has heard of it
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await scopes.announced();
    return payload;
  });
  const access = createAccess(d.database.db, d.clock, scopes);
  registerAbilityHook(app, access);
  return access;
}
