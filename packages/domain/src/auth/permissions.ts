import type { CountryId } from '../countries/countries';
import { COUNTRY_IDS } from '../countries/countries';

export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
export const SUBJECTS = [
  'Client',
  'Contract',
  'Billing',
  'DebitNotes',
  'Expenses',
  'Debt',
  'DailySales',
  'DailySalesBatch',
  'MonthlySales',
  'Sales',
  'User',
  'Discounts',
  'UsersDiscounts',
  'Brand',
  'Workers',
  'all',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Permission code: '<action>:<Subject>', e.g. 'read:DailySales'. */
export type PermissionCode = `${Action}:${Subject}`;

export interface PermissionDef {
  id: number;
  code: PermissionCode;
  name: string;
  description: string;
  categoryId: number;
  countries_ids: CountryId[];
  /** 'Contract' means the user must be given at least one space with this permission. */
  requires: 'Contract'[];
}

export interface PermissionCategoryDef {
  id: number;
  name: string;
}

export const PERMISSION_CATEGORIES: PermissionCategoryDef[] = [
  { id: 1, name: 'Empresa' },
  { id: 2, name: 'Finanzas' },
  { id: 3, name: 'Ventas' },
  { id: 4, name: 'Usuarios' },
  { id: 5, name: 'Descuentos' },
  { id: 6, name: 'Contratistas' },
];

const ALL = [...COUNTRY_IDS];
const p = (
  id: number,
  code: PermissionCode,
  categoryId: number,
  name: string,
  description: string,
  requires: 'Contract'[] = [],
  countries_ids: CountryId[] = ALL,
): PermissionDef => ({ id, code, categoryId, name, description, requires, countries_ids });

/** The tenant permission catalogue, seeded into the permissions table. */
export const PERMISSIONS: PermissionDef[] = [
  p(1, 'manage:Client', 1, 'Administrar empresa', 'Ver y editar los datos de la empresa'),
  p(2, 'read:Contract', 1, 'Ver contratos', 'Ver los contratos de la empresa'),
  p(3, 'read:Brand', 1, 'Ver marcas', 'Ver y administrar las marcas'),
  p(4, 'read:Billing', 2, 'Ver facturas', 'Ver y descargar facturas'),
  p(5, 'read:DebitNotes', 2, 'Notas de cargo', 'Ver y aceptar notas de cargo'),
  p(6, 'read:Expenses', 2, 'Gastos comunes', 'Ver los gastos comunes'),
  p(7, 'read:Debt', 2, 'Cuentas por pagar', 'Ver la deuda de la empresa'),
  p(8, 'read:DailySales', 3, 'Ver ventas diarias', 'Ver las ventas diarias de sus locales', ['Contract']),
  p(9, 'create:DailySales', 3, 'Declarar ventas diarias', 'Declarar y justificar ventas diarias', ['Contract']),
  p(10, 'read:MonthlySales', 3, 'Ver ventas mensuales', 'Ver las ventas mensuales de sus locales', ['Contract']),
  p(11, 'create:MonthlySales', 3, 'Declarar ventas mensuales', 'Declarar ventas mensuales', ['Contract']),
  p(12, 'read:Sales', 3, 'Informe de ventas', 'Ver el informe de ventas'),
  p(13, 'manage:User', 4, 'Administrar usuarios', 'Ver y editar los usuarios de la empresa'),
  p(14, 'create:User', 4, 'Crear usuarios', 'Crear y eliminar usuarios de la empresa'),
  p(15, 'manage:Discounts', 5, 'Mis descuentos', 'Administrar campañas de descuento', [], ['CHL']),
  p(16, 'create:Discounts', 5, 'Crear descuentos', 'Crear campañas de descuento', [], ['CHL']),
  p(17, 'manage:UsersDiscounts', 5, 'Validador de descuentos', 'Validar cupones de descuento', [], ['CHL']),
  // the bulk daily upload needs create on a daily-sales-batch resource
  p(18, 'create:DailySalesBatch', 3, 'Carga masiva de ventas diarias', 'Cargar ventas diarias desde una planilla', ['Contract']),
  // the worker registry, staffing, F30/F31 and bulk workers, where the country's switch is on
  p(19, 'manage:Workers', 6, 'Trabajadores y dotaciones', 'Administrar trabajadores, dotaciones, F30/F31 y carga masiva de trabajadores'),
];

export const TENANT_ROLES = ['EXT_EMPRESA', 'EXT_MARCA', 'EXT_LOCAL'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** Permissions a role holds by default in a country (filtered by each permission's countries). */
export const ROLE_DEFAULT_PERMISSIONS: Record<TenantRole, number[]> = {
  EXT_EMPRESA: PERMISSIONS.map((x) => x.id),
  EXT_MARCA: [2, 3, 8, 9, 10, 11, 12, 13, 14],
  EXT_LOCAL: [8, 9],
};

export const permissionsForCountry = (countryId: CountryId) => PERMISSIONS.filter((x) => x.countries_ids.includes(countryId));

export const defaultPermissionIds = (role: TenantRole, countryId: CountryId) => {
  const valid = new Set(permissionsForCountry(countryId).map((x) => x.id));
  return ROLE_DEFAULT_PERMISSIONS[role].filter((id) => valid.has(id));
};
