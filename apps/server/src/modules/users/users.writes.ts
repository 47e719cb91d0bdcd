import { normalizeEmail } from '@vitrina/domain/auth/email';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { lacksRequiredSpace, roleCovers } from '@vitrina/domain/users/users.rules';
import type { UserSave } from '@vitrina/domain/users/users.schema';
import type { Db } from '../../db/client';
import { addStoreChiefs, assertAddable } from '../../lib/members';
import { requireGrantable, requireManagesHolder } from '../access/require-users';
import { type Caller, type Meta, notFound, badRequest, conflict, type Contract, type UsersCommon } from './users.common';

/** Create and update a client's user: the permissions and spaces the caller may give, the store chiefs, the welcome mail. */
export function createUsersWrites(common: UsersCommon) {
  const { repo, clock, mailer, scopeOf, visibleContracts, adminView, issueWelcomeLink, mailOf, welcomeAudit } = common;
  /** Checks shared by create and update; returns the contracts to assign per selected space. */
  async function checkSave(caller: Caller, clientId: string, scope: Awaited<ReturnType<typeof scopeOf>>, body: UserSave) {
    if (body.country_id !== scope.country) throw badRequest(USERS_MSG.countryMismatch);
    requireGrantable(body.permissions, scope.perms);
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

  return {
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
      requireManagesHolder(target, scope.perms);
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
  };
}
