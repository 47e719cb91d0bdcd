import { normalizeEmail } from '@vitrina/domain/auth/email';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import {
  addableRefusal,
  canAdminUsers,
  lacksRequiredSpace,
  mayManageHolder,
  roleCovers,
  splitGrantable,
  statusOfFilter,
  WELCOME_LINK_HOURS,
  type UserAdminOp,
  type UserStateFilter,
} from '@vitrina/domain/users/users.rules';
import type { ClientSpace, UserAdmin, UserLookup, UserSave } from '@vitrina/domain/users/users.schema';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { UsersRepo } from './users.repo';
import { welcomeMail } from '../../lib/welcome-mail';
import { issueSetPasswordLink } from '../../lib/set-password';
import { addStoreChiefs, assertAddable } from '../access/members';
import { assigned } from '../access/reach';
import { permissionIds, type Access } from '../access/scope';
import type { FastifyBaseLogger } from 'fastify';

type Caller = { userId: string };
/** Who asked, for the audit log, and the request's logger (mail lines carry its request id). */
export interface Meta {
  ip?: string;
  log?: FastifyBaseLogger;
}

const notFound = (message: string = MSG.notFound) => new AppError('not_found', 404, message);
const forbidden = (message: string = MSG.forbidden) => new AppError('forbidden', 403, message);
const badRequest = (message: string) => new AppError('validation_error', 400, message);
const conflict = (code: string, message: string) => new AppError(code, 409, message);

type Assignment = Awaited<ReturnType<UsersRepo['assignmentsIn']>>[number];
type Contract = Awaited<ReturnType<UsersRepo['clientContracts']>>[number];
type UserRow = {
  id: string;
  email: string;
  status: string;
  nombres: string;
  apellidos: string;
  phone: string | null;
  position: string | null;
  country_id: string;
};

