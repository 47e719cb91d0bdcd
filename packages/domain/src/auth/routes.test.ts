import { describe, it, expect } from 'vitest';
import { buildAbility, type SessionPermission } from './abilities';
import { ROUTES, decideRoute, matchRoute, staffVariantOf, type RouteDecision } from './routes';
import { PERMISSIONS, type Action, type PermissionCode, type Subject } from './permissions';

const KNOWN: SessionPermission[] = PERMISSIONS.map(({ id, code }) => ({ id, code }));
const canWith = (codes: PermissionCode[]) => {
  const { ability } = buildAbility(
    codes.map((c) => PERMISSIONS.find((p) => p.code === c)!.id),
    KNOWN,
  );
  return (a: Action, s: Subject) => ability.can(a, s);
};
const ALL_CODES = PERMISSIONS.map((p) => p.code);
const allExcept = (...codes: PermissionCode[]) => ALL_CODES.filter((c) => !codes.includes(c));

describe('route table', () => {
  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each<[string, PermissionCode | undefined]>([
    ['informe-de-ventas', 'read:Sales'],
    ['ventas-mensuales', 'read:MonthlySales'],
    ['resumen-ventas-detalle', 'read:DailySales'],
    ['resumen-ventas-detalle/:espacioId/:empresaId', 'read:DailySales'],
    ['marca', 'read:Brand'],
    ['marca/:marcaId', 'read:Brand'],
    ['marca/:marcaId/contactos', 'read:Brand'],
    ['marca/:contratoId/encargados', 'read:Brand'],
    ['marca/espacio/:espacioId', 'read:Brand'],
    ['cuentas-por-pagar', 'read:Debt'],
    ['', undefined],
    ['empresa', undefined],
    ['empresa/usuarios', undefined],
    ['informeVentasAdmin', undefined],
    ['renta-variable', 'read:DailySales'],
    ['consola/renta-variable', undefined],
    // beyond the permission table: pages whose calls refuse a user without the permission (a 403 ends the session)
    ['notas-de-cargo', 'read:DebitNotes'],
    ['facturas', 'read:Billing'],
    ['seleccionFactura', 'read:Billing'],
    ['gastos-comunes', 'read:Expenses'],
    ['seleccionArchivo', 'read:Expenses'],
    ['mis-descuentos', 'manage:Discounts'],
    ['espacio/:espacioId/encargados', 'read:DailySales'],
    ['seleccionEmpresa', undefined],
    ['perfil/ver_cliente/:clienteId', undefined],
    [':publicacionId', undefined],
  ])('%j requires %s', (path, need) => {
    const def = ROUTES.find((r) => r.path === path);
    expect(def).toBeDefined();
    expect(def!.anyOf?.map(([a, s]) => `${a}:${s}`)).toEqual(need ? [need] : undefined);
  });

  it('the permission-table routes carry a permission, and so do the pages whose calls refuse a user without one', () => {
    const gated = ROUTES.filter((r) => r.anyOf).map((r) => r.path.split('/')[0]);
    expect([...new Set(gated)].sort()).toEqual(
      [
        // the permission table
        'cuentas-por-pagar',
        'informe-de-ventas',
        'comparativo',
        'marca',
        'resumen-ventas-detalle',
        'ventas-mensuales',
        'renta-variable',
        // the worker registry, staffing and raising a work request (manage:Workers)
        'trabajadores-solicitudes',
        'dotaciones',
        'mis-solicitudes',
        // their calls answer 403 without the permission, and a 403 ends the session
        'espacio',
        'facturas',
        'seleccionFactura',
        'notas-de-cargo',
        'gastos-comunes',
        'seleccionArchivo',
        'onDemand',
        'mis-descuentos',
      ].sort(),
    );
  });

  it('work requests, workers and staffing open only where the country switch is on', () => {
    const on = () => true;
    for (const path of [
      'mis-solicitudes',
      'mis-solicitudes/crear-solicitud-trabajo',
      'trabajadores-solicitudes',
      'dotaciones',
      'dotaciones/f30',
    ]) {
      expect(decideRoute(path, { can: canWith(ALL_CODES) })).toBe('deny');
      expect(decideRoute(path, { can: canWith(ALL_CODES), features: on })).toBe('allow');
    }
    expect(decideRoute('dotaciones/trabajadores', { can: canWith(['read:Debt']), features: on })).toBe('deny');
    // the help request and its confirmation are the help centre's, never switched off
    expect(decideRoute('mis-solicitudes/crear-solicitud-ayuda', { can: canWith([]) })).toBe('allow');
  });
});

