import { describe, it, expect } from 'vitest';
import { buildAbility, type SessionPermission } from './abilities';
import { MENU, buildMenu, menuLabels, type MenuContext, type MenuItem } from './menu';
import { PERMISSIONS, ROLE_DEFAULT_PERMISSIONS, defaultPermissionIds, type PermissionCode, type TenantRole } from './permissions';
import type { CountryId } from '../countries/countries';
import { decideRoute, onDemandServicesOf } from './routes';

const KNOWN: SessionPermission[] = PERMISSIONS.map(({ id, code }) => ({ id, code }));
const idOf = (code: PermissionCode) => PERMISSIONS.find((p) => p.code === code)!.id;

const ctxFor = (ids: number[], extra: Partial<Omit<MenuContext, 'can'>> = {}): MenuContext => {
  const { ability } = buildAbility(ids, KNOWN);
  return {
    can: (a, s) => ability.can(a, s),
    brandIds: [],
    onDemandServices: [],
    ...extra,
  };
};
const ctxWith = (codes: PermissionCode[], extra?: Partial<Omit<MenuContext, 'can'>>) => ctxFor(codes.map(idOf), extra);

const find = (items: MenuItem[], key: string): MenuItem | undefined =>
  items.find((i) => i.key === key) ?? items.flatMap((i) => i.children ?? []).find((i) => i.key === key);

const ALWAYS = ['Mural', 'Centro de ayuda'];

