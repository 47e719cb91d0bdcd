import { PERMISSIONS, type PermissionCode } from '@vitrina/domain/auth/permissions';
import { staffAbilities, type AbilityCode } from '@vitrina/domain/auth/roles';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import { systemClock } from '@vitrina/domain/common/clock';
import type { Db } from '../../db/client';
import { createAccessRepo, type Assignment } from './access.repo';
import { createApiKeys, type KeyPrincipal } from './api-keys';
import { createSalesReadLog, type SalesRead } from './sales-reads';
import type { ScopeCache } from './scope-cache';

export type { Assignment } from './access.repo';

/** Who the caller is and what they may do: tenant permissions per client, staff abilities, assignments. */
export interface Scope {
  userId: string;
  email: string;
  countryId: CountryId;
  corporativo: boolean;
  /**
   * the profile's 'Comprobantes por correo': a preference, not a right, kept here because it is
   * read after every accepted declaration and the scope is read (and cached) anyway
   */
  receiptsByEmail: boolean;
  /** enabled role ids */
  roles: Set<string>;
  /** abilities of the caller's internal roles over the tenants (roles.ts STAFF_ABILITIES) */
  staff: Set<AbilityCode>;
  /** client id → the permission codes held there, in the user's order of clients */
  clients: Map<string, Set<PermissionCode>>;
  assignments: Assignment[];
  /** the shopping centres (building ids) a staff member works at; empty for tenants */
  buildings: Set<string>;
  /** set when the caller is an API key (a tenant's point of sale): it acts inside its one client, every space */
  apiKey?: KeyPrincipal;
  /** notes a read of a client's sales granted to this caller from outside the client (require.ts) */
  noteSalesRead?: (read: SalesRead) => void;
}

const CODE_OF = new Map(PERMISSIONS.map((p) => [p.id, p.code]));
const ID_OF = new Map(PERMISSIONS.map((p) => [p.code, p.id]));

/** The permission ids of a set of codes (for the answers and rules that speak ids). */
export const permissionIds = (codes: Iterable<PermissionCode>) => [...codes].map((c) => ID_OF.get(c)!);

/**
 * The access layer: loads the caller's scope in one query; the API keys; the record of outside
 * sales reads. Given the request's caller (its `req.auth`, the object `requireAuth` answers), the
 * scope is read once per request: the ability hook reads it, the service gets the same one
 * (one round trip less on every request).
 */
export function createAccess(db: Db, clock: Clock = systemClock, cache?: ScopeCache<Scope>) {
  const repo = createAccessRepo(db);
  const salesReads = createSalesReadLog(db, clock);
  const apiKeys = createApiKeys(db, clock);
  const perRequest = new WeakMap<object, Promise<Scope>>();
  function loadScope(who: string | { userId: string }): Promise<Scope> {
    if (typeof who === 'string') return read(who);
    let scope = perRequest.get(who);
    if (!scope) {
      scope = read(who.userId);
      perRequest.set(who, scope);
      // a failed read is not kept (the next call reads again)
      scope.catch(() => perRequest.delete(who));
    }
    return scope;
  }
  async function read(userId: string): Promise<Scope> {
    // the scopes of the last seconds (scope-cache.ts): any change of them empties it first
    const cached = cache?.get(userId);
    if (cached) return cached;
    const gen = cache?.generation() ?? 0;
    const s = await repo.scopeRow(userId);
    if (!s) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
    const roles = new Set(s.roles);
    const scope: Scope = {
      userId,
      email: s.email,
      countryId: s.country_id as CountryId,
      corporativo: s.corporativo,
      receiptsByEmail: s.receipts_by_email,
      roles,
      staff: staffAbilities(s.roles),
      clients: new Map(
        s.clients.map((c) => [c.client_id, new Set(c.permission_ids.flatMap((id) => (CODE_OF.has(id) ? [CODE_OF.get(id)!] : [])))]),
      ),
      assignments: s.assignments,
      buildings: new Set(s.buildings),
      noteSalesRead: (read) => salesReads.note({ kind: 'user', userId, email: s.email, roles }, read),
    };
    cache?.set(userId, scope, gen);
    return scope;
  }
  /**
   * The scope of a tenant's API key (scope 'sales:feed'): inside its client only, every space of
   * it, with the permissions the key's scope gives (declare and read daily sales).
   */
  function keyScope(k: KeyPrincipal, codes: PermissionCode[]): Scope {
    if (!k.clientId) throw new AppError('unauthenticated', 401, MSG.sessionEnded);
    return {
      userId: k.id,
      email: `api:${k.prefix}`,
      countryId: (k.countryId ?? 'CHL') as CountryId,
      corporativo: false,
      receiptsByEmail: false,
      roles: new Set(),
      staff: new Set(),
      clients: new Map([[k.clientId, new Set(codes)]]),
      assignments: [],
      buildings: new Set(),
      apiKey: k,
      noteSalesRead: (read) => salesReads.note({ kind: 'key', keyId: k.id, name: k.name, prefix: k.prefix }, read),
    };
  }
  return { loadScope, keyScope, apiKeys, salesReads };
}
export type Access = ReturnType<typeof createAccess>;
