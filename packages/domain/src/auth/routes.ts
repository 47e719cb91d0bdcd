import type { Action, Subject } from './permissions';
import type { AbilityCode } from './roles';

type Need = [Action, Subject];

export interface RouteDef {
  /** relative to /{country}/shopping; ':name' is a parameter */
  path: string;
  title: string;
  /**
   * any one of these abilities opens the route (a tenant's permission in its company, or a staff
   * member's ability of the same code); none means authentication only
   */
  anyOf?: Need[];
  /**
   * a tenant's page: what it calls serves members of a client, and staff (internal roles, members
   * of none) get 403 there, which ends a session, or an empty page of a company they
   * do not have: staff are turned away before it loads
   */
  tenants?: true;
  /** a tenants' page with a staff variant: staff who open it go there instead (when they may) */
  staffVariant?: string;
  /** 'Reportes': opens only when one of the user's companies has an on-demand report service */
  onDemand?: true;
  /** staff console routes: any one of these staff abilities opens the route */
  staff?: AbilityCode[];
  /** full-bleed layout */
  fullBleed?: boolean;
  /** a feature behind a per-country switch: the route opens only where it is on */
  feature?: CountryFeature;
}

/** Features a country turns on in the params table (work requests, workers and staffing). */
export type CountryFeature = 'workRequests';
const WR = { feature: 'workRequests' as const, fullBleed: true };
const TENANTS = { tenants: true as const };
const DAILY: Need[] = [
  ['read', 'DailySales'],
  ['create', 'DailySales'],
];
const WORKERS: Need[] = [['manage', 'Workers']];