describe('matchRoute', () => {
  it.each<[string, string | undefined]>([
    ['', ''],
    ['/', ''],
    ['empresa', 'empresa'],
    ['/empresa/', 'empresa'],
    ['empresa/usuarios', 'empresa/usuarios'],
    ['espacio/locales', 'espacio/locales'],
    ['espacio/C123/encargados', 'espacio/:espacioId/encargados'],
    ['resumen-ventas-detalle', 'resumen-ventas-detalle'],
    ['resumen-ventas-detalle/C123/CHL76123456-7', 'resumen-ventas-detalle/:espacioId/:empresaId'],
    ['marca', 'marca'],
    ['marca/M1', 'marca/:marcaId'],
    ['marca/M1/contactos', 'marca/:marcaId/contactos'],
    ['marca/K9/encargados', 'marca/:contratoId/encargados'],
    ['marca/espacio/C123', 'marca/espacio/:espacioId'],
    ['onDemand', 'onDemand'],
    ['onDemand/ventas', 'onDemand/:onDemandService'],
    ['perfil/ver_cliente/CHL1', 'perfil/ver_cliente/:clienteId'],
    ['centro-de-ayuda/contacto', 'centro-de-ayuda/contacto'],
    ['centro-de-ayuda/como-declarar', 'centro-de-ayuda/:preguntaTitulo'],
    ['dotaciones/f30', 'dotaciones/f30'],
    ['mis-solicitudes/solicitud-creada', 'mis-solicitudes/solicitud-creada'],
    // literal routes beat ':publicacionId'
    ['noticias', 'noticias'],
    ['informe-de-ventas', 'informe-de-ventas'],
    ['ventas-mensuales', 'ventas-mensuales'],
    ['cuentas-por-pagar', 'cuentas-por-pagar'],
    ['notificaciones', 'notificaciones'],
    ['descuentos', 'descuentos'],
    ['discounts', 'discounts'],
    ['tickets', 'tickets'],
    // announcement detail: {id}_{slug}
    ['abc123_gran-apertura', ':publicacionId'],
    ['42', ':publicacionId'],
    // query string and fragment are not part of the path
    ['abc123_gran-apertura?createdAt=2026-01-01', ':publicacionId'],
    ['informe-de-ventas?tab=1', 'informe-de-ventas'],
    ['marca/M1#top', 'marca/:marcaId'],
    // unknown
    ['empresa/otra', undefined],
    ['resumen-ventas-detalle/C123', undefined],
    ['no/existe/para/nada', undefined],
    ['marca/M1/contactos/extra', undefined],
    ['a/b/c/d/e/f', undefined],
  ])('%j → %j', (path, expected) => {
    expect(matchRoute(path)?.path).toBe(expected);
  });

  it.each(ROUTES.filter((r) => !r.path.includes(':')).map((r) => [r.path]))('literal route %j matches itself', (path) => {
    expect(matchRoute(path)?.path).toBe(path);
  });
});

