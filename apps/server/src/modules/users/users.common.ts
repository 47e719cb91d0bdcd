import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { WELCOME_LINK_HOURS, type UserAdminOp } from '@vitrina/domain/users/users.rules';
import type { ClientSpace, UserAdmin } from '@vitrina/domain/users/users.schema';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { UsersRepo } from './users.repo';
import { welcomeMail } from '../../lib/welcome-mail';
import { issueSetPasswordLink } from '../../lib/set-password';
import { assigned } from '../access/reach';
import type { Access } from '../access/scope';
import { requireUserAdmin } from '../access/require-users';
import type { FastifyBaseLogger } from 'fastify';

export type Caller = { userId: string };
/** Who asked, for the audit log, and the request's logger (mail lines carry its request id). */
export interface Meta {
  ip?: string;
  log?: FastifyBaseLogger;
}

export const notFound = (message: string = MSG.notFound) => new AppError('not_found', 404, message);
export const badRequest = (message: string) => new AppError('validation_error', 400, message);
export const conflict = (code: string, message: string) => new AppError(code, 409, message);

export type Assignment = Awaited<ReturnType<UsersRepo['assignmentsIn']>>[number];
export type Contract = Awaited<ReturnType<UsersRepo['clientContracts']>>[number];
export type UserRow = {
  id: string;
  email: string;
  status: string;
  nombres: string;
  apellidos: string;
  phone: string | null;
  position: string | null;
  country_id: string;
};

export function toAdmin(u: UserRow, permissionIds: number[], assignments: Pick<Assignment, 'type' | 'space_id' | 'brand_id'>[]): UserAdmin {
  const spaces = [...new Set(assignments.filter((a) => a.type !== 'Brand' && a.space_id).map((a) => a.space_id!))];
  const brands = [...new Set(assignments.filter((a) => a.type === 'Brand' && a.brand_id).map((a) => a.brand_id!))];
  return {
    id: u.id,
    email: u.email,
    status: u.status as UserAdmin['status'],
    first_name: u.nombres,
    last_name: u.apellidos,
    phone: u.phone,
    position: u.position,
    country_id: u.country_id as CountryId,
    permissions: [...permissionIds].sort((a, b) => a - b),
    assignments: [
      ...spaces.map((space_id) => ({ type: 'Space' as const, space_id })),
      ...brands.map((brand_id) => ({ type: 'Brand' as const, brand_id })),
    ],
  };
}

export interface UsersDeps {
  repo: UsersRepo;
  access: Access;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}

/** What the user administration's use cases share: the dependencies, the caller's hold on the client, the admin view, the welcome link and mail. */
export function createUsersCommon(deps: UsersDeps) {
  const { repo, clock, mailer } = deps;

  /**
   * The permission ids the caller holds in the client, from the caller's scope (the access
   * layer's one query, read once per request): 404 for a non-member, 403 when they may not do
   * `op` to its users (access requireUserAdmin).
   */
  const heldIn = async (caller: Caller, clientId: string, op: UserAdminOp) =>
    requireUserAdmin(await deps.access.loadScope(caller), clientId, op);

  async function scopeOf(caller: Caller, clientId: string, op: UserAdminOp) {
    const ids = await heldIn(caller, clientId, op);
    const client = (await repo.client(clientId))!;
    return { client, country: client.country_id as CountryId, perms: new Set(ids) };
  }

  /** The client's contracts the caller sees (those in the caller's assignations). */
  async function visibleContracts(caller: Caller, clientId: string) {
    const [contracts, mine] = await Promise.all([repo.clientContracts(clientId), repo.assignmentsIn(clientId, [caller.userId])]);
    return contracts.filter((c) => assigned(mine, { ...c, client_id: clientId }));
  }

  function groupSpaces(contracts: Contract[]): ClientSpace[] {
    const bySpace = new Map<string, ClientSpace>();
    for (const c of contracts) {
      const s = bySpace.get(c.space_id) ?? { space_id: c.space_id, space_num: c.space_code, building_name: c.building_name, contracts: [] };
      s.contracts.push({ contract_num: c.contract_code, brand_name: c.brand_name, contract_status: c.contract_status });
      bySpace.set(c.space_id, s);
    }
    return [...bySpace.values()];
  }

  async function adminView(clientId: string, userId: string, d?: Db) {
    const u = await repo.userInClient(clientId, userId, d);
    if (!u || u.status === 'Deshabilitado') throw notFound(USERS_MSG.userNotFound);
    return toAdmin(u, u.permission_ids, await repo.assignmentsIn(clientId, [userId], d));
  }

  /** A fresh set-password link for a user (earlier unused ones stop working), inside the caller's transaction. */
  const issueWelcomeLink = (tx: Db, userId: string) =>
    issueSetPasswordLink(tx, { userId, now: clock.now(), validForMs: WELCOME_LINK_HOURS * 3_600_000, publicUrl: deps.publicUrl });

  const mailOf = (user: { email: string; nombres: string }, clientName: string, link: string) =>
    welcomeMail({ to: user.email, nombres: user.nombres, clientName, link, hours: WELCOME_LINK_HOURS });

  const welcomeAudit = (caller: Caller, userId: string, clientId: string, meta: Meta, action: string) => ({
    at: clock.now(),
    actor_user_id: caller.userId,
    action,
    entity: 'user',
    entity_id: userId,
    client_id: clientId,
    ip: meta.ip ?? null,
  });

  return { deps, repo, clock, mailer, heldIn, scopeOf, visibleContracts, groupSpaces, adminView, issueWelcomeLink, mailOf, welcomeAudit };
}

export type UsersCommon = ReturnType<typeof createUsersCommon>;