describe('menu gating: each ability alone shows exactly its item', () => {
  it('an entry whose page the route guard would refuse is not offered: create:MonthlySales alone (the page lists with read:MonthlySales)', () => {
    expect(find(buildMenu(ctxWith(['create:MonthlySales'])), 'mensuales')).toBeUndefined();
    expect(find(buildMenu(ctxWith(['create:MonthlySales', 'read:MonthlySales'])), 'mensuales')).toBeDefined();
  });

  it("staff are not offered tenants' pages their roles' abilities would otherwise show (routes.ts `tenants`)", () => {
    const finance = ctxWith(['read:MonthlySales', 'read:DailySales'], {
      staff: (c) => ['read:Sales', 'read:MonthlySales', 'read:DailySales'].includes(c),
      features: () => true,
      isStaff: true,
    });
    const labels = menuLabels(buildMenu(finance));
    expect(labels).toContain('Diarias');
    expect(labels).not.toContain('Mensuales');
    expect(labels).not.toContain('Mis solicitudes');
    // the same abilities as a tenant's
    const tenant = menuLabels(buildMenu({ ...finance, isStaff: false }));
    expect(tenant).toContain('Mensuales');
    expect(tenant).toContain('Mis solicitudes');
  });

  it("staff find their country's invoices, common expenses and debt under 'Finanzas', tenants under 'Mi empresa'", () => {
    const codes: PermissionCode[] = ['read:Billing', 'read:Expenses', 'read:Debt'];
    const finance = ctxWith(codes, { staff: (c) => (codes as string[]).includes(c), isStaff: true });
    const group = (ctx: MenuContext, label: string) => buildMenu(ctx).find((i) => i.key === 'empresa' && i.label === label);
    expect(group(finance, 'Finanzas')?.children?.map((c) => c.label)).toEqual(['Facturas', 'Gastos comunes', 'Cuentas por pagar']);
    expect(menuLabels(buildMenu(finance))).not.toContain('Mi empresa');
    const tenant = ctxWith(codes);
    expect(group(tenant, 'Mi empresa')?.children?.map((c) => c.label)).toEqual(['Facturas', 'Gastos comunes', 'Cuentas por pagar']);
    expect(menuLabels(buildMenu(tenant))).not.toContain('Finanzas');
  });

  it('with no ability only Mural and Centro de ayuda are shown', () => {
    expect(menuLabels(buildMenu(ctxWith([])))).toEqual(ALWAYS);
  });

  it.each<[PermissionCode, string | undefined, string]>([
    ['manage:Client', 'Mi empresa', 'Administrar mi empresa'],
    ['read:Contract', 'Mi empresa', 'Contratos'],
    ['read:Billing', 'Mi empresa', 'Facturas'],
    ['read:DebitNotes', 'Mi empresa', 'Notas de cargo'],
    ['read:Expenses', 'Mi empresa', 'Gastos comunes'],
    ['read:Debt', 'Mi empresa', 'Cuentas por pagar'],
    ['read:DailySales', 'Declarar ventas', 'Diarias'],
    ['create:DailySales', 'Declarar ventas', 'Diarias'],
    ['read:MonthlySales', 'Declarar ventas', 'Mensuales'],
    ['read:Sales', 'Declarar ventas', 'Comparativo'],
    ['manage:User', undefined, 'Usuarios'],
    ['manage:Discounts', 'Descuentos', 'Mis descuentos'],
    ['manage:UsersDiscounts', 'Descuentos', 'Validador'],
    ['read:Brand', undefined, 'Mis marcas'],
  ])('%s shows %s › %s', (code, group, label) => {
    const labels = menuLabels(buildMenu(ctxWith([code])));
    // reading daily sales also opens 'Renta variable' (the rent of the stores whose sales it reads)
    const expected = group ? [group, label, ...(code === 'read:DailySales' ? ['Renta variable'] : [])] : [label];
    expect(labels).toEqual(['Mural', ...expected, 'Centro de ayuda']);
  });

  it.each<[PermissionCode]>([['create:User'], ['create:Discounts']])('%s alone adds no menu item', (code) => {
    expect(menuLabels(buildMenu(ctxWith([code])))).toEqual(ALWAYS);
  });

  it.each<[string, PermissionCode[], string, string[]]>([
    ['Mi empresa', ['read:Contract', 'read:Debt'], 'empresa', ['Contratos', 'Cuentas por pagar']],
    ['Declarar ventas', ['create:DailySales', 'read:MonthlySales'], 'ventas', ['Diarias', 'Mensuales']],
    ['Descuentos', ['manage:UsersDiscounts'], 'descuentos', ['Validador']],
  ])('group %s keeps only its allowed children', (_label, codes, key, children) => {
    const group = find(buildMenu(ctxWith(codes)), key);
    expect(group?.children?.map((c) => c.label)).toEqual(children);
  });

  it.each<[string, string]>([
    ['empresa', 'Mi empresa'],
    ['ventas', 'Declarar ventas'],
    ['descuentos', 'Descuentos'],
  ])('group %s (%s) is removed when it has no allowed child', (key) => {
    // every ability except the ones of this group
    const groupSubjects = MENU.find((i) => i.key === key)!.children!.flatMap((c) => c.anyOf!.map(([, s]) => s));
    const codes = PERMISSIONS.map((p) => p.code).filter((c) => !groupSubjects.includes(c.split(':')[1] as never));
    const menu = buildMenu(ctxWith(codes));
    expect(menu.find((i) => i.key === key)).toBeUndefined();
    expect(menu.length).toBeGreaterThan(2);
  });

  it('is driven by the can() callback alone', () => {
    const menu = buildMenu({
      can: (a, s) => a === 'read' && s === 'Billing',
      brandIds: [],
      onDemandServices: [],
    });
    expect(menuLabels(menu)).toEqual(['Mural', 'Mi empresa', 'Facturas', 'Centro de ayuda']);
  });
});

describe("'Mis marcas' link", () => {
  it.each<[string, string[], string]>([
    ['no brands', [], 'marca'],
    ['exactly one brand', ['B42'], 'marca/B42'],
    ['two brands', ['B1', 'B2'], 'marca'],
    ['three brands', ['B1', 'B2', 'B3'], 'marca'],
  ])('with %s goes to %j', (_label, brandIds, path) => {
    const item = find(buildMenu(ctxWith(['read:Brand'], { brandIds })), 'marcas');
    expect(item?.label).toBe('Mis marcas');
    expect(item?.path).toBe(path);
  });

  it.each<[string[]]>([[[]], [['B42']], [['B1', 'B2']]])('without read Brand is hidden (brands %j)', (brandIds) => {
    expect(find(buildMenu(ctxWith([], { brandIds })), 'marcas')).toBeUndefined();
  });

  it('does not change the shared MENU definition', () => {
    buildMenu(ctxWith(['read:Brand'], { brandIds: ['B42'] }));
    expect(MENU.find((i) => i.key === 'marcas')?.path).toBe('marca');
  });
});

