import type { Action, Subject } from './permissions';
import type { AbilityCode } from './roles';
import { decideRoute, type CountryFeature, type RouteContext } from './routes';

export interface MenuItem {
  key: string;
  label: string;
  /** the label mall staff see instead (they have no company of their own) */
  staffLabel?: string;
  /** relative to /{country}/shopping */
  path?: string;
  anyOf?: [Action, Subject][];
  /** staff console entries: shown to holders of any of these staff abilities */
  staff?: AbilityCode[];
  /** shown only where the country's switch turns the feature on */
  feature?: CountryFeature;
  children?: MenuItem[];
}

export interface MenuContext extends RouteContext {
  /** brands the user administers; exactly one sends 'Mis marcas' straight to it */
  brandIds: string[];
  /** on-demand report services the user has */
  onDemandServices: string[];
}

/** The left menu, gated by the permissions. */
export const MENU: MenuItem[] = [
  { key: 'mural', label: 'Mural', path: '' },
  {
    key: 'consola',
    label: 'Consola',
    children: [
      { key: 'clientes', label: 'Clientes', path: 'consola/clientes', staff: ['read:Directory'] },
      { key: 'auditoria', label: 'Auditoría', path: 'consola/auditoria', staff: ['audit:DailySales'] },
      { key: 'informe-admin', label: 'Informe de ventas', path: 'informeVentasAdmin', staff: ['read:Sales'] },
      { key: 'comparativo-admin', label: 'Comparativo', path: 'comparativoAdmin', staff: ['read:Sales'] },
      { key: 'renta-admin', label: 'Renta variable', path: 'consola/renta-variable', staff: ['read:Sales'] },
      { key: 'personal', label: 'Administración de personal', path: 'consola/personal', staff: ['manage:StaffRole'] },
      { key: 'registro', label: 'Registro de auditoría', path: 'consola/registro', staff: ['read:AuditLog'] },
      { key: 'trabajos', label: 'Trabajos en segundo plano', path: 'consola/trabajos', staff: ['manage:Jobs'] },
      { key: 'publicaciones', label: 'Publicaciones', path: 'consola/publicaciones', staff: ['publish:Announcement'] },
      { key: 'notificar', label: 'Enviar notificación', path: 'consola/notificaciones', staff: ['send:Notification'] },
      { key: 'revision-descuentos', label: 'Revisión de descuentos', path: 'revision-descuentos', staff: ['review:Discount'] },
      { key: 'validar-cupones', label: 'Validador de cupones', path: 'validar-descuentos', staff: ['validate:Coupon'] },
      {
        key: 'solicitudes-trabajo',
        label: 'Aprobación de solicitudes',
        path: 'consola/solicitudes-trabajo',
        staff: ['approve:WorkRequest'],
      },
    ],
  },
  {
    key: 'empresa',
    label: 'Mi empresa',
    // what staff find here are their country's clients' invoices, common expenses and debt (FINANZAS)
    staffLabel: 'Finanzas',
    children: [
      { key: 'administrar', label: 'Administrar mi empresa', path: 'empresa', anyOf: [['manage', 'Client']] },
      { key: 'contratos', label: 'Contratos', path: 'contratos', anyOf: [['read', 'Contract']] },
      { key: 'facturas', label: 'Facturas', path: 'facturas', anyOf: [['read', 'Billing']] },
      { key: 'notas', label: 'Notas de cargo', path: 'notas-de-cargo', anyOf: [['read', 'DebitNotes']] },
      { key: 'gastos', label: 'Gastos comunes', path: 'gastos-comunes', anyOf: [['read', 'Expenses']] },
      { key: 'deuda', label: 'Cuentas por pagar', path: 'cuentas-por-pagar', anyOf: [['read', 'Debt']] },
    ],
  },
  {
    key: 'ventas',
    label: 'Declarar ventas',
    children: [
      {
        key: 'diarias',
        label: 'Diarias',
        path: 'espacio/locales',
        anyOf: [
          ['read', 'DailySales'],
          ['create', 'DailySales'],
        ],
      },
      {
        key: 'mensuales',
        label: 'Mensuales',
        path: 'ventas-mensuales',
        anyOf: [
          ['read', 'MonthlySales'],
          ['create', 'MonthlySales'],
        ],
      },
      { key: 'comparativo', label: 'Comparativo', path: 'comparativo', anyOf: [['read', 'Sales']] },
      { key: 'renta-variable', label: 'Renta variable', path: 'renta-variable', anyOf: [['read', 'DailySales']] },
    ],
  },
  { key: 'usuarios', label: 'Usuarios', path: 'empresa/usuarios', anyOf: [['manage', 'User']] },
  {
    key: 'descuentos',
    label: 'Descuentos',
    children: [
      { key: 'mis-descuentos', label: 'Mis descuentos', path: 'mis-descuentos', anyOf: [['manage', 'Discounts']] },
      { key: 'validador', label: 'Validador', path: 'validar-descuentos', anyOf: [['manage', 'UsersDiscounts']] },
    ],
  },
  {
    key: 'solicitudes',
    label: 'Solicitudes',
    feature: 'workRequests',
    children: [
      { key: 'mis-solicitudes', label: 'Mis solicitudes', path: 'mis-solicitudes' },
      { key: 'trabajadores-solicitudes', label: 'Trabajadores', path: 'trabajadores-solicitudes', anyOf: [['manage', 'Workers']] },
    ],
  },
  {
    key: 'dotaciones',
    label: 'Dotaciones',
    feature: 'workRequests',
    children: [
      { key: 'dotaciones-recibidas', label: 'Dotaciones recibidas', path: 'dotaciones', anyOf: [['manage', 'Workers']] },
      { key: 'dotaciones-trabajadores', label: 'Trabajadores', path: 'dotaciones/trabajadores', anyOf: [['manage', 'Workers']] },
      { key: 'f30', label: 'F30 / F31', path: 'dotaciones/f30', anyOf: [['manage', 'Workers']] },
      {
        key: 'carga-masiva-trabajadores',
        label: 'Carga masiva',
        path: 'dotaciones/carga-masiva-trabajadores',
        anyOf: [['manage', 'Workers']],
      },
    ],
  },
  { key: 'marcas', label: 'Mis marcas', path: 'marca', anyOf: [['read', 'Brand']] },
  { key: 'reportes', label: 'Reportes', path: 'onDemand' },
  { key: 'soporte', label: 'Mesa de ayuda', path: 'tickets', staff: ['manage:Ticket'] },
  { key: 'ayuda', label: 'Centro de ayuda', path: 'centro-de-ayuda' },
];

