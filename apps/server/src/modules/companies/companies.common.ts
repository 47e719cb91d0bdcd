import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { defaultPermissionIds, type PermissionCode, type TenantRole } from '@vitrina/domain/auth/permissions';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { brandAdminIds, contractStatusLabel } from '@vitrina/domain/companies/companies.rules';
import { splitGrantable } from '@vitrina/domain/users/users.rules';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import type { Mailer } from '../../lib/mailer';
import type { FileService } from '../../lib/file-service';
import { permissionIds, type Access } from '../access/scope';
import { holds, requireClient, seesBrand, seesContract } from '../access/require';
import { forbidden, notFound } from '../access/errors';
import { createCompaniesWrites, type CompaniesRepo, type CompaniesWrites, type ContractListRow } from './companies.repo';
import { addStoreChiefs, assertAddable } from '../access/members';
import type { FastifyBaseLogger } from 'fastify';

/** Who asks: the audit log's actor and address, and the request's logger (mail lines carry its request id). */
export interface Caller {
  userId: string;
  ip?: string;
  log?: FastifyBaseLogger;
}

export type Contract = NonNullable<Awaited<ReturnType<CompaniesRepo['contractById']>>>;
export type BrandRow = NonNullable<Awaited<ReturnType<CompaniesRepo['brandById']>>>;
export type ClientRow = NonNullable<Awaited<ReturnType<CompaniesRepo['clientById']>>>;
export type Target = { rol: TenantRole; empresaId: string; marcaId?: string | null; contratoId?: string | null };

export interface CompaniesDeps {
  repo: CompaniesRepo;
  clock: Clock;
  mailer: Mailer;
  files: FileService;
  publicUrl: string;
  access: Access;
}