function toAdmin(u: UserRow, permissionIds: number[], assignments: Pick<Assignment, 'type' | 'space_id' | 'brand_id'>[]): UserAdmin {
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

/**
 * User administration of a client (spec 1 §2.11, §7 auth service client users). The caller must
 * belong to the client (otherwise 404: nothing is revealed) and hold the User ability for the
 * operation (403). An administrator only gives permissions they hold and spaces they see, and
 * cannot change or remove a user holding permissions they do not have.
 */
export function createUsersService(deps: { repo: UsersRepo; access: Access; clock: Clock; mailer: Mailer; publicUrl: string }) {
  const { repo, clock, mailer } = deps;

  /**
   * The permission ids the caller holds in the client, from the caller's scope (the access
   * layer's one query, read once per request): 404 for a non-member, 403 when they may not do
   * `op` to its users.
   */
  async function heldIn(caller: Caller, clientId: string, op: UserAdminOp) {
    const held = (await deps.access.loadScope(caller)).clients.get(clientId);
    if (!held) throw notFound();
    const ids = permissionIds(held);
    if (!canAdminUsers(ids, op)) throw forbidden();
    return ids;
  }

  async function scopeOf(caller: Caller, clientId: string, op: UserAdminOp) {
    const ids = await heldIn(caller, clientId, op);
    const client = (await repo.client(clientId))!;
    return { client, country: client.country_id as CountryId, perms: new Set(ids) };
  }

  /** The client's contracts the caller sees (spec 1 §6: those in the caller's assignations). */
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

  /** Checks shared by create and update; returns the contracts to assign per selected space. */
  async function checkSave(caller: Caller, clientId: string, scope: Awaited<ReturnType<typeof scopeOf>>, body: UserSave) {
    if (body.country_id !== scope.country) throw badRequest(USERS_MSG.countryMismatch);
    if (splitGrantable(body.permissions, scope.perms).withheld.length) throw forbidden(USERS_MSG.permissionNotGrantable);
    const visible = await visibleContracts(caller, clientId);
    const visibleSpaces = new Set(visible.map((c) => c.space_id));
    if (body.space_ids.some((id) => !visibleSpaces.has(id))) throw badRequest(USERS_MSG.spaceNotOfClient);
    return visible;
  }

  /** 'A permission that requires a contract requires a space', on the spaces the user ends up with (400). */
  const assertSpaceRule = (body: UserSave, keptSpaceIds: readonly string[]) => {
    if (lacksRequiredSpace(body.permissions, body.space_ids, keptSpaceIds)) throw badRequest(USERS_MSG.spaceRequired);
  };

  const spaceRows = (userId: string, clientId: string, contracts: Contract[], spaceIds: Iterable<string>) => {
    const wanted = new Set(spaceIds);
    return contracts
      .filter((c) => wanted.has(c.space_id))
      .map((c) => ({
        user_id: userId,
        type: 'Space',
        client_id: clientId,
        space_id: c.space_id,
        contract_id: c.contract_id,
      }));
  };

  /**
   * Makes users given spaces the store chiefs (EXT_LOCAL) of those spaces' current contracts, unless
   * a role of theirs already covers the contract (company or brand administrator, chief already);
   * at most two chiefs per store, checked under a lock on the contracts (409 managers_max).
   */
  async function makeStoreChief(tx: Db, userId: string, clientId: string, contracts: Contract[], spaceIds: Iterable<string>) {
    const wanted = new Set(spaceIds);
    const held = await repo.rolesInClient(tx, userId, clientId);
    const current = contracts
      .filter((c) => wanted.has(c.space_id) && c.contract_status === 0)
      .map((c) => ({ id: c.contract_id, client_id: clientId, brand_id: c.brand_id }))
      .filter((c) => !roleCovers(held, c));
    await addStoreChiefs(tx, userId, current);
    return current.map((c) => c.id);
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

  return {
    /**
     * The client's users. The membership check reads the caller's scope (already read for this
     * request by the ability hook) and the users come with their assignments: two round trips
     * instead of five (#20).
     */
    async list(caller: Caller, clientId: string, q: { q?: string; status?: UserStateFilter }) {
      await heldIn(caller, clientId, 'read');
      const rows = await repo.listUsers(clientId, {
        q: q.q || undefined,
        status: statusOfFilter(q.status) as 'Ok' | 'Pendiente' | undefined,
      });
      return rows.map((r) => toAdmin(r, r.permission_ids, r.assignments));
    },

    async get(caller: Caller, clientId: string, userId: string) {
      await scopeOf(caller, clientId, 'read');
      return adminView(clientId, userId);
    },

    async spaces(caller: Caller, clientId: string) {
      await scopeOf(caller, clientId, 'create');
      return groupSpaces(await visibleContracts(caller, clientId));
    },

    /**
     * Whether an address can be invited to the client (#12 item 10: nothing of another company's
     * user is told): an unknown address or a user of the same country can; a member of this client,
     * staff or another country's user cannot (reason: what saving would answer). The profile, for
     * the prefill, only of a user already in one of the caller's companies where they administer users.
     */
    async search(caller: Caller, clientId: string, email: string): Promise<UserLookup> {
      const scope = await scopeOf(caller, clientId, 'create');
      const u = await repo.userByEmail(email);
      if (!u) return { data: { invitable: true } };
      const refusal = addableRefusal(u, scope.country);
      if (refusal === 'internal') return { data: { invitable: false, reason: USERS_MSG.internalUser } };
      if (refusal === 'other_country') return { data: { invitable: false, reason: USERS_MSG.otherCountry } };
      const theirs = await repo.memberships(u.id);
      if (theirs.some((m) => m.client_id === clientId)) return { data: { invitable: false, reason: USERS_MSG.alreadyMember } };
      const mine = (await repo.memberships(caller.userId)).filter((m) => canAdminUsers(m.permission_ids, 'read'));
      const shared = theirs.some((m) => mine.some((c) => c.client_id === m.client_id));
      return {
        data: {
          invitable: true,
          ...(shared ? { user: { first_name: u.nombres, last_name: u.apellidos, phone: u.phone, position: u.position } } : {}),
        },
      };
    },

    /**
     * Creates the user (or adds an existing one of the same country), makes them the store chief of
     * the spaces given, and e-mails a set-password link to a Pendiente user. The link and the
     * e-mail (in the outbox) are written in the same transaction; the e-mail goes out once it is
     * committed, and a mail server away delays it without failing the request.
     */
    async create(caller: Caller, clientId: string, body: UserSave, meta: Meta) {
      const scope = await scopeOf(caller, clientId, 'create');
      const contracts = await checkSave(caller, clientId, scope, body);
      // a new member of the client holds no space there yet: only those sent count
      assertSpaceRule(body, []);
      const existing = await repo.userByEmail(body.email);
      if (existing) {
        assertAddable(existing, scope.country);
        if (await repo.membership(existing.id, clientId)) throw conflict('already_member', USERS_MSG.alreadyMember);
      }
      const now = clock.now();
      const { userId, mail } = await repo.transaction(async (tx) => {
        let id: string;
        if (existing) {
          id = existing.id;
          const orphan = (await repo.memberships(id, tx)).length === 0;
          // the profile of someone who belongs to other companies is theirs: it is not overwritten
          if (orphan) {
            await repo.updateUser(tx, id, {
              nombres: body.first_name,
              apellidos: body.last_name,
              phone: body.phone,
              position: body.position,
              status: existing.has_password ? 'Ok' : 'Pendiente',
              updated_at: now,
            });
          }
        } else {
          id = await repo.insertUser(tx, {
            email: body.email,
            nombres: body.first_name,
            apellidos: body.last_name,
            phone: body.phone,
            position: body.position,
            country_id: scope.country,
            status: 'Pendiente',
            created_at: now,
            updated_at: now,
          });
        }
        await repo.insertMembership(tx, id, clientId, body.permissions);
        await repo.insertAssignments(tx, spaceRows(id, clientId, contracts, body.space_ids));
        const chiefOf = await makeStoreChief(tx, id, clientId, contracts, body.space_ids);
        await repo.audit(
          {
            at: now,
            actor_user_id: caller.userId,
            action: existing ? 'user_added_to_client' : 'user_created',
            entity: 'user',
            entity_id: id,
            client_id: clientId,
            ip: meta.ip ?? null,
            details: { email: body.email, permissions: body.permissions, spaces: body.space_ids, store_chief_of: chiefOf },
          },
          tx,
        );
        const row = (await repo.userById(id, tx))!;
        if (row.status !== 'Pendiente') return { userId: id, mail: null };
        const mail = await mailer.enqueue(mailOf(row, scope.client.name, await issueWelcomeLink(tx, id)), { tx, log: meta.log });
        await repo.audit(welcomeAudit(caller, id, clientId, meta, 'user_welcome_sent'), tx);
        return { userId: id, mail };
      });
      if (mail) mailer.deliverSoon(mail);
      return { message: USERS_MSG.created, user: await adminView(clientId, userId) };
    },

    /** Updates profile, permissions and the spaces the caller sees; the e-mail does not change. */
    async update(caller: Caller, clientId: string, body: UserSave, meta: Meta) {
      const scope = await scopeOf(caller, clientId, 'update');
      if (!body.id) throw badRequest(USERS_MSG.userNotFound);
      const target = await repo.userInClient(clientId, body.id);
      if (!target || target.status === 'Deshabilitado') throw notFound(USERS_MSG.userNotFound);
      if (normalizeEmail(target.email) !== body.email) throw badRequest(USERS_MSG.emailNotEditable);
      if (!mayManageHolder(target.permission_ids, scope.perms)) throw forbidden(USERS_MSG.morePrivileged);
      const contracts = await checkSave(caller, clientId, scope, body);
      const visibleIds = new Set(contracts.map((c) => c.contract_id));
      const visibleSpaces = new Set(contracts.map((c) => c.space_id));
      const now = clock.now();
      await repo.transaction(async (tx) => {
        const current = (await repo.assignmentsIn(clientId, [target.id], tx)).filter((a) => a.type !== 'Brand');
        // only the spaces the caller sees are replaced; others stay as they are
        const inScope = current.filter((a) => (a.contract_id ? visibleIds.has(a.contract_id) : visibleSpaces.has(a.space_id ?? '')));
        // the rule counts the kept ones too; refused before anything is written
        const kept = current.filter((a) => !inScope.includes(a));
        assertSpaceRule(body, [...new Set(kept.flatMap((a) => (a.space_id ? [a.space_id] : [])))]);
        const wanted = new Set(body.space_ids);
        const removed = inScope.filter((a) => !wanted.has(a.space_id ?? ''));
        const have = new Set(current.map((a) => a.contract_id ?? a.space_id));
        const added = spaceRows(target.id, clientId, contracts, wanted).filter((r) => !have.has(r.contract_id));
        await repo.updateUser(tx, target.id, {
          nombres: body.first_name,
          apellidos: body.last_name,
          phone: body.phone,
          position: body.position,
          updated_at: now,
        });
        await repo.setPermissions(tx, target.id, clientId, body.permissions);
        await repo.deleteAssignments(
          tx,
          removed.map((a) => a.id),
        );
        await repo.deleteLocalRoles(
          tx,
          target.id,
          clientId,
          removed.flatMap((a) => (a.contract_id ? [a.contract_id] : [])),
        );
        await repo.insertAssignments(tx, added);
        const chiefOf = await makeStoreChief(tx, target.id, clientId, contracts, new Set(added.map((a) => a.space_id)));
        await repo.audit(
          {
            at: now,
            actor_user_id: caller.userId,
            action: 'user_updated',
            entity: 'user',
            entity_id: target.id,
            client_id: clientId,
            ip: meta.ip ?? null,
            details: {
              before: {
                first_name: target.nombres,
                last_name: target.apellidos,
                phone: target.phone,
                position: target.position,
                permissions: target.permission_ids,
              },
              after: {
                first_name: body.first_name,
                last_name: body.last_name,
                phone: body.phone,
                position: body.position,
                permissions: body.permissions,
              },
              spaces_added: [...new Set(added.map((a) => a.space_id))],
              spaces_removed: [...new Set(removed.map((a) => a.space_id))],
              store_chief_of: chiefOf,
            },
          },
          tx,
        );
      });
      return { message: USERS_MSG.updated, user: await adminView(clientId, target.id) };
    },

    /** Removes the user from this client only; nobody removes themselves. */
    async remove(caller: Caller, clientId: string, userId: string, meta: Meta) {
      const scope = await scopeOf(caller, clientId, 'delete');
      if (userId === caller.userId) throw conflict('self_delete', USERS_MSG.selfDelete);
      const target = await repo.userInClient(clientId, userId);
      if (!target) throw notFound(USERS_MSG.userNotFound);
      if (!mayManageHolder(target.permission_ids, scope.perms)) throw forbidden(USERS_MSG.morePrivileged);
      const now = clock.now();
      let revoked = false;
      await repo.transaction(async (tx) => {
        await repo.removeFromClient(tx, userId, clientId);
        const left = await repo.memberships(userId, tx);
        // a user left without any company can no longer sign in
        if (left.length === 0) {
          await repo.updateUser(tx, userId, { status: 'Deshabilitado', updated_at: now });
          await repo.revokeSessions(tx, userId, now);
          revoked = true;
        }
        await repo.audit(
          {
            at: now,
            actor_user_id: caller.userId,
            action: 'user_removed_from_client',
            entity: 'user',
            entity_id: userId,
            client_id: clientId,
            ip: meta.ip ?? null,
            details: { email: target.email, permissions: target.permission_ids, disabled: left.length === 0 },
          },
          tx,
        );
      });
      if (revoked) await repo.sessionsRevoked(userId);
      return { message: USERS_MSG.deleted };
    },

    /** 'Reenviar Correo': a fresh welcome link, only while the user is Pendiente. */
    async resendWelcome(caller: Caller, userId: string, clientId: string | undefined, meta: Meta) {
      const mine = await repo.memberships(caller.userId);
      const theirs = new Set((await repo.memberships(userId)).map((m) => m.client_id));
      const shared = mine.filter((m) => theirs.has(m.client_id) && (!clientId || m.client_id === clientId));
      if (!shared.length) throw notFound(USERS_MSG.userNotFound);
      const allowed = shared.find((m) => canAdminUsers(m.permission_ids, 'create'));
      if (!allowed) throw forbidden();
      const user = (await repo.userById(userId))!;
      if (user.status !== 'Pendiente') throw conflict('not_pending', USERS_MSG.notPending);
      const client = (await repo.client(allowed.client_id))!;
      // the new link and its e-mail in one transaction; the e-mail goes out once it is committed
      const mail = await repo.transaction(async (tx) => {
        const id = await mailer.enqueue(mailOf(user, client.name, await issueWelcomeLink(tx, user.id)), { tx, log: meta.log });
        await repo.audit(welcomeAudit(caller, user.id, allowed.client_id, meta, 'user_welcome_sent'), tx);
        return id;
      });
      mailer.deliverSoon(mail);
      return { message: USERS_MSG.resent };
    },

    /** Buildings of a user's spaces: one's own, or those of a user of a client one administers. */
    async buildings(caller: Caller, userId: string) {
      const mine = await repo.memberships(caller.userId);
      if (userId === caller.userId)
        return repo.buildingsOf(
          userId,
          mine.map((m) => m.client_id),
        );
      const theirs = new Set((await repo.memberships(userId)).map((m) => m.client_id));
      const shared = mine.filter((m) => theirs.has(m.client_id));
      if (!shared.length) throw notFound(USERS_MSG.userNotFound);
      const readable = shared.filter((m) => canAdminUsers(m.permission_ids, 'read'));
      if (!readable.length) throw forbidden();
      return repo.buildingsOf(
        userId,
        readable.map((m) => m.client_id),
      );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
