import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS } from '../auth/permissions';
import {
  canAdminUsers, fold, grantablePermissions, selectionRequiresSpace, sortSpacesSelectedFirst, spaceMatches,
  statusOfFilter, type UserAdminOp,
} from './users.rules';
import { userSaveSchema } from './users.schema';
import { USERS_MSG } from './users.messages';

describe('canAdminUsers: manage:User (13) allows all, create:User (14) creates and deletes', () => {
  it.each<[string, number[], UserAdminOp, boolean]>([
    ['manage', [13], 'read', true],
    ['manage', [13], 'create', true],
    ['manage', [13], 'update', true],
    ['manage', [13], 'delete', true],
    ['create only', [14], 'read', false],
    ['create only', [14], 'create', true],
    ['create only', [14], 'update', false],
    ['create only', [14], 'delete', true],
    ['store chief', ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL, 'read', false],
    ['store chief', ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL, 'create', false],
    ['none', [], 'delete', false],
    ['unknown ids', [999], 'read', false],
  ])('%s %j may %s: %s', (_n, ids, op, expected) => {
    expect(canAdminUsers(ids, op)).toBe(expected);
  });
});

describe('grantablePermissions: only those valid for the country', () => {
  it.each([['CHL', 18], ['PER', 15], ['ARG', 15], ['COL', 15]] as const)('%s offers %i', (c, n) => {
    expect(grantablePermissions(c)).toHaveLength(n);
  });
});

describe('selectionRequiresSpace', () => {
  it.each<[number[], boolean]>([[[8], true], [[1, 2], false], [[1, 11], true], [[], false]])('%j → %s', (ids, expected) => {
    expect(selectionRequiresSpace(ids)).toBe(expected);
  });
});

describe('statusOfFilter', () => {
  it.each([['Activo', 'Ok'], ['Pendiente', 'Pendiente'], ['Todos', undefined], [undefined, undefined]] as const)('%s → %s', (f, s) => {
    expect(statusOfFilter(f)).toBe(s);
  });
});

describe('spaces: search by code, brand or building; selected first', () => {
  const spaces = [
    { space_id: 'c1', space_num: 'L-102', building_name: 'Mall Vista Alegre', contracts: [{ brand_name: 'Café Montaña' }] },
    { space_id: 'c2', space_num: 'L-101', building_name: 'Costanera Plaza', contracts: [{ brand_name: 'Zapatería Ruta Sur' }] },
    { space_id: 'c3', space_num: 'L-110', building_name: 'Costanera Plaza', contracts: [] },
  ];
  it.each([['l-101', ['c2']], ['cafe', ['c1']], ['COSTANERA', ['c2', 'c3']], ['', ['c1', 'c2', 'c3']], ['nada', []]])('%j', (q, ids) => {
    expect(spaces.filter((s) => spaceMatches(s, q)).map((s) => s.space_id)).toEqual(ids);
  });
  it('orders selected first, then building and number', () => {
    expect(sortSpacesSelectedFirst(spaces, new Set(['c3'])).map((s) => s.space_id)).toEqual(['c3', 'c2', 'c1']);
    expect(sortSpacesSelectedFirst(spaces, new Set()).map((s) => s.space_id)).toEqual(['c2', 'c3', 'c1']);
  });
  it('folds accents', () => expect(fold('Ñandú Café')).toBe('nandu cafe'));
});

describe('userSaveSchema', () => {
  const base = {
    country_id: 'chl', email: ' Nuevo@Correo.CL ', first_name: 'Ana', last_name: 'Pérez', phone: '987654321',
    position: 'Jefa de local', assignments: [{ type: 'Space', space_id: 'c1001' }], permissions: [9, 8, 8],
  };
  it('normalises email, phone, country and permissions', () => {
    const v = userSaveSchema.parse(base);
    expect(v).toMatchObject({ country_id: 'CHL', email: 'nuevo@correo.cl', phone: '+56 9 8765 4321', permissions: [8, 9], space_ids: ['c1001'] });
  });
  it.each<[string, object, string]>([
    ['phone of another country', { phone: '+51 987 654 321' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
    ['no phone', { phone: ' ' }, USERS_MSG.phoneRequired],
    ['no first name', { first_name: '  ' }, USERS_MSG.firstNameRequired],
    ['no position', { position: '' }, USERS_MSG.positionRequired],
    ['no permission', { permissions: [] }, USERS_MSG.permissionsRequired],
    ['contract permission without space', { assignments: [] }, USERS_MSG.spaceRequired],
    ['permission not of the country', { country_id: 'per', phone: '987654321', permissions: [15] }, USERS_MSG.permissionNotValid],
    ['name too long', { first_name: 'x'.repeat(101) }, USERS_MSG.tooLong(100)],
    ['bad email', { email: 'nuevo' }, 'Ingresa un correo válido'],
  ])('refuses %s', (_n, patch, message) => {
    const r = userSaveSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('accepts a permission without contract and no space', () => {
    expect(userSaveSchema.parse({ ...base, assignments: [], permissions: [1] }).space_ids).toEqual([]);
  });
});
