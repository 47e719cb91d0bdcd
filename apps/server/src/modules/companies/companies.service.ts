import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { defaultPermissionIds, type PermissionCode, type TenantRole } from '@vitrina/domain/auth/permissions';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import {
  brandAdminCandidateIds,
  brandAdminIds,
  canEditBrand,
  companyContacts,
  contractStatusLabel,
} from '@vitrina/domain/companies/companies.rules';
import type {
  brandEditSchema,
  companyEditSchema,
  createUserLegacySchema,
  roleAssignmentSchema,
} from '@vitrina/domain/companies/companies.schema';
import { splitGrantable, WELCOME_LINK_HOURS } from '@vitrina/domain/users/users.rules';
import { USERS_MSG } from '@vitrina/domain/users/users.messages';
import type { Mailer } from '../../lib/mailer';
import type { FileService } from '../../lib/file-service';
import { permissionIds, type Access } from '../access/scope';
import { holds, requireClient, seesBrand, seesContract } from '../access/require';
import { forbidden, notFound } from '../access/errors';
import { createCompaniesWrites, type CompaniesRepo, type CompaniesWrites } from './companies.repo';
import { welcomeMail } from '../../lib/welcome-mail';
import { issueSetPasswordLink } from '../../lib/set-password';
import { addableFound, addStoreChiefs, assertAddable } from '../access/members';
import type { FastifyBaseLogger } from 'fastify';

/** Who asks: the audit log's actor and address, and the request's logger (mail lines carry its request id). */
export interface Caller {
  userId: string;
  ip?: string;
  log?: FastifyBaseLogger;
}

type Contract = NonNullable<Awaited<ReturnType<CompaniesRepo['contractById']>>>;
type BrandRow = NonNullable<Awaited<ReturnType<CompaniesRepo['brandById']>>>;
type ClientRow = NonNullable<Awaited<ReturnType<CompaniesRepo['clientById']>>>;
type Target = { rol: TenantRole; empresaId: string; marcaId?: string | null; contratoId?: string | null };