/** An entry is shown when its own gating allows it and the route guard would open its page (routes.ts). */
const allowed = (item: MenuItem, ctx: MenuContext) =>
  (!item.feature || (ctx.features?.(item.feature) ?? false)) &&
  (!item.anyOf || item.anyOf.some(([a, s]) => ctx.can(a, s))) &&
  (!item.staff || item.staff.some((c) => ctx.staff?.(c) ?? false)) &&
  (item.path === undefined || decideRoute(item.path, ctx) !== 'deny');

/** The menu a user sees: gated items removed, empty groups removed, brand shortcut applied. */
export function buildMenu(ctx: MenuContext): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of MENU) {
    if (item.key === 'reportes' && ctx.onDemandServices.length === 0) continue;
    if (item.children) {
      if (item.feature && !(ctx.features?.(item.feature) ?? false)) continue;
      const children = item.children.filter((c) => allowed(c, ctx));
      if (children.length) out.push({ ...item, label: (ctx.isStaff && item.staffLabel) || item.label, children });
      continue;
    }
    if (!allowed(item, ctx)) continue;
    if (item.key === 'marcas' && ctx.brandIds.length === 1) {
      out.push({ ...item, path: `marca/${ctx.brandIds[0]}` });
      continue;
    }
    out.push(item);
  }
  return out;
}

/** Labels of the visible menu, flattened (used by tests and the tour). */
export const menuLabels = (items: MenuItem[]): string[] => items.flatMap((i) => [i.label, ...(i.children ? menuLabels(i.children) : [])]);
