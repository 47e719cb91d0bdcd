import { labelled } from '../common/labels';
import { type PermissionCode, type TenantRole } from './permissions';

/*
 * The one list of roles. Tenant roles act inside their clients through the
 * permission catalogue (permissions.ts). Internal roles (mall staff, `corporativo = true`) are
 * never members of a tenant client: they reach tenants' data through the abilities below, scoped
 * by the staff user's country (and, where a feature says so, by building).
 *
 * A new role is added here, in docs/GLOSSARY.md's roles and in the authorization matrix test.
 */

/** The internal roles with their names, in the order the console lists them. */
const internalRoles = labelled({
  ADMIN: 'Administración del portal',
  FINANZAS: 'Finanzas',
  AUDITOR: 'Auditoría de ventas',
  OPERADOR: 'Operador del portal',
  SOPORTE: 'Mesa de ayuda',
  MARKETING: 'Marketing',
  PERSONAL_CENTRO: 'Personal del centro comercial',
  INT_OPERACIONES: 'Operaciones',
  INT_SEGURIDAD: 'Seguridad',
  INT_MANTENCION: 'Mantención',
  INT_PREVENCION: 'Prevención de riesgos',
  INT_ARQUITECTURA: 'Arquitectura',
});
export const INTERNAL_ROLES = internalRoles.ids;
export type InternalRole = (typeof INTERNAL_ROLES)[number];
export type RoleId = TenantRole | InternalRole;

export const ROLE_NAMES: Record<RoleId, string> = {
  EXT_EMPRESA: 'Administrador de empresa',
  EXT_MARCA: 'Administrador de marca',
  EXT_LOCAL: 'Jefe de local',
  ...internalRoles.labels,
};

/**
 * What only staff do. These codes never appear in a tenant's permission list; a route or a
 * service asks for them exactly as it asks for a tenant permission code.
 */
export const STAFF_ACTIONS = [
  'audit:DailySales',
  'publish:Announcement',
  'send:Notification',
  'manage:Ticket',
  'manage:Faq',
  'review:Discount',
  'validate:Coupon',
  'approve:WorkRequest',
  'manage:StaffRole',
  'read:AuditLog',
  'read:Directory',
  'manage:Jobs',
  'classify:Brand',
  'manage:ReportServices',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Any ability a route or a service may require. */
export type AbilityCode = PermissionCode | StaffAction;

/** Every internal role reads the clients directory (the console's starting point). */
const DIRECTORY: AbilityCode[] = ['read:Directory'];
const SALES_READ: AbilityCode[] = ['read:DailySales', 'read:MonthlySales', 'read:Sales'];

/**
 * The abilities each internal role holds over the tenants of its country (read-only roles hold
 * only `read:` codes: they never write or delete a tenant's records or files).
 */
export const STAFF_ABILITIES: Record<InternalRole, AbilityCode[]> = {
  ADMIN: [...DIRECTORY, 'manage:StaffRole', 'read:AuditLog', 'manage:Jobs', 'classify:Brand', 'manage:ReportServices'],
  FINANZAS: [...DIRECTORY, ...SALES_READ, 'read:Debt', 'read:Billing', 'read:Expenses'],
  AUDITOR: [...DIRECTORY, ...SALES_READ, 'audit:DailySales'],
  OPERADOR: [...DIRECTORY, 'publish:Announcement', 'send:Notification', 'classify:Brand'],
  SOPORTE: [...DIRECTORY, 'manage:Ticket', 'manage:Faq'],
  MARKETING: [...DIRECTORY, 'review:Discount'],
  PERSONAL_CENTRO: [...DIRECTORY, 'validate:Coupon'],
  INT_OPERACIONES: [...DIRECTORY, 'approve:WorkRequest'],
  INT_SEGURIDAD: [...DIRECTORY, 'approve:WorkRequest'],
  INT_MANTENCION: [...DIRECTORY, 'approve:WorkRequest'],
  INT_PREVENCION: [...DIRECTORY, 'approve:WorkRequest'],
  INT_ARQUITECTURA: [...DIRECTORY, 'approve:WorkRequest'],
};

export const isInternalRole = (id: string): id is InternalRole => (INTERNAL_ROLES as readonly string[]).includes(id);

/** The staff abilities of a set of roles (tenant roles add none). */
export const staffAbilities = (roles: Iterable<string>): Set<AbilityCode> =>
  new Set([...roles].filter(isInternalRole).flatMap((r) => STAFF_ABILITIES[r]));

/** The demo account of an internal role when SSO is not configured: `<role in lower case>@vitrina.test`. */
export const staffDemoEmail = (role: InternalRole) => `${role.toLowerCase()}@vitrina.test`;
