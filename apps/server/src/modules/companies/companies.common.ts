import type { Clock } from '@vitrina/domain/common/clock';
import type { PermissionCode, TenantRole } from '@vitrina/domain/auth/permissions';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';
import { brandAdminIds, contractStatusLabel } from '@vitrina/domain/companies/companies.rules';
import type { Mailer } from '../../lib/mailer';
import type { FileService } from '../../lib/file-service';
import type { Access } from '../access/scope';
import { requireBrand, requireCompany } from '../access/require-companies';
import { notFound } from '../access/errors';
import { createCompaniesWrites, type CompaniesRepo, type CompaniesWrites, type ContractListRow } from './companies.repo';
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

/** What the company, brand, contract and user use cases share: the caller's scope, the answers' shapes, the edit step. */
export function createCompaniesCommon(deps: CompaniesDeps) {
  const { repo, clock } = deps;

  /** The caller's scope (the access layer's, read once per request). */
  const scopeOf = (caller: Caller) => deps.access.loadScope(caller);

  /** A brand the caller may see with `code` in its company, or 404/403 (access requireBrand). */
  async function brandFor(caller: Caller, brandId: string, code: PermissionCode = 'read:Brand') {
    const brand = await repo.brandById(brandId);
    if (!brand) throw notFound(COMPANY_MSG.brandMissing);
    const scope = await scopeOf(caller);
    requireBrand(scope, brand, code);
    return { brand, scope };
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
    requireCompany(await scopeOf(caller), id, 'manage:Client');
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
  };
}

export type CompaniesCommon = ReturnType<typeof createCompaniesCommon>;