/** What the company, brand, contract and user use cases share: the caller's scope, the answers' shapes, the edit and role steps. */
export function createCompaniesCommon(deps: CompaniesDeps) {
  const { repo, clock } = deps;

  async function scopeOf(caller: Caller) {
    const scope = await deps.access.loadScope(caller);
    return {
      clientIds: [...scope.clients.keys()],
      member: (clientId: string) => scope.clients.has(clientId),
      /** 404 when not a member of the client (nothing revealed), 403 without the permission */
      need: (clientId: string, code: PermissionCode) => requireClient(scope, clientId, code, COMPANY_MSG.companyMissing),
      has: (clientId: string, code: PermissionCode) => holds(scope, clientId, code),
      /** the permission ids the caller holds in a client */
      held: (clientId: string) => new Set(permissionIds(scope.clients.get(clientId) ?? [])),
      brandInScope: (b: { id: string; client_id: string }) => seesBrand(scope, b),
      contractInScope: (c: { id: string; client_id: string; brand_id: string; space_id: string }) =>
        seesContract(scope, { ...c, contract_id: c.id }),
    };
  }
  type Scope = Awaited<ReturnType<typeof scopeOf>>;

  /** A brand the caller may see with `code` in its company, or 404/403. */
  async function brandFor(caller: Caller, brandId: string, code: PermissionCode = 'read:Brand') {
    const brand = await repo.brandById(brandId);
    if (!brand) throw notFound(COMPANY_MSG.brandMissing);
    const s = await scopeOf(caller);
    if (!s.member(brand.client_id)) throw notFound(COMPANY_MSG.brandMissing);
    s.need(brand.client_id, code);
    if (!s.brandInScope(brand)) throw notFound(COMPANY_MSG.brandMissing);
    return { brand, scope: s };
  }

  const toContract = (c: ContractListRow) => ({
    id: c.id,
    codigo: c.code,
    edificioId: c.building_id,
    edificioNombre: c.building_name,
    espacioId: c.space_id,
    espacioCodigo: c.space_code,
    marcaId: c.brand_id,
    marcaNombre: c.brand_name,
    empresaId: c.client_id,
    status: c.status,
    estatus: contractStatusLabel(c.status),
  });

  /** A logo's signed link (the file service's one mechanism for stored images). */
  const logoUrl = (caller: Caller, fileId: string | null) => deps.files.signedUrl(caller, fileId);

  const companyDto = async (caller: Caller, c: ClientRow) => ({
    id: c.id,
    name: c.name,
    company_name: c.name,
    email: c.email,
    phone: c.phone,
    website: c.website,
    address: c.address,
    taxId: c.tax_id,
    tax_id: c.tax_id,
    paisId: c.country_id,
    logoArchivoPath: c.logo_path,
    logo_url: await logoUrl(caller, c.logo_path),
  });

  /** The company the caller manages (manage:Client): 404 when not a member, 403 without the permission. */
  async function managedCompany(caller: Caller, id: string) {
    (await scopeOf(caller)).need(id, 'manage:Client');
    const c = await repo.clientById(id);
    if (!c) throw notFound(COMPANY_MSG.companyMissing);
    return c;
  }

  async function brandDtos(caller: Caller, brands: BrandRow[], clientId: string) {
    const client = await repo.clientById(clientId);
    const roles = await repo.rolesInClient(clientId);
    const adminIds = [...new Set(brands.flatMap((b) => brandAdminIds(roles, b.id)))];
    const users = new Map((await repo.usersByIds(adminIds)).filter((u) => u.status !== 'Deshabilitado').map((u) => [u.id, u]));
    return Promise.all(
      brands.map(async (b) => ({
        id: b.id,
        empresaId: b.client_id,
        name: b.name,
        nombre: b.name,
        email: b.email,
        telefono: b.phone,
        web: b.web,
        idFiscal: client?.tax_id ?? '',
        logo: b.logo,
        logo_url: await logoUrl(caller, b.logo),
        administradores: brandAdminIds(roles, b.id).flatMap((id) => {
          const u = users.get(id);
          return u ? [{ id: u.id, nombres: u.nombres, apellidos: u.apellidos, email: u.email }] : [];
        }),
      })),
    );
  }

  /** The logo after an edit: the uploaded file, none when asked to remove it, else the current one. */
  const nextLogo = (current: string | null, input: { quitarLogo?: boolean }, uploaded?: string) =>
    uploaded ?? (input.quitarLogo ? null : current);

  /**
   * A brand or company edit (PUT /marcas, /empresas): the change and its audit row (before and
   * after) in one transaction, then the logo it replaced is deleted.
   */
  async function saveEdit<C extends Record<string, unknown>, K extends keyof C & string>(
    caller: Caller,
    e: {
      action: string;
      entity: string;
      id: string;
      clientId: string;
      before: C;
      after: C;
      logoKey: K;
      write: (w: CompaniesWrites, change: C) => Promise<unknown>;
    },
  ) {
    await repo.transaction(async (tx) => {
      const w = createCompaniesWrites(tx);
      await e.write(w, e.after);
      await w.audit({
        at: clock.now(),
        actor_user_id: caller.userId,
        action: e.action,
        entity: e.entity,
        entity_id: e.id,
        client_id: e.clientId,
        ip: caller.ip,
        details: { before: e.before, after: e.after },
      });
    });
    const old = e.before[e.logoKey] as string | null;
    if (old && old !== e.after[e.logoKey]) await deps.files.remove(caller, old).catch(() => {});
  }

  /** Checks the caller may give `target`'s role, and resolves its brand or contract. */
  async function authorizeTarget(s: Scope, target: Target) {
    s.need(target.empresaId, 'create:User');
    if (target.rol === 'EXT_EMPRESA') {
      if (!s.has(target.empresaId, 'manage:Client')) throw forbidden();
      return {};
    }
    if (target.rol === 'EXT_MARCA') {
      if (!target.marcaId) throw new AppError('validation_error', 400, COMPANY_MSG.roleTargetMissing);
      const brand = await repo.brandById(target.marcaId);
      if (!brand || brand.client_id !== target.empresaId || !s.brandInScope(brand)) throw notFound(COMPANY_MSG.brandMissing);
      return { brand };
    }
    if (!target.contratoId) throw new AppError('validation_error', 400, COMPANY_MSG.roleTargetMissing);
    const contract = await repo.contractById(target.contratoId);
    if (!contract || contract.client_id !== target.empresaId || !s.contractInScope(contract)) throw notFound(COMPANY_MSG.contractMissing);
    return { contract };
  }

  /**
   * The permissions the wizard gives with a role: the role's defaults that the caller holds there.
   * The wizard has no permission step (the role fixed by the page is the choice), and
   * nobody gives a permission they lack (as in 'Usuarios'); none left to give is refused (403), as
   * 'Usuarios' does not save a user without permissions either.
   */
  function rolePermissions(s: Scope, target: Target, country: CountryId) {
    const { grantable } = splitGrantable(defaultPermissionIds(target.rol, country), s.held(target.empresaId));
    if (!grantable.length) throw forbidden(USERS_MSG.permissionNotGrantable);
    return grantable;
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
  async function assignRole(caller: Caller, s: Scope, userId: string, target: Target, action: string) {
    const resolved = await authorizeTarget(s, target);
    const user = await repo.userById(userId);
    if (!user || user.status === 'Deshabilitado') throw notFound(COMPANY_MSG.userMissing);
    const client = (await repo.clientById(target.empresaId))!;
    const country = client.country_id as CountryId;
    assertAddable(user, country);
    const permissions = rolePermissions(s, target, country);
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

  return {
    deps,
    repo,
    clock,
    scopeOf,
    brandFor,
    toContract,
    logoUrl,
    companyDto,
    managedCompany,
    brandDtos,
    nextLogo,
    saveEdit,
    authorizeTarget,
    rolePermissions,
    grantRole,
    assignRole,
  };
}

export type CompaniesCommon = ReturnType<typeof createCompaniesCommon>;