describe('Reportes only with on-demand services (the report files of read:Sales)', () => {
  it.each<[string[], boolean]>([
    [[], false],
    [['ventas'], true],
    [['ventas', 'trafico'], true],
  ])('services %j → shown %s', (onDemandServices, shown) => {
    const menu = buildMenu(ctxWith(['read:Sales'], { onDemandServices }));
    expect(menuLabels(menu).includes('Reportes')).toBe(shown);
    if (shown) expect(menuLabels(menu)).toEqual(['Mural', 'Declarar ventas', 'Comparativo', 'Reportes', 'Centro de ayuda']);
  });

  it("the page opens only when one of the user's companies has a service", () => {
    const ctx = ctxWith(['read:Sales']);
    for (const path of ['onDemand', 'onDemand/informe-de-ventas']) {
      expect(decideRoute(path, { ...ctx, onDemandServices: [] })).toBe('deny');
      expect(decideRoute(path, { ...ctx, onDemandServices: ['informe-de-ventas'] })).toBe('allow');
    }
    expect(
      onDemandServicesOf([{ reportServices: [] }, { reportServices: ['informe-de-ventas'] }, { reportServices: ['informe-de-ventas'] }]),
    ).toEqual(['informe-de-ventas']);
    expect(
      menuLabels(buildMenu(ctxWith(['read:Sales'], { onDemandServices: onDemandServicesOf([{ reportServices: [] }]) }))),
    ).not.toContain('Reportes');
  });
});

describe('menu item paths', () => {
  it.each<[string, string]>([
    ['mural', ''],
    ['administrar', 'empresa'],
    ['contratos', 'contratos'],
    ['facturas', 'facturas'],
    ['notas', 'notas-de-cargo'],
    ['gastos', 'gastos-comunes'],
    ['deuda', 'cuentas-por-pagar'],
    ['diarias', 'espacio/locales'],
    ['mensuales', 'ventas-mensuales'],
    ['comparativo', 'comparativo'],
    ['usuarios', 'empresa/usuarios'],
    ['mis-descuentos', 'mis-descuentos'],
    ['validador', 'validar-descuentos'],
    ['marcas', 'marca'],
    ['reportes', 'onDemand'],
    ['ayuda', 'centro-de-ayuda'],
  ])('%s → %j', (key, path) => {
    expect(find(MENU, key)?.path).toBe(path);
  });
});