export function createCompaniesService(deps: {
  repo: CompaniesRepo;
  clock: Clock;
  mailer: Mailer;
  files: FileService;
  publicUrl: string;
  access: Access;
}) {
  const { repo, clock } = deps;

  async function scopeOf(caller: Caller) {
    const scope = await deps.access.loadScope(caller.userId);
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

  const toContract = (c: Contract) => ({
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
   * The wizard has no permission step (spec 1 §2.12: the role fixed by the page is the choice), and
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
    /** GET /empresas: the caller's companies. */
    async companies(caller: Caller) {
      const s = await scopeOf(caller);
      const rows = await repo.clientsByIds(s.clientIds);
      return rows.map((c) => ({ id: c.id, name: c.name, taxId: c.tax_id, paisId: c.country_id }));
    },

    /** GET /empresas/{id}: company data (manage:Client). */
    async company(caller: Caller, id: string) {
      return companyDto(caller, await managedCompany(caller, id));
    },

    /** The company a PUT /empresas may change (manage:Client). */
    authorizeCompanyEdit: managedCompany,

    /**
     * PUT /empresas: website, e-mail, phone, address and, optionally, a new logo (an already stored
     * image file). The legal name and the tax id are not editable.
     */
    async saveCompany(caller: Caller, client: ClientRow, input: z.output<typeof companyEditSchema>, logoFileId?: string) {
      await saveEdit(caller, {
        action: 'company_updated',
        entity: 'client',
        id: client.id,
        clientId: client.id,
        before: { website: client.website, email: client.email, phone: client.phone, address: client.address, logo_path: client.logo_path },
        after: {
          website: input.website ?? null,
          email: input.email ?? null,
          phone: input.phone ?? null,
          address: input.address ?? null,
          logo_path: nextLogo(client.logo_path, input, logoFileId),
        },
        logoKey: 'logo_path',
        write: (w, change) => w.updateClient(client.id, change),
      });
      return { message: COMPANY_MSG.companySaved, data: await companyDto(caller, (await repo.clientById(client.id))!) };
    },

    /** GET /empresas/{id}/contactos: de-duplicated by e-mail, sorted by permission id, without the caller. */
    async companyContacts(caller: Caller, id: string) {
      (await scopeOf(caller)).need(id, 'manage:Client');
      return companyContacts(await repo.contactRows(id), caller.userId);
    },

    /** GET /empresas/{id}/marcas: the brands in the caller's charge, each with its administrators. */
    async companyBrands(caller: Caller, id: string) {
      const s = await scopeOf(caller);
      s.need(id, 'read:Brand');
      const brands = (await repo.brandsOfClient(id)).filter((b) => s.brandInScope(b));
      return brandDtos(caller, brands, id);
    },

    /** GET /empresas/{id}/contratos: the company's contracts in the caller's assignations. */
    async companyContracts(caller: Caller, id: string) {
      const s = await scopeOf(caller);
      s.need(id, 'read:Contract');
      return (await repo.contractsOfClient(id)).filter((c) => s.contractInScope(c)).map(toContract);
    },

    /** GET /contratos/{id}: number, start, end of validity and total area. */
    async contract(caller: Caller, id: string) {
      const c = await repo.contractById(id);
      if (!c) throw notFound(COMPANY_MSG.contractMissing);
      const s = await scopeOf(caller);
      if (!s.member(c.client_id)) throw notFound(COMPANY_MSG.contractMissing);
      s.need(c.client_id, 'read:Contract');
      if (!s.contractInScope(c)) throw notFound(COMPANY_MSG.contractMissing);
      return { ...toContract(c), numero: c.code, fechaInicio: c.start_date, fechaFinVigencia: c.end_date, superficieTotal: c.area_m2 };
    },

    async brand(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id);
      return (await brandDtos(caller, [brand], brand.client_id))[0]!;
    },

    /** GET /marcas/{id}/contactos: the company contacts who hold a role on this brand or its contracts. */
    async brandContacts(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id);
      const contracts = new Set((await repo.contractsOfBrand(id)).map((c) => c.id));
      const rows = (await repo.contactRows(brand.client_id)).filter(
        (r) => r.role_brand_id === id || (r.role_contract_id && contracts.has(r.role_contract_id)),
      );
      return companyContacts(rows, caller.userId);
    },

    async brandContracts(caller: Caller, id: string) {
      const { scope } = await brandFor(caller, id);
      return (await repo.contractsOfBrand(id)).filter((c) => scope.contractInScope(c)).map(toContract);
    },

    /** The brand's spaces (spec 1 §3 'Client space'). */
    async brandSpaces(caller: Caller, id: string) {
      const { scope } = await brandFor(caller, id);
      const bySpace = new Map<
        string,
        {
          space_id: string;
          space_num: string;
          building_name: string;
          contracts: { contract_id: string; contract_num: string; brand_name: string; contract_status: number }[];
        }
      >();
      for (const c of (await repo.contractsOfBrand(id)).filter((k) => scope.contractInScope(k))) {
        const e = bySpace.get(c.space_id) ?? {
          space_id: c.space_id,
          space_num: c.space_code,
          building_name: c.building_name,
          contracts: [],
        };
        e.contracts.push({ contract_id: c.id, contract_num: c.code, brand_name: c.brand_name, contract_status: c.status });
        bySpace.set(c.space_id, e);
      }
      return [...bySpace.values()];
    },

    /**
     * GET /espacios/{id}: a store (route marca/espacio/{espacioId}) with the contracts of the space
     * the caller may see (read:Brand). Another client's space, or one out of the caller's charge,
     * is not found.
     */
    async store(caller: Caller, id: string) {
      const all = await repo.contractsOfSpace(id);
      const s = await scopeOf(caller);
      const mine = all.filter((c) => s.member(c.client_id));
      if (!mine.length) throw notFound(COMPANY_MSG.spaceMissing);
      const readable = mine.filter((c) => s.has(c.client_id, 'read:Brand'));
      if (!readable.length) throw forbidden();
      const visible = readable.filter((c) => s.contractInScope(c) && s.brandInScope({ id: c.brand_id, client_id: c.client_id }));
      const current = visible[0];
      if (!current) throw notFound(COMPANY_MSG.spaceMissing);
      return {
        space_id: current.space_id,
        space_num: current.space_code,
        building_id: current.building_id,
        building_name: current.building_name,
        area_m2: current.area_m2,
        empresaId: current.client_id,
        marcaId: current.brand_id,
        marcaNombre: current.brand_name,
        contrato: toContract(current),
        contratos: visible.map(toContract),
      };
    },

    /** GET /clients/{id}/brands/{brandId}/buildings */
    async brandBuildings(caller: Caller, clientId: string, brandId: string) {
      const { brand } = await brandFor(caller, brandId);
      if (brand.client_id !== clientId) throw notFound(COMPANY_MSG.brandMissing);
      return repo.buildingsOfBrand(brandId);
    },

    /** Candidates for the brand's administrator (spec 1 §2.9). */
    async brandAdminCandidates(caller: Caller, id: string) {
      const { brand } = await brandFor(caller, id, 'create:User');
      const [rows, roles] = await Promise.all([repo.contactRows(brand.client_id), repo.rolesInClient(brand.client_id)]);
      const ids = new Set(
        brandAdminCandidateIds(
          rows.map((r) => r.id),
          roles,
          brand.client_id,
          id,
        ),
      );
      return companyContacts(
        rows.filter((r) => ids.has(r.id)),
        caller.userId,
      );
    },

    /** POST /marcas/{id}/administradores: one eligible contact becomes the brand's administrator. */
    async assignBrandAdmin(caller: Caller, id: string, usuarioId: string) {
      const { brand, scope } = await brandFor(caller, id, 'create:User');
      const [rows, roles] = await Promise.all([repo.contactRows(brand.client_id), repo.rolesInClient(brand.client_id)]);
      const eligible = brandAdminCandidateIds(
        rows.filter((r) => r.status !== 'Deshabilitado').map((r) => r.id),
        roles,
        brand.client_id,
        id,
      );
      if (!eligible.includes(usuarioId)) throw new AppError('not_candidate', 400, COMPANY_MSG.notCandidate);
      return assignRole(caller, scope, usuarioId, { rol: 'EXT_MARCA', empresaId: brand.client_id, marcaId: id }, 'brand_admin_assigned');
    },

    /**
     * The brand a PUT /marcas may change: one in the caller's charge (read:Brand) that the caller
     * administers (canEditBrand: manage:Client, or an enabled brand-admin role on it), else 403.
     */
    async authorizeBrandEdit(caller: Caller, id: string) {
      const { brand, scope } = await brandFor(caller, id);
      const roles = (await repo.rolesInClient(brand.client_id)).filter((r) => r.user_id === caller.userId);
      if (!canEditBrand([...scope.held(brand.client_id)], roles, brand)) throw forbidden();
      return brand;
    },

    /** PUT /marcas: brand data and, optionally, a new logo (an already stored image file). */
    async saveBrand(caller: Caller, brand: BrandRow, input: z.output<typeof brandEditSchema>, logoFileId?: string) {
      await saveEdit(caller, {
        action: 'brand_updated',
        entity: 'brand',
        id: brand.id,
        clientId: brand.client_id,
        before: { name: brand.name, email: brand.email, phone: brand.phone, web: brand.web, logo: brand.logo },
        after: {
          name: input.nombre,
          email: input.email ?? null,
          phone: input.telefono ?? null,
          web: input.web ?? null,
          logo: nextLogo(brand.logo, input, logoFileId),
        },
        logoKey: 'logo',
        write: (w, change) => w.updateBrand(brand.id, change),
      });
      const [dto] = await brandDtos(caller, [(await repo.brandById(brand.id))!], brand.client_id);
      return { message: COMPANY_MSG.brandSaved, data: dto! };
    },

    /**
     * GET /usuarios/{email}: the user with that e-mail whom the wizard may give a role in the
     * company (create:User there). Internal staff and disabled users are not found (nothing is
     * revealed); another country's user is refused (409), as the user dialog's prefill does.
     */
    async findUser(caller: Caller, email: string, empresaId: string) {
      (await scopeOf(caller)).need(empresaId, 'create:User');
      const client = (await repo.clientById(empresaId))!;
      const u = addableFound(await repo.userByEmail(email), client.country_id as CountryId, COMPANY_MSG.userMissing);
      if (u.status === 'Deshabilitado') throw notFound(COMPANY_MSG.userMissing);
      return { id: u.id, email: u.email };
    },

    /** POST /usuarios-roles */
    async assignRole(caller: Caller, input: z.output<typeof roleAssignmentSchema>) {
      const s = await scopeOf(caller);
      return assignRole(
        caller,
        s,
        input.usuarioId,
        { rol: input.rolId, empresaId: input.empresaId, marcaId: input.marcaId, contratoId: input.contratoId },
        'role_assigned',
      );
    },

    /**
     * POST /usuarios: a new user with one role (the role's permissions the caller holds) and a
     * set-password link, issued in the same transaction. The e-mail goes out once it is committed;
     * if it cannot be sent the user stays created (Pendiente) and the answer carries a warning.
     */
    async createUser(caller: Caller, input: z.output<typeof createUserLegacySchema>) {
      const role = input.roles[0]!;
      const target: Target = { rol: role.id, empresaId: role.empresaId, marcaId: role.marcaId, contratoId: role.contratoId };
      const s = await scopeOf(caller);
      const resolved = await authorizeTarget(s, target);
      if (await repo.userByEmail(input.email)) throw new AppError('email_taken', 409, COMPANY_MSG.emailTaken);
      const client = (await repo.clientById(target.empresaId))!;
      const country = client.country_id as CountryId;
      const permissions = rolePermissions(s, target, country);
      const now = clock.now();
      const { user, link } = await repo.transaction(async (tx) => {
        const w = createCompaniesWrites(tx);
        const u = await w.insertUser({
          email: input.email,
          nombres: input.nombres,
          apellidos: input.apellidos,
          country_id: country,
          status: 'Pendiente',
        });
        await grantRole(w, u.id, permissions, target, resolved);
        const link = await issueSetPasswordLink(tx, {
          userId: u.id,
          now,
          validForMs: WELCOME_LINK_HOURS * 3_600_000,
          publicUrl: deps.publicUrl,
        });
        await w.audit({
          at: now,
          actor_user_id: caller.userId,
          action: 'user_created',
          entity: 'user',
          entity_id: u.id,
          client_id: target.empresaId,
          ip: caller.ip,
          details: { email: u.email, rol: target.rol, marcaId: target.marcaId ?? null, contratoId: target.contratoId ?? null, permissions },
        });
        return { user: u, link };
      });
      const created = { id: user.id, email: user.email, message: USERS_MSG.created };
      const audit = (action: string, details?: object) =>
        repo.transaction((tx) =>
          createCompaniesWrites(tx).audit({
            at: clock.now(),
            actor_user_id: caller.userId,
            action,
            entity: 'user',
            entity_id: user.id,
            client_id: target.empresaId,
            ip: caller.ip,
            details,
          }),
        );
      try {
        await deps.mailer.send(
          welcomeMail({
            to: user.email,
            nombres: user.nombres,
            clientName: client.name,
            link,
            hours: WELCOME_LINK_HOURS,
          }),
          caller.log,
        );
        await audit('user_welcome_sent');
        return created;
      } catch (err) {
        await audit('user_welcome_failed', { error: String((err as Error)?.message ?? err) });
        return { ...created, warning: USERS_MSG.welcomeNotSent };
      }
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