describe('decideRoute', () => {
  it.each<[string, PermissionCode[], RouteDecision]>([
    // informe-de-ventas: read Sales
    ['informe-de-ventas', ['read:Sales'], 'allow'],
    ['informe-de-ventas', [], 'deny'],
    ['informe-de-ventas', allExcept('read:Sales'), 'deny'],
    ['informe-de-ventas?tab=1', [], 'deny'],
    // ventas-mensuales: read MonthlySales
    ['ventas-mensuales', ['read:MonthlySales'], 'allow'],
    ['ventas-mensuales', ['create:MonthlySales'], 'deny'],
    ['ventas-mensuales', allExcept('read:MonthlySales'), 'deny'],
    // resumen-ventas-detalle: read DailySales, with and without params
    ['resumen-ventas-detalle', ['read:DailySales'], 'allow'],
    ['resumen-ventas-detalle', ['create:DailySales'], 'deny'],
    ['resumen-ventas-detalle', [], 'deny'],
    ['resumen-ventas-detalle/C123/CHL1', ['read:DailySales'], 'allow'],
    ['resumen-ventas-detalle/C123/CHL1', ['create:DailySales'], 'deny'],
    ['resumen-ventas-detalle/C123/CHL1', allExcept('read:DailySales'), 'deny'],
    // marca: read Brand
    ['marca', ['read:Brand'], 'allow'],
    ['marca', [], 'deny'],
    ['marca/M1', ['read:Brand'], 'allow'],
    ['marca/M1', allExcept('read:Brand'), 'deny'],
    ['marca/M1/contactos', ['read:Brand'], 'allow'],
    ['marca/M1/contactos', [], 'deny'],
    ['marca/K1/encargados', [], 'deny'],
    ['marca/espacio/C1', ['read:Brand'], 'allow'],
    ['marca/espacio/C1', [], 'deny'],
    // cuentas-por-pagar: read Debt
    ['cuentas-por-pagar', ['read:Debt'], 'allow'],
    ['cuentas-por-pagar', [], 'deny'],
    ['cuentas-por-pagar', allExcept('read:Debt'), 'deny'],
    // everything else needs only authentication
    ['', [], 'allow'],
    ['empresa', [], 'allow'],
    ['empresa/usuarios', [], 'allow'],
    ['contratos', [], 'allow'],
    // pages whose calls refuse a user without the permission (a 403 ends the session)
    ['espacio/locales', [], 'deny'],
    ['espacio/locales', ['create:DailySales'], 'allow'],
    ['espacio/locales', ['read:DailySales'], 'allow'],
    ['facturas', [], 'deny'],
    ['facturas', ['read:Billing'], 'allow'],
    ['notas-de-cargo', allExcept('read:DebitNotes'), 'deny'],
    ['notas-de-cargo', ['read:DebitNotes'], 'allow'],
    ['gastos-comunes', [], 'deny'],
    ['gastos-comunes', ['read:Expenses'], 'allow'],
    ['onDemand', allExcept('read:Sales'), 'deny'],
    ['onDemand', ['read:Sales'], 'allow'],
    ['onDemand/informe-de-ventas', ['read:Sales'], 'allow'],
    // the internal variant of the sales report: staff whose roles read sales, never tenants
    ['informeVentasAdmin', ALL_CODES, 'deny'],
    ['noticias', [], 'allow'],
    ['mis-descuentos', [], 'deny'],
    ['mis-descuentos', ['manage:Discounts'], 'allow'],
    ['perfil/mi_perfil', [], 'allow'],
    // the company chooser and a client's profile: any tenant role, even a store chief's
    ['seleccionEmpresa', [], 'allow'],
    ['seleccionEmpresa', ['read:DailySales', 'create:DailySales'], 'allow'],
    ['perfil/ver_cliente/CHL76543210-3', [], 'allow'],
    ['perfil/ver_cliente/CHL76543210-3', ['read:DailySales', 'create:DailySales'], 'allow'],
    ['perfil/ver_cliente/CHL76543210-3', ALL_CODES, 'allow'],
    ['centro-de-ayuda/contacto', [], 'allow'],
    ['abc123_gran-apertura', [], 'allow'],
    ['abc123_gran-apertura?createdAt=2026-01-01', [], 'allow'],
    // unknown deep paths
    ['no/existe/para/nada', [], 'unknown'],
    ['no/existe/para/nada', ALL_CODES, 'unknown'],
    ['empresa/usuarios/1/2', ALL_CODES, 'unknown'],
    ['resumen-ventas-detalle/C123', ['read:DailySales'], 'unknown'],
  ])('%j with %j → %s', (path, codes, expected) => {
    expect(decideRoute(path, { can: canWith(codes), onDemandServices: ['informe-de-ventas'] })).toBe(expected);
  });

  it('every gated route opens with the full permission set', () => {
    for (const def of ROUTES.filter((r) => r.anyOf)) {
      const concrete = def.path.replace(/:[^/]+/g, 'X1');
      expect(decideRoute(concrete, { can: canWith(ALL_CODES), features: () => true, onDemandServices: ['informe-de-ventas'] })).toBe(
        'allow',
      );
    }
  });
});