describe('role menus with the default permissions (ROLE_DEFAULT_PERMISSIONS)', () => {
  const EMPRESA_CHL = [
    'Mural',
    'Mi empresa',
    'Administrar mi empresa',
    'Contratos',
    'Facturas',
    'Notas de cargo',
    'Gastos comunes',
    'Cuentas por pagar',
    'Declarar ventas',
    'Diarias',
    'Mensuales',
    'Comparativo',
    'Renta variable',
    'Usuarios',
    'Descuentos',
    'Mis descuentos',
    'Validador',
    'Mis marcas',
    'Centro de ayuda',
  ];
  const EMPRESA_PER = EMPRESA_CHL.filter((l) => !['Descuentos', 'Mis descuentos', 'Validador'].includes(l));
  // a brand administrator: no company administration, billing or discounts
  const MARCA = EMPRESA_PER.filter(
    (l) => !['Administrar mi empresa', 'Facturas', 'Notas de cargo', 'Gastos comunes', 'Cuentas por pagar'].includes(l),
  );
  const LOCAL = ['Mural', 'Declarar ventas', 'Diarias', 'Renta variable', 'Centro de ayuda'];

  it.each<[TenantRole, CountryId, string[]]>([
    ['EXT_EMPRESA', 'CHL', EMPRESA_CHL],
    ['EXT_EMPRESA', 'PER', EMPRESA_PER],
    ['EXT_MARCA', 'CHL', MARCA],
    ['EXT_MARCA', 'PER', MARCA],
    ['EXT_LOCAL', 'CHL', LOCAL],
    ['EXT_LOCAL', 'PER', LOCAL],
  ])('%s in %s', (role, country, labels) => {
    const ids = defaultPermissionIds(role, country);
    expect(menuLabels(buildMenu(ctxFor(ids)))).toEqual(labels);
  });

  it.each<[TenantRole, CountryId, PermissionCode[]]>([
    ['EXT_EMPRESA', 'CHL', PERMISSIONS.map((p) => p.code)],
    [
      'EXT_EMPRESA',
      'PER',
      PERMISSIONS.map((p) => p.code).filter((c) => !['manage:Discounts', 'create:Discounts', 'manage:UsersDiscounts'].includes(c)),
    ],
    [
      'EXT_MARCA',
      'CHL',
      [
        'read:Contract',
        'read:Brand',
        'read:DailySales',
        'create:DailySales',
        'read:MonthlySales',
        'create:MonthlySales',
        'read:Sales',
        'manage:User',
        'create:User',
      ],
    ],
    ['EXT_LOCAL', 'PER', ['read:DailySales', 'create:DailySales']],
  ])('%s in %s holds %j by default', (role, country, codes) => {
    expect(defaultPermissionIds(role, country).map((id) => PERMISSIONS.find((p) => p.id === id)!.code)).toEqual(codes);
  });

  it.each<[PermissionCode]>([['manage:Discounts'], ['create:Discounts'], ['manage:UsersDiscounts']])(
    '%s is a Chile-only permission, absent from every PER role',
    (code) => {
      expect(PERMISSIONS.find((p) => p.code === code)?.countries_ids).toEqual(['CHL']);
      for (const role of Object.keys(ROLE_DEFAULT_PERMISSIONS) as TenantRole[]) {
        expect(defaultPermissionIds(role, 'PER')).not.toContain(idOf(code));
      }
    },
  );

  it('the EXT_EMPRESA user with one brand and services sees the brand shortcut and Reportes', () => {
    const menu = buildMenu(ctxFor(defaultPermissionIds('EXT_EMPRESA', 'CHL'), { brandIds: ['M1'], onDemandServices: ['bi'] }));
    expect(menuLabels(menu)).toEqual([...EMPRESA_CHL.slice(0, -1), 'Reportes', 'Centro de ayuda']);
    expect(find(menu, 'marcas')?.path).toBe('marca/M1');
  });
});

describe('staff entries', () => {
  it('shows Mesa de ayuda only to staff holding manage:Ticket', () => {
    expect(menuLabels(buildMenu(ctxWith([])))).not.toContain('Mesa de ayuda');
    expect(menuLabels(buildMenu(ctxWith([], { staff: (c) => c === 'read:Directory' })))).not.toContain('Mesa de ayuda');
    expect(menuLabels(buildMenu(ctxWith([], { staff: (c) => c === 'manage:Ticket' })))).toEqual([
      'Mural',
      'Mesa de ayuda',
      'Centro de ayuda',
    ]);
  });
});

describe("'Solicitudes' and 'Dotaciones' behind the country switch", () => {
  it('hidden while the switch is off, even with manage:Workers', () => {
    const labels = menuLabels(buildMenu(ctxWith(['manage:Workers'])));
    expect(labels).not.toContain('Solicitudes');
    expect(labels).not.toContain('Dotaciones');
  });
  it('shown where it is on: the registry and staffing entries with manage:Workers', () => {
    const menu = buildMenu(ctxWith(['manage:Workers'], { features: (f) => f === 'workRequests' }));
    expect(find(menu, 'solicitudes')?.children?.map((c) => c.label)).toEqual(['Mis solicitudes', 'Trabajadores']);
    expect(find(menu, 'dotaciones')?.children?.map((c) => c.path)).toEqual([
      'dotaciones',
      'dotaciones/trabajadores',
      'dotaciones/f30',
      'dotaciones/carga-masiva-trabajadores',
    ]);
    const without = buildMenu(ctxWith([], { features: () => true }));
    expect(find(without, 'dotaciones')).toBeUndefined();
    expect(find(without, 'solicitudes')?.children?.map((c) => c.label)).toEqual(['Mis solicitudes']);
  });
});