/** Every route of the portal, with its route-level permission. */
export const ROUTES: RouteDef[] = [
  { path: '', title: 'Mural' },
  { path: 'empresa', title: 'Mi empresa', ...TENANTS },
  { path: 'empresa/usuarios', title: 'Usuarios', fullBleed: true, ...TENANTS },
  { path: 'seleccionEmpresa', title: 'Selección de empresa', ...TENANTS },
  { path: 'gastos-comunes', title: 'Gastos comunes', anyOf: [['read', 'Expenses']] },
  { path: 'seleccionArchivo', title: 'Selección de archivo', anyOf: [['read', 'Expenses']] },
  { path: 'facturas', title: 'Facturas', anyOf: [['read', 'Billing']] },
  { path: 'seleccionFactura', title: 'Selección de factura', anyOf: [['read', 'Billing']] },
  { path: 'notas-de-cargo', title: 'Notas de cargo', anyOf: [['read', 'DebitNotes']] },
  { path: 'contratos', title: 'Contratos', fullBleed: true, ...TENANTS },
  { path: 'cuentas-por-pagar', title: 'Cuentas por pagar', anyOf: [['read', 'Debt']] },
  { path: 'espacio/locales', title: 'Ventas diarias', anyOf: DAILY, fullBleed: true },
  // the store chiefs of a space: the list reads daily sales (store-chiefs.service), adding one needs manage:User
  { path: 'espacio/:espacioId/encargados', title: 'Encargados del local', anyOf: [['read', 'DailySales']] },
  { path: 'ventas-mensuales', title: 'Ventas Mensuales', anyOf: [['read', 'MonthlySales']], ...TENANTS },
  { path: 'informe-de-ventas', title: 'Informe de ventas', anyOf: [['read', 'Sales']], ...TENANTS, staffVariant: 'informeVentasAdmin' },
  { path: 'informeVentasAdmin', title: 'Informe de ventas (administración)', staff: ['read:Sales'] },
  { path: 'comparativo', title: 'Comparativo', anyOf: [['read', 'Sales']], ...TENANTS, staffVariant: 'comparativoAdmin' },
  { path: 'comparativoAdmin', title: 'Comparativo (administración)', staff: ['read:Sales'] },
  // 'Renta variable': a tenant's contracts (the daily sales they read); staff see a centre's table instead
  { path: 'renta-variable', title: 'Renta variable', anyOf: [['read', 'DailySales']], ...TENANTS, staffVariant: 'consola/renta-variable' },
  { path: 'consola/renta-variable', title: 'Renta variable por centro', staff: ['read:Sales'] },
  { path: 'resumen-ventas-detalle/:espacioId/:empresaId', title: 'Detalle de ventas', anyOf: [['read', 'DailySales']], fullBleed: true },
  { path: 'resumen-ventas-detalle', title: 'Detalle de ventas', anyOf: [['read', 'DailySales']], fullBleed: true },
  { path: 'marca', title: 'Marcas', anyOf: [['read', 'Brand']] },
  { path: 'marca/:marcaId', title: 'Marca', anyOf: [['read', 'Brand']] },
  { path: 'marca/:marcaId/contactos', title: 'Contactos de la marca', anyOf: [['read', 'Brand']] },
  { path: 'marca/:contratoId/encargados', title: 'Encargados', anyOf: [['read', 'Brand']] },
  { path: 'marca/espacio/:espacioId', title: 'Local', anyOf: [['read', 'Brand']] },
  // the report files of 'Informe de ventas' (tenants) and of its staff variant: read Sales
  { path: 'onDemand', title: 'Reportes', anyOf: [['read', 'Sales']], onDemand: true },
  { path: 'onDemand/:onDemandService', title: 'Reporte', anyOf: [['read', 'Sales']], onDemand: true },
  { path: 'perfil/mi_perfil', title: 'Mi Perfil' },
  { path: 'perfil/updatePerfil', title: 'Mis datos' },
  { path: 'perfil/ver_cliente/:clienteId', title: 'Cliente', ...TENANTS },
  { path: 'notificaciones', title: 'Notificaciones' },
  { path: 'acerca_de_nosotros', title: 'Acerca de este sitio' },
  { path: 'centro-de-ayuda', title: 'Centro de ayuda' },
  { path: 'centro-de-ayuda/contacto', title: 'Contacto', fullBleed: true },
  { path: 'centro-de-ayuda/:preguntaTitulo', title: 'Pregunta frecuente' },
  { path: 'tickets', title: 'Tickets', staff: ['manage:Ticket'] },
  { path: 'discounts', title: 'Descuentos' },
  { path: 'descuentos', title: 'Descuentos' },
  // creating a campaign is refused without manage:Discounts (a 403 ends the session)
  { path: 'mis-descuentos', title: 'Mis descuentos', anyOf: [['manage', 'Discounts']], ...TENANTS },
  { path: 'validar-descuentos', title: 'Validador' },
  { path: 'revision-descuentos', title: 'Revisión de descuentos', staff: ['review:Discount'] },
  { path: 'consola/solicitudes-trabajo', title: 'Aprobación de solicitudes', staff: ['approve:WorkRequest'] },
  { path: 'noticias', title: 'Noticias' },
  { path: 'mis-solicitudes', title: 'Mis solicitudes', ...WR, ...TENANTS },
  { path: 'mis-solicitudes/crear-solicitud-ayuda', title: 'Solicitud de ayuda', fullBleed: true },
  { path: 'mis-solicitudes/crear-solicitud-trabajo', title: 'Solicitud de trabajo', anyOf: WORKERS, ...WR, ...TENANTS },
  { path: 'mis-solicitudes/crear-solicitud-corte-y-soldadura', title: 'Solicitud de corte y soldadura', anyOf: WORKERS, ...WR, ...TENANTS },
  { path: 'mis-solicitudes/solicitud-creada', title: 'Solicitud creada', fullBleed: true },
  { path: 'mis-solicitudes/solicitud-trabajo-creada', title: 'Solicitud creada', ...WR, ...TENANTS },
  { path: 'trabajadores-solicitudes', title: 'Trabajadores', anyOf: WORKERS, ...WR },
  { path: 'dotaciones', title: 'Dotaciones recibidas', anyOf: WORKERS, ...WR },
  { path: 'dotaciones/trabajadores', title: 'Trabajadores', anyOf: WORKERS, ...WR },
  { path: 'dotaciones/f30', title: 'F-30', anyOf: WORKERS, ...WR },
  { path: 'dotaciones/carga-masiva-trabajadores', title: 'Carga masiva de trabajadores', anyOf: WORKERS, ...WR },
  // the staff console, by staff ability
  { path: 'consola/clientes', title: 'Clientes', staff: ['read:Directory'] },
  { path: 'consola/clientes/:clienteId', title: 'Cliente', staff: ['read:Directory'] },
  { path: 'consola/auditoria', title: 'Auditoría', staff: ['audit:DailySales'] },
  { path: 'consola/auditoria/:espacioId', title: 'Auditoría del local', staff: ['audit:DailySales'], fullBleed: true },
  { path: 'consola/personal', title: 'Administración de personal', staff: ['manage:StaffRole'] },
  { path: 'consola/registro', title: 'Registro de auditoría', staff: ['read:AuditLog'], fullBleed: true },
  { path: 'consola/trabajos', title: 'Trabajos en segundo plano', staff: ['manage:Jobs'] },
  { path: 'consola/notificaciones', title: 'Enviar notificación', staff: ['send:Notification'] },
  { path: 'consola/publicaciones', title: 'Publicaciones', staff: ['publish:Announcement'] },
  { path: ':publicacionId', title: 'Publicación' },
];

