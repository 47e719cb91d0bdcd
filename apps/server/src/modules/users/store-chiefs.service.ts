import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { defaultPermissionIds } from '@vitrina/domain/auth/permissions';
import { MAX_STORE_CHIEFS, storeChiefLimitReached } from '@vitrina/domain/sales/daily.rules';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import type { Db } from '../../db/client';
import type { ContractInfo } from '../../lib/contracts.repo';
import type { Access, Scope } from '../access/scope';
import { requireSpaceContract } from '../../lib/space-contract';
import { notFound } from '../access/errors';
import type { StoreChiefsRepo } from './store-chiefs.repo';

export interface Caller {
  userId: string;
}
export interface Meta {
  ip?: string;
}

/**
 * The store chiefs (EXT_LOCAL) of a space, as the daily-sales page manages them
 * (/api/fo/sales/managers/space/{spaceId}): list them with the client's contacts that can be
 * assigned, assign one (at most two per space, storeChiefLimitReached), remove one.
 */
export function createStoreChiefsService(deps: { repo: StoreChiefsRepo; clock: Clock; access: Access }) {
  const { repo, clock } = deps;

  function contact(
    u: { user_id: string; nombres: string; apellidos: string; email: string; phone: string | null; status: string; country_id: string },
    roles: { id: string; nombre: string; habilitado: boolean; contratoId: string | null }[],
  ) {
    return {
      id: u.user_id,
      nombres: u.nombres,
      apellidos: u.apellidos,
      email: u.email,
      telefono: u.phone,
      estado: u.status,
      paisId: u.country_id,
      roles,
    };
  }

  /** The enabled store chiefs of a space, one entry per person (they may hold roles on several of its contracts). */
  const enabledStoreChiefs = <T extends { user_id: string; enabled: boolean; contract_id: string | null }>(
    roles: T[],
    contractId: string,
  ) => {
    const byUser = new Map<string, T>();
    for (const m of roles.filter((r) => r.enabled)) {
      if (!byUser.has(m.user_id) || m.contract_id === contractId) byUser.set(m.user_id, m);
    }
    return [...byUser.values()];
  };

  async function storeChiefsView(scope: Scope, contract: ContractInfo) {
    const [chiefs, contacts] = await Promise.all([repo.storeChiefsOfSpace(contract.space_id), repo.contactsOfClient(contract.client_id)]);
    const enabled = enabledStoreChiefs(chiefs, contract.contract_id);
    const ids = new Set(enabled.map((m) => m.user_id));
    return {
      data: {
        space_int_code: contract.space_id,
        contract_int_code: contract.contract_id,
        max: MAX_STORE_CHIEFS,
        managers: enabled.map((m) =>
          contact(m, [{ id: m.role_id, nombre: 'EXT_LOCAL', habilitado: m.enabled, contratoId: m.contract_id }]),
        ),
        candidates: contacts.filter((c) => !c.corporativo && c.user_id !== scope.userId && !ids.has(c.user_id)).map((c) => contact(c, [])),
      },
    };
  }

  async function storeChiefs(caller: Caller, spaceId: string) {
    const scope = await deps.access.loadScope(caller);
    const contract = requireSpaceContract(scope, await repo.contractsOfSpace(spaceId), 'read:DailySales');
    return storeChiefsView(scope, contract);
  }

  /** The audit row of a store chief assigned to, or removed from, a contract's space. */
  const chiefAudit = (action: string, caller: Caller, contract: ContractInfo, userId: string, now: Date, meta: Meta) => ({
    at: now,
    actor_user_id: caller.userId,
    action,
    entity: 'contract',
    entity_id: contract.contract_id,
    client_id: contract.client_id,
    ip: meta.ip ?? null,
    details: { user_id: userId, space_id: contract.space_id },
  });

  async function assignStoreChief(caller: Caller, spaceId: string, userId: string, meta: Meta) {
    const scope = await deps.access.loadScope(caller);
    const contract = requireSpaceContract(scope, await repo.contractsOfSpace(spaceId), 'manage:User');
    const contacts = await repo.contactsOfClient(contract.client_id);
    const target = contacts.find((c) => c.user_id === userId && !c.corporativo);
    if (!target) throw new AppError('not_a_contact', 404, SALES_MSG.storeChiefNotContact);
    const now = clock.now();
    await repo.transaction(async (tx) => {
      // the limit is per space: lock the space so two assignments cannot both see one free place
      await repo.lockSpace(tx, contract.space_id);
      const current = await repo.storeChiefsOfSpace(contract.space_id, tx);
      const mine = current.find((m) => m.user_id === userId && m.contract_id === contract.contract_id);
      if (mine?.enabled) return;
      const enabled = enabledStoreChiefs(current, contract.contract_id);
      if (storeChiefLimitReached(new Set(enabled.map((m) => m.user_id)), userId)) {
        throw new AppError('managers_max', 409, SALES_MSG.storeChiefsMax);
      }
      if (mine) await repo.enableStoreChiefRole(tx, mine.role_id, true);
      else
        await repo.insertStoreChiefRole(tx, {
          user_id: userId,
          role_id: 'EXT_LOCAL',
          client_id: contract.client_id,
          contract_id: contract.contract_id,
          enabled: true,
        });
      if (!(await repo.spaceAssignment(tx, userId, contract.contract_id))) {
        await repo.insertAssignment(tx, {
          user_id: userId,
          type: 'Space',
          client_id: contract.client_id,
          space_id: contract.space_id,
          contract_id: contract.contract_id,
        });
      }
      const uc = await repo.userClient(tx, userId, contract.client_id);
      if (uc) {
        const local = defaultPermissionIds('EXT_LOCAL', contract.country_id as CountryId);
        const merged = [...new Set([...uc.permission_ids, ...local])].sort((a, b) => a - b);
        if (merged.length !== uc.permission_ids.length) await repo.setUserClientPermissions(tx, userId, contract.client_id, merged);
      }
      await repo.audit(chiefAudit('local_manager_assigned', caller, contract, userId, now, meta), tx);
    });
    return { message: SALES_MSG.storeChiefAdded, ...(await storeChiefsView(scope, contract)) };
  }

  async function removeStoreChief(caller: Caller, spaceId: string, userId: string, meta: Meta) {
    const scope = await deps.access.loadScope(caller);
    const contract = requireSpaceContract(scope, await repo.contractsOfSpace(spaceId), 'manage:User');
    const now = clock.now();
    await repo.transaction(async (tx: Db) => {
      await repo.lockSpace(tx, contract.space_id);
      // unassigning from the space: the user's manager roles on every contract of it
      const mine = (await repo.storeChiefsOfSpace(contract.space_id, tx)).filter((m) => m.user_id === userId);
      if (!mine.length) throw notFound();
      for (const m of mine) await repo.deleteStoreChiefRole(tx, m.role_id);
      const others = await repo.otherRolesInClient(tx, userId, contract.client_id);
      const broad = others.some((r) => r.role_id === 'EXT_EMPRESA' || (r.brand_id && r.brand_id === contract.brand_id));
      if (!broad) for (const m of mine) if (m.contract_id) await repo.deleteAssignment(tx, userId, m.contract_id);
      await repo.audit(chiefAudit('local_manager_removed', caller, contract, userId, now, meta), tx);
    });
    return { message: SALES_MSG.storeChiefRemoved, ...(await storeChiefsView(scope, contract)) };
  }

  return { storeChiefs, assignStoreChief, removeStoreChief };
}

export type StoreChiefsService = ReturnType<typeof createStoreChiefsService>;
