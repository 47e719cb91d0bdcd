import { brandCategorySchema } from '@vitrina/domain/comparison/categories';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { zonedDayStart } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { type InternalRole } from '@vitrina/domain/auth/roles';
import { addDays, addMonths, businessToday, daysOf, firstDay, monthOf, type IsoDate } from '@vitrina/domain/sales/calendar';
import { dailyCutoffParamId, isOverdue, parseCutoffDay } from '@vitrina/domain/sales/daily.rules';
import {
  AUDIT_LOG_EXPORT_MAX,
  AUDIT_LOG_PAGE_SIZE,
  CONSOLE_MSG,
  DIRECTORY_PAGE_SIZE,
  type AuditLogQuery,
} from '@vitrina/domain/console/console.schema';
import type { Access } from '../access/scope';
import { requireStaff, staffCountries } from '../access/require';
import { requireDirectoryClient } from '../access/require-console';
import { notFound } from '../access/errors';
import type { ConsoleRepo } from './console.repo';

export interface Caller {
  userId: string;
}
export interface Meta {
  ip?: string;
}

/**
 * The staff console: the clients directory (read:Directory, every country), staff
 * administration (manage:StaffRole: roles and shopping centres) and the audit log (read:AuditLog),
 * each limited to the countries the caller's role covers (access layer: staffCountries).
 */
