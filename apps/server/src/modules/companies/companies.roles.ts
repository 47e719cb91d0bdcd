import { AppError } from '@vitrina/domain/common/errors';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { notFound } from '../access/errors';
import { addStoreChiefs, assertAddable } from '../../lib/members';
import { requireRoleGrant, requireTargetBrand, requireTargetContract, rolePermissions } from '../access/require-companies';
import type { Scope } from '../access/scope';
import { createCompaniesWrites, type CompaniesWrites } from './companies.repo';
import type { Caller, CompaniesCommon, Contract, Target } from './companies.common';

/**
 * Giving a user a role in a company (the user wizard, a brand's administrator): the checks of the
 * role's target, and the membership, role and assignments it brings.
 */
export function createCompanyRoles(common: CompaniesCommon) {
  const { repo, clock } = common;

  /** Checks the caller may give `target`'s role, and resolves its brand or contract. */
  async function authorizeTarget(scope: Scope, target: Target) {
    requireRoleGrant(scope, target);
    if (target.rol === 'EXT_EMPRESA') return {};
    if (target.rol === 'EXT_MARCA') {
      if (!target.marcaId) throw new AppError('validation_error', 400, COMPANY_MSG.roleTargetMissing);
      return { brand: requireTargetBrand(scope, await repo.brandById(target.marcaId), target.empresaId) };
    }
    if (!target.contratoId) throw new AppError('validation_error', 400, COMPANY_MSG.roleTargetMissing);
    return { contract: requireTargetContract(scope, await repo.contractById(target.contratoId), target.empresaId) };
  }

  /**
   * Gives a user a role in a client: membership (with `permissions`), role, assignments. A store
   * chief's role goes through the shared two-per-store limit, counted under a lock on the contract.
   */
  async function grantRole(w: CompaniesWrites, userId: string, permissions: number[], target: Target, resolved: { contract?: Contract }) {
    if (target.rol === 'EXT_LOCAL') await addStoreChiefs(w.tx, userId, [resolved.contract!]);
    else {
      await w.insertRole({
        user_id: userId,
        role_id: target.rol,
        enabled: true,
        client_id: target.empresaId,
        brand_id: target.rol === 'EXT_MARCA' ? target.marcaId : null,
        contract_id: null,
      });
    }
    const member = await w.membership(userId, target.empresaId);
    if (!member) {
      await w.insertMembership({
        user_id: userId,
        client_id: target.empresaId,
        permission_ids: permissions,
        position: await w.countMemberships(userId),
      });
    } else {
      const union = [...new Set([...member.permission_ids, ...permissions])].sort((a, b) => a - b);
      if (union.length !== member.permission_ids.length) await w.setPermissions(userId, target.empresaId, union);
    }
    const existing = await w.assignmentsOf(userId);
    const hasSpace = (contractId: string) => existing.some((a) => a.type === 'Space' && a.contract_id === contractId);
    if (target.rol === 'EXT_MARCA' && !existing.some((a) => a.type === 'Brand' && a.brand_id === target.marcaId)) {
      await w.insertAssignments([{ user_id: userId, type: 'Brand', client_id: target.empresaId, brand_id: target.marcaId }]);
    }
    if (target.rol === 'EXT_LOCAL' && resolved.contract && !hasSpace(resolved.contract.id)) {
      await w.insertAssignments([
        {
          user_id: userId,
          type: 'Space',
          client_id: target.empresaId,
          space_id: resolved.contract.space_id,
          contract_id: resolved.contract.id,
        },
      ]);
    }
    if (target.rol === 'EXT_EMPRESA') {
      const all = await w.contractsOfClient(target.empresaId);
      await w.insertAssignments(
        all
          .filter((k) => !hasSpace(k.id))
          .map((k) => ({
            user_id: userId,
            type: 'Space',
            client_id: target.empresaId,
            space_id: k.space_id,
            contract_id: k.id,
          })),
      );
    }
  }

  /** Assigns a role to an existing user (after the checks), audited. */
  async function assignRole(caller: Caller, scope: Scope, userId: string, target: Target, action: string) {
    const resolved = await authorizeTarget(scope, target);
    const user = await repo.userById(userId);
    if (!user || user.status === 'Deshabilitado') throw notFound(COMPANY_MSG.userMissing);
    const client = (await repo.clientById(target.empresaId))!;
    const country = client.country_id as CountryId;
    assertAddable(user, country);
    const permissions = rolePermissions(scope, target, country);
    const roles = await repo.rolesInClient(target.empresaId);
    const already = roles.some(
      (r) =>
        r.user_id === userId &&
        r.role_id === target.rol &&
        r.enabled &&
        (target.rol === 'EXT_EMPRESA'
          ? !r.brand_id && !r.contract_id
          : target.rol === 'EXT_MARCA'
            ? r.brand_id === target.marcaId
            : r.contract_id === target.contratoId),
    );
    if (already) throw new AppError('already_has_role', 409, COMPANY_MSG.alreadyHasRole);
    await repo.transaction(async (tx) => {
      const w = createCompaniesWrites(tx);
      await grantRole(w, userId, permissions, target, resolved);
      await w.audit({
        at: clock.now(),
        actor_user_id: caller.userId,
        action,
        entity: 'user',
        entity_id: userId,
        client_id: target.empresaId,
        ip: caller.ip,
        details: { rol: target.rol, marcaId: target.marcaId ?? null, contratoId: target.contratoId ?? null },
      });
    });
    return { message: COMPANY_MSG.roleAssigned };
  }

  return { authorizeTarget, grantRole, assignRole };
}

export type CompanyRoles = ReturnType<typeof createCompanyRoles>;
