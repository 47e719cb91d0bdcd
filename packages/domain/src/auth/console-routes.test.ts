import { describe, expect, it } from 'vitest';
import { buildMenu, menuLabels } from './menu';
import { decideRoute } from './routes';
import { INTERNAL_ROLES, staffAbilities, type InternalRole, type AbilityCode } from './roles';
import { auditMonthRequestSchema, auditRequestSchema } from '../sales/daily.schema';
import { SALES_MSG } from '../sales/messages';

const CONSOLE = ['Clientes', 'Auditoría', 'Administración de personal', 'Registro de auditoría', 'Publicaciones', 'Enviar notificación'];
const staffOf = (role?: InternalRole) => {
  const codes = staffAbilities(role ? [role] : []);
  return (c: AbilityCode) => codes.has(c);
};
const menuOf = (role?: InternalRole) =>
  menuLabels(buildMenu({ can: () => false, brandIds: [], onDemandServices: [], staff: staffOf(role) })).filter((l) => CONSOLE.includes(l));

describe('the staff console in the menu and the route guard', () => {
  it('shows each internal role its console entries and tenants none', () => {
    expect(menuOf()).toEqual([]);
    expect(menuLabels(buildMenu({ can: () => true, brandIds: [], onDemandServices: [] }))).not.toContain('Consola');
    expect(menuOf('AUDITOR')).toEqual(['Clientes', 'Auditoría']);
    expect(menuOf('ADMIN')).toEqual(['Clientes', 'Administración de personal', 'Registro de auditoría']);
    expect(menuOf('FINANZAS')).toEqual(['Clientes']);
    expect(menuOf('OPERADOR')).toEqual(['Clientes', 'Publicaciones', 'Enviar notificación']);
    for (const role of INTERNAL_ROLES) expect(menuOf(role)).toContain('Clientes');
  });
  it('opens a console route only with its staff ability (a tenant holding every permission is denied)', () => {
    expect(decideRoute('consola/clientes', { can: () => true })).toBe('deny');
    expect(decideRoute('consola/clientes/CHL1-9', { can: () => false, staff: staffOf('SOPORTE') })).toBe('allow');
    expect(decideRoute('consola/auditoria/c1003', { can: () => false, staff: staffOf('AUDITOR') })).toBe('allow');
    expect(decideRoute('consola/auditoria/c1003', { can: () => true, staff: staffOf('FINANZAS') })).toBe('deny');
    expect(decideRoute('consola/personal', { can: () => false, staff: staffOf('ADMIN') })).toBe('allow');
    expect(decideRoute('consola/personal', { can: () => false, staff: staffOf('AUDITOR') })).toBe('deny');
    expect(decideRoute('consola/registro', { can: () => false, staff: staffOf('OPERADOR') })).toBe('deny');
    expect(decideRoute('consola/notificaciones', { can: () => false, staff: staffOf('OPERADOR') })).toBe('allow');
    expect(decideRoute('consola/notificaciones', { can: () => false, staff: staffOf('ADMIN') })).toBe('deny');
  });
  it('gives mall marketing the discount review and mall front-desk staff the coupon validator', () => {
    const labels = (role?: InternalRole) =>
      menuLabels(buildMenu({ can: () => false, brandIds: [], onDemandServices: [], staff: staffOf(role) }));
    expect(labels('MARKETING')).toContain('Revisión de descuentos');
    expect(labels('MARKETING')).not.toContain('Validador de cupones');
    expect(labels('PERSONAL_CENTRO')).toContain('Validador de cupones');
    expect(labels('PERSONAL_CENTRO')).not.toContain('Revisión de descuentos');
    expect(labels('AUDITOR')).not.toContain('Revisión de descuentos');
    expect(decideRoute('revision-descuentos', { can: () => true })).toBe('deny');
    expect(decideRoute('revision-descuentos', { can: () => false, staff: staffOf('MARKETING') })).toBe('allow');
    expect(decideRoute('revision-descuentos', { can: () => false, staff: staffOf('PERSONAL_CENTRO') })).toBe('deny');
    expect(decideRoute('validar-descuentos', { can: () => false, staff: staffOf('PERSONAL_CENTRO') })).toBe('allow');
  });
  it('requires the audit reason (trimmed, at most 500 characters)', () => {
    const base = { space_int_code: 'c1003', start_date: '2026-11-01', end_date: '2026-11-02' };
    expect(auditRequestSchema.safeParse({ ...base, motivo: ' Cuadratura ' }).data?.motivo).toBe('Cuadratura');
    const blank = auditRequestSchema.safeParse({ ...base, motivo: '   ' });
    expect(blank.error?.issues[0]?.message).toBe(SALES_MSG.auditReasonRequired);
    expect(auditRequestSchema.safeParse(base).success).toBe(false);
    expect(auditRequestSchema.safeParse({ ...base, motivo: 'x'.repeat(501) }).success).toBe(false);
    expect(auditMonthRequestSchema.safeParse({ space_int_code: 'c1003', mes: '2026-10', motivo: 'ok' }).success).toBe(true);
    expect(auditMonthRequestSchema.safeParse({ space_int_code: 'c1003', mes: '2026-13', motivo: 'ok' }).success).toBe(false);
  });
  it('informeVentasAdmin opens for staff who read sales (FINANZAS, AUDITOR) only, with a console entry', () => {
    for (const role of INTERNAL_ROLES) {
      const reads = role === 'FINANZAS' || role === 'AUDITOR';
      expect(decideRoute('informeVentasAdmin', { can: () => true, staff: staffOf(role) })).toBe(reads ? 'allow' : 'deny');
      const labels = menuLabels(buildMenu({ can: () => false, brandIds: [], onDemandServices: [], staff: staffOf(role) }));
      expect(labels.includes('Informe de ventas')).toBe(reads);
    }
  });
});