describe("staff on tenants' pages (routes.ts `tenants`, staff abilities of the same code)", () => {
  const staff =
    (...codes: string[]) =>
    (c: string) =>
      codes.includes(c);
  it('staff are turned away from the pages whose calls serve members of a client, whatever they hold', () => {
    for (const path of [
      'informe-de-ventas',
      'ventas-mensuales',
      'mis-solicitudes',
      'mis-solicitudes/crear-solicitud-trabajo',
      // a company's pages: staff have none (an empty or blank page)
      'empresa',
      'empresa/usuarios',
      'contratos',
      'seleccionEmpresa',
      'perfil/ver_cliente/CHL76543210-3',
      'mis-descuentos',
    ]) {
      expect(
        decideRoute(path, {
          can: canWith(ALL_CODES),
          staff: staff('read:Sales', 'read:MonthlySales'),
          features: () => true,
          isStaff: true,
        }),
      ).toBe('deny');
      // the same page for a tenant holding the permission
      expect(decideRoute(path, { can: canWith(ALL_CODES), features: () => true, isStaff: false })).toBe('allow');
    }
  });
  it("a staff ability of a page's code opens it (finance staff read invoices, debt and common expenses of their country)", () => {
    const finanzas = staff('read:Billing', 'read:Debt', 'read:Expenses', 'read:DailySales');
    for (const path of ['facturas', 'cuentas-por-pagar', 'gastos-comunes', 'espacio/locales'])
      expect(decideRoute(path, { can: canWith([]), staff: finanzas, isStaff: true })).toBe('allow');
    // support staff hold none of them
    for (const path of ['facturas', 'gastos-comunes', 'espacio/locales', 'notas-de-cargo'])
      expect(decideRoute(path, { can: canWith([]), staff: staff('manage:Ticket'), isStaff: true })).toBe('deny');
  });
  it("staff who open the tenants' sales report go to its staff variant, when their roles read sales", () => {
    expect(staffVariantOf('informe-de-ventas', staff('read:Sales'))).toBe('informeVentasAdmin');
    expect(staffVariantOf('informe-de-ventas', staff('manage:Ticket'))).toBeUndefined();
    expect(staffVariantOf('ventas-mensuales', staff('read:Sales'))).toBeUndefined();
    expect(staffVariantOf('renta-variable', staff('read:Sales'))).toBe('consola/renta-variable');
  });
  it('the raising of a work request needs manage:Workers (its wizard asks for the malls a user raises requests in)', () => {
    expect(
      decideRoute('mis-solicitudes/crear-solicitud-trabajo', { can: canWith(allExcept('manage:Workers')), features: () => true }),
    ).toBe('deny');
    expect(decideRoute('mis-solicitudes', { can: canWith(allExcept('manage:Workers')), features: () => true })).toBe('allow');
  });
});