export function createConsoleService(d: { repo: ConsoleRepo; access: Access; clock: Clock; staffRolesFromSso: boolean }) {
  const { repo, clock } = d;
  const todayIn = (country: CountryId) => businessToday(clock.now(), COUNTRIES[country].timeZone);

  async function directory(caller: Caller, q: { q?: string; country?: CountryId; page: number }) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'read:Directory');
    const countries = staffCountries(scope, 'read:Directory').filter((c) => !q.country || c === q.country);
    if (!countries.length) return { data: [], total: 0, page: q.page, pageSize: DIRECTORY_PAGE_SIZE };
    const { rows, total } = await repo.searchClients(countries, q.q || undefined, DIRECTORY_PAGE_SIZE, (q.page - 1) * DIRECTORY_PAGE_SIZE);
    return { data: rows, total, page: q.page, pageSize: DIRECTORY_PAGE_SIZE };
  }

  /** A client's page: its brands, contracts, spaces (with their daily-sales status) and users, read-only. */
  async function clientPage(caller: Caller, id: string) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'read:Directory');
    const client = await repo.client(id);
    if (!client) throw notFound();
    requireDirectoryClient(scope, client);
    const country = client.country_id as CountryId;
    const [brands, contracts, users, cutoffParam] = await Promise.all([
      repo.brandsOf(id),
      repo.contractsOfClient(id),
      repo.usersOf(id),
      repo.param(dailyCutoffParamId(country)),
    ]);
    const cutoff = parseCutoffDay(cutoffParam?.value);
    const today = todayIn(country);
    const current = monthOf(today);
    const windowStart = firstDay(addMonths(current, -1));
    // the current contract of each space (the first by status: vigente first)
    const bySpace = new Map<string, (typeof contracts)[number]>();
    for (const c of contracts) if (!bySpace.has(c.space_id)) bySpace.set(c.space_id, c);
    const spaceContracts = [...bySpace.values()];
    const facts = await repo.saleFacts(
      spaceContracts.map((c) => c.contract_id),
      windowStart,
      today,
    );
    const window = [...daysOf(addMonths(current, -1)), ...daysOf(current)].filter((day) => day <= today);
    const spaces = spaceContracts.map((c) => {
      const mine = facts.filter((f) => f.contract_id === c.contract_id);
      const recorded = new Set(mine.map((f) => f.fecha_registro));
      const pendientes = window.filter(
        (day) => day >= c.start_date && day <= c.end_date && isOverdue(day, today, cutoff, recorded.has(day)),
      ).length;
      const auditadas = mine.filter((f) => f.auditada).length;
      return {
        id: c.space_id,
        code: c.space_code,
        building_name: c.building_name,
        brand_name: c.brand_name,
        contract_code: c.contract_code,
        area_m2: Number(c.area_m2),
        ventas: {
          pendientes,
          al_dia: mine.length - auditadas,
          auditadas,
          estado: pendientes ? ('Pendiente' as const) : ('Al día' as const),
        },
      };
    });
    return {
      data: {
        client: {
          id: client.id,
          name: client.name,
          tax_id: client.tax_id,
          country_id: client.country_id,
          email: client.email,
          phone: client.phone,
          website: client.website,
          address: client.address,
        },
        brands: brands.map((b) => ({ ...b, category: brandCategorySchema.safeParse(b.category).data ?? null })),
        contracts: contracts.map((c) => ({
          id: c.contract_id,
          code: c.contract_code,
          brand_id: c.brand_id,
          brand_name: c.brand_name,
          space_id: c.space_id,
          start_date: c.start_date,
          end_date: c.end_date,
          vigente: c.status === 0,
        })),
        spaces,
        users,
        hoy: today,
      },
    };
  }

  async function staffList(caller: Caller) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'manage:StaffRole');
    const countries = staffCountries(scope, 'manage:StaffRole');
    const [data, buildings] = await Promise.all([repo.staffUsers(countries), repo.buildingsIn(countries)]);
    return { data, editable: !d.staffRolesFromSso, buildings };
  }

  /**
   * Sets the shopping centres a staff member of the caller's countries works at (front-desk
   * staff validate the coupons of their buildings' campaigns): each of the staff member's own
   * country, else 400. Buildings are the portal's, not the identity provider's: settable with SSO
   * too. Recorded in the audit log like role grants.
   */
  async function setBuildings(caller: Caller, userId: string, buildingIds: string[], meta: Meta) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'manage:StaffRole');
    const [user] = await repo.staffUsers(staffCountries(scope, 'manage:StaffRole'), userId);
    if (!user) throw notFound(CONSOLE_MSG.notStaffUser);
    const ids = [...new Set(buildingIds)];
    const found = await repo.buildingsByIds(ids);
    if (found.length !== ids.length || found.some((b) => b.country_id !== user.country_id))
      throw new AppError('validation_error', 400, CONSOLE_MSG.buildingNotOfCountry);
    await repo.transaction(async (tx) => {
      await repo.setStaffBuildings(tx, userId, ids);
      await repo.audit(
        {
          at: clock.now(),
          actor_user_id: caller.userId,
          action: 'staff_buildings_set',
          entity: 'user',
          entity_id: userId,
          client_id: null,
          ip: meta.ip ?? null,
          details: { email: user.email, buildings: ids.sort(), before: user.buildings.map((b) => b.id) },
        },
        tx,
      );
    });
    const [after] = await repo.staffUsers([user.country_id], userId);
    return { message: CONSOLE_MSG.buildingsUpdated, data: after! };
  }

  /** Grants or revokes an internal role of a corporate user of the caller's countries; recorded in the audit log. */
  async function changeRole(caller: Caller, userId: string, role: InternalRole, grant: boolean, meta: Meta) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'manage:StaffRole');
    if (d.staffRolesFromSso) throw new AppError('sso_roles', 409, CONSOLE_MSG.ssoRoles);
    const [user] = await repo.staffUsers(staffCountries(scope, 'manage:StaffRole'), userId);
    if (!user) throw notFound(CONSOLE_MSG.notStaffUser);
    const has = user.roles.includes(role);
    if (grant && has) throw new AppError('conflict', 409, CONSOLE_MSG.roleAlreadyGranted);
    if (!grant && !has) throw new AppError('conflict', 409, CONSOLE_MSG.roleNotGranted);
    if (!grant && role === 'ADMIN' && userId === caller.userId) throw new AppError('conflict', 409, CONSOLE_MSG.ownAdminRole);
    await repo.transaction(async (tx) => {
      await (grant ? repo.grantRole(tx, userId, role) : repo.revokeRole(tx, userId, role));
      await repo.audit(
        {
          at: clock.now(),
          actor_user_id: caller.userId,
          action: grant ? 'staff_role_granted' : 'staff_role_revoked',
          entity: 'user',
          entity_id: userId,
          client_id: null,
          ip: meta.ip ?? null,
          details: { role, email: user.email },
        },
        tx,
      );
    });
    const [after] = await repo.staffUsers([user.country_id], userId);
    return { message: grant ? 'Rol otorgado' : 'Rol quitado', data: after! };
  }

  async function auditFilter(caller: Caller, q: AuditLogQuery) {
    const scope = await d.access.loadScope(caller);
    requireStaff(scope, 'read:AuditLog');
    const tz = COUNTRIES[scope.countryId].timeZone;
    return {
      actor: q.actor || undefined,
      client: q.client || undefined,
      action: q.action || undefined,
      from: q.from ? zonedDayStart(q.from, tz) : undefined,
      to: q.to ? zonedDayStart(addDays(q.to as IsoDate, 1), tz) : undefined,
      countries: staffCountries(scope, 'read:AuditLog'),
      timeZone: tz,
    };
  }

  async function auditLog(caller: Caller, q: AuditLogQuery) {
    const f = await auditFilter(caller, q);
    const { rows, total } = await repo.auditLog(f, AUDIT_LOG_PAGE_SIZE, (q.page - 1) * AUDIT_LOG_PAGE_SIZE);
    return {
      data: rows.map((r) => ({ ...r, at: r.at.toISOString(), details: r.details ?? null })),
      total,
      page: q.page,
      pageSize: AUDIT_LOG_PAGE_SIZE,
    };
  }

  /** The filtered entries (up to AUDIT_LOG_EXPORT_MAX) for the .xlsx export, with the caller's time zone. */
  async function auditLogExport(caller: Caller, q: AuditLogQuery) {
    const f = await auditFilter(caller, q);
    const { rows } = await repo.auditLog(f, AUDIT_LOG_EXPORT_MAX, 0);
    return { rows, timeZone: f.timeZone };
  }

  return { directory, clientPage, staffList, changeRole, setBuildings, auditLog, auditLogExport };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;
