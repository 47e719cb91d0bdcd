import { defaultPermissionIds, type PermissionCode, type TenantRole } from '@vitrina/domain/auth/permissions';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { canEditBrand } from '@vitrina/domain/companies/companies.rules';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import { splitGrantable } from '@vitrina/domain/users/users.rules';
import { forbidden, notFound } from './errors';
import { heldIn, isMember } from './membership';
import { holds, requireClient, seesBrand, seesContract } from './require';
import { permissionIds, type Scope } from './scope';

/*
 * The companies module's rules (/empresas, /marcas, /contratos, /espacios and the user wizard):
 * which company, brand, contract and store the caller sees, and which roles it may give.
 */

type Brand = { id: string; client_id: string };
/** A contract row of the companies module (its id is the contract's). */
type CompanyContract = { id: string; client_id: string; brand_id: string; space_id: string };

/** A contract row seen by the caller (seesContract). */
export const seesCompanyContract = (scope: Scope, c: CompanyContract) => seesContract(scope, { ...c, contract_id: c.id });

/** A company's resource: 404 when the caller is not a member (nothing revealed), 403 without `code`. */
export const requireCompany = (scope: Scope, clientId: string, code: PermissionCode) =>
  requireClient(scope, clientId, code, COMPANY_MSG.companyMissing);

/** A brand the caller sees with `code` in its company: 404 outside its companies or brands, 403 without `code`. */
export function requireBrand(scope: Scope, brand: Brand, code: PermissionCode) {
  if (!isMember(scope, brand.client_id)) throw notFound(COMPANY_MSG.brandMissing);
  requireCompany(scope, brand.client_id, code);
  if (!seesBrand(scope, brand)) throw notFound(COMPANY_MSG.brandMissing);
}

/** GET /contratos/{id}: a contract the caller sees with read:Contract, else 404 (403 for a member without it). */
export function requireCompanyContract(scope: Scope, c: CompanyContract) {
  if (!isMember(scope, c.client_id)) throw notFound(COMPANY_MSG.contractMissing);
  requireCompany(scope, c.client_id, 'read:Contract');
  if (!seesCompanyContract(scope, c)) throw notFound(COMPANY_MSG.contractMissing);
}

/**
 * GET /espacios/{id}: the contracts of a space the caller sees (read:Brand, its contract and its
 * brand in the caller's charge), at least one; another client's space, or one out of the caller's
 * charge, is not found (404); a member without read:Brand gets 403.
 */
export function storeContracts<C extends CompanyContract>(scope: Scope, all: readonly C[]): [C, ...C[]] {
  const mine = all.filter((c) => isMember(scope, c.client_id));
  if (!mine.length) throw notFound(COMPANY_MSG.spaceMissing);
  const readable = mine.filter((c) => holds(scope, c.client_id, 'read:Brand'));
  if (!readable.length) throw forbidden();
  const visible = readable.filter((c) => seesCompanyContract(scope, c) && seesBrand(scope, { id: c.brand_id, client_id: c.client_id }));
  if (!visible.length) throw notFound(COMPANY_MSG.spaceMissing);
  return visible as [C, ...C[]];
}

/**
 * A brand's edit (PUT /marcas): the caller administers it (canEditBrand: manage:Client, or an
 * enabled brand-admin role on it among `roles`, the caller's roles in the company), else 403.
 */
export function requireBrandEditor(scope: Scope, brand: Brand, roles: Parameters<typeof canEditBrand>[1]) {
  if (!canEditBrand(permissionIds(heldIn(scope, brand.client_id)), roles, brand)) throw forbidden();
}

/** Giving a role in a company (the user wizard): create:User there, and manage:Client for a company administrator (403). */
export function requireRoleGrant(scope: Scope, target: { rol: TenantRole; empresaId: string }) {
  requireCompany(scope, target.empresaId, 'create:User');
  if (target.rol === 'EXT_EMPRESA' && !holds(scope, target.empresaId, 'manage:Client')) throw forbidden();
}

/** The brand a role names: one of the company's brands the caller sees, else 404. */
export function requireTargetBrand<B extends Brand>(scope: Scope, brand: B | undefined, clientId: string): B {
  if (!brand || brand.client_id !== clientId || !seesBrand(scope, brand)) throw notFound(COMPANY_MSG.brandMissing);
  return brand;
}

/** The contract a role names: one of the company's contracts the caller sees, else 404. */
export function requireTargetContract<C extends CompanyContract>(scope: Scope, contract: C | undefined, clientId: string): C {
  if (!contract || contract.client_id !== clientId || !seesCompanyContract(scope, contract)) throw notFound(COMPANY_MSG.contractMissing);
  return contract;
}

/**
 * The permissions the wizard gives with a role: the role's defaults that the caller holds in the
 * company. The wizard has no permission step (the role fixed by the page is the choice), and
 * nobody gives a permission they lack (as in 'Usuarios'); none left to give is refused (403), as
 * 'Usuarios' does not save a user without permissions either.
 */
export function rolePermissions(scope: Scope, target: { rol: TenantRole; empresaId: string }, country: CountryId) {
  const { grantable } = splitGrantable(defaultPermissionIds(target.rol, country), permissionIds(heldIn(scope, target.empresaId)));
  if (!grantable.length) throw forbidden(USERS_MSG.permissionNotGrantable);
  return grantable;
}