/** Path segments; a query string or fragment is not part of the path. */
const segments = (p: string) => p.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** The route definition a relative path matches, preferring literal segments over parameters. */
export function matchRoute(relativePath: string): RouteDef | undefined {
  const parts = segments(relativePath);
  let best: { def: RouteDef; score: number } | undefined;
  for (const def of ROUTES) {
    const pattern = segments(def.path);
    if (pattern.length !== parts.length) continue;
    let score = 0;
    let ok = true;
    pattern.forEach((seg, i) => {
      if (seg.startsWith(':')) return;
      if (seg === parts[i]) score += 1;
      else ok = false;
    });
    if (ok && (!best || score > best.score)) best = { def, score };
  }
  return best?.def;
}

export type RouteDecision = 'allow' | 'deny' | 'unknown';

/** Who opens a route: what the guard and the menu (menu.ts MenuContext) decide on. */
export interface RouteContext {
  /** the tenant abilities of the selected company (CASL) */
  can: (action: Action, subject: Subject) => boolean;
  /** the staff abilities of the user's enabled internal roles; none when absent */
  staff?: (code: AbilityCode) => boolean;
  /** whether a per-country feature is on for the user's company; off when absent */
  features?: (f: CountryFeature) => boolean;
  /** mall staff (an enabled internal role): tenants' pages (`tenants`) are refused */
  isStaff?: boolean;
  /** the on-demand report services of the user's companies; none when absent */
  onDemandServices?: string[];
}

/** Guard decision for a relative route. 'unknown' is allowed with a warning. */
export function decideRoute(
  relativePath: string,
  { can, staff, features, isStaff = false, onDemandServices }: RouteContext,
): RouteDecision {
  const staffCan = staff ?? (() => false);
  const def = matchRoute(relativePath);
  if (!def) return 'unknown';
  if (def.feature && !(features?.(def.feature) ?? false)) return 'deny';
  if (def.tenants && isStaff) return 'deny';
  if (def.onDemand && !onDemandServices?.length) return 'deny';
  if (def.staff && !def.staff.some(staffCan)) return 'deny';
  if (!def.anyOf) return 'allow';
  return def.anyOf.some(([a, s]) => can(a, s) || staffCan(`${a}:${s}` as AbilityCode)) ? 'allow' : 'deny';
}

/** Where a staff member who opens a tenants' page goes instead: its staff variant, when they may open it. */
export function staffVariantOf(relativePath: string, staffCan: (code: AbilityCode) => boolean): string | undefined {
  const variant = matchRoute(relativePath)?.staffVariant;
  const def = variant === undefined ? undefined : matchRoute(variant);
  return def && (def.staff ?? []).some(staffCan) ? variant : undefined;
}

/** The on-demand report services ('Reportes') of the user's companies, once each. */
export const onDemandServicesOf = (clients: { reportServices: string[] }[]) => [...new Set(clients.flatMap((c) => c.reportServices))];
