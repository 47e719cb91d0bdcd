import type { FastifyInstance } from 'fastify';
import type { AbilityCode } from '@vitrina/domain/auth/roles';
import { holdsAnywhere, isStaff } from './require';
import type { Access } from './scope';
import { forbidden } from './errors';

/** What a session route needs: an ability (tenant permission or staff action; a list: any of them), or only a signed-in user. */
export type RouteAbility = AbilityCode | readonly AbilityCode[] | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** every session route says what it needs; the ability hook refuses (403) callers who hold it nowhere */
    ability?: RouteAbility;
    /** the refusal's message, when the route's feature has its own (for a tenant / for staff without the ability) */
    refusal?: string | { tenant: string; staff: string };
  }
}

/**
 * The coarse check of every session route: the caller must hold the route's ability in one of
 * their clients or through their internal roles. The services then check the resource itself
 * (which client, which contract) with the same code (require.ts).
 */
export function registerAbilityHook(app: FastifyInstance, access: Access) {
  app.addHook('preHandler', async (req) => {
    const config = req.routeOptions.config;
    if (config?.access !== 'session' || !req.auth) return;
    const ability = config.ability;
    if (!ability) throw new Error(`session route without ability: ${req.method} ${req.routeOptions.url}`);
    if (ability === 'authenticated') return;
    const scope = await access.loadScope(req.auth.userId);
    if ((typeof ability === 'string' ? [ability] : ability).some((a) => holdsAnywhere(scope, a))) return;
    const r = config.refusal;
    throw forbidden(typeof r === 'string' ? r : r && (isStaff(scope) ? r.staff : r.tenant));
  });
  // outside reads of tenants' sales are on record before the answer that carries them leaves
  app.addHook('onSend', async (_req, _reply, payload) => {
    await access.salesReads.settled();
    return payload;
  });
}
