import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULT_PERMISSIONS, permissionsForCountry } from '../auth/permissions';
import {
  addableRefusal,
  canAdminUsers,
  fold,
  lacksRequiredSpace,
  mayManageHolder,
  roleCovers,
  selectionRequiresSpace,
  sortSpacesSelectedFirst,
  userStatusLabel,
  spaceMatches,
  splitGrantable,
  statusOfFilter,
  type HeldRole,
  type UserAdminOp,
} from './users.rules';
import { userSaveSchema } from './users.schema';
import { USERS_MSG } from './users.messages';

describe('canAdminUsers: manage:User (13) or create:User (14) lists, creates, edits and deletes', () => {
  it.each<[string, number[], UserAdminOp, boolean]>([
    ['manage', [13], 'read', true],
    ['manage', [13], 'create', true],
    ['manage', [13], 'update', true],
    ['manage', [13], 'delete', true],
    ['create only', [14], 'read', true],
    ['create only', [14], 'create', true],
    ['create only', [14], 'update', true],
    ['create only', [14], 'delete', true],
    ['store chief', ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL, 'read', false],
    ['store chief', ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL, 'create', false],
    ['none', [], 'delete', false],
    ['unknown ids', [999], 'read', false],
  ])('%s %j may %s: %s', (_n, ids, op, expected) => {
    expect(canAdminUsers(ids, op)).toBe(expected);
  });
});

describe('splitGrantable and mayManageHolder: nobody gives or touches permissions they lack', () => {
  it.each<[number[], number[], number[], number[]]>([
    [[8, 9], [2, 3, 8, 9, 13, 14], [8, 9], []],
    [[1, 8], [2, 3, 8, 9, 13, 14], [8], [1]],
    [[1, 2, 3], [], [], [1, 2, 3]],
    [[], [1], [], []],
  ])('%j held %j → grantable %j, withheld %j', (requested, held, grantable, withheld) => {
    expect(splitGrantable(requested, held)).toEqual({ grantable, withheld });
    expect(mayManageHolder(requested, held)).toBe(withheld.length === 0);
  });
});

describe('addableRefusal: internal staff and other countries cannot join a client', () => {
  it.each<[string, { corporativo: boolean; internal: boolean; country_id: string }, ReturnType<typeof addableRefusal>]>([
    ['a tenant user of the country', { corporativo: false, internal: false, country_id: 'CHL' }, null],
    ['a corporate user', { corporativo: true, internal: false, country_id: 'CHL' }, 'internal'],
    ['a holder of an internal role', { corporativo: false, internal: true, country_id: 'CHL' }, 'internal'],
    ['internal staff of another country', { corporativo: true, internal: true, country_id: 'PER' }, 'internal'],
    ['a user of another country', { corporativo: false, internal: false, country_id: 'PER' }, 'other_country'],
  ])('%s → %s', (_n, u, expected) => {
    expect(addableRefusal(u, 'CHL')).toBe(expected);
  });
});

describe("roleCovers: whether a role already puts a contract in the user's charge", () => {
  const k = { id: 'K1', client_id: 'A', brand_id: 'M1' };
  const role = (p: Partial<HeldRole>): HeldRole => ({
    role_id: 'EXT_LOCAL',
    enabled: true,
    client_id: 'A',
    brand_id: null,
    contract_id: null,
    ...p,
  });
  it.each<[string, HeldRole[], boolean]>([
    ['no roles', [], false],
    ['company administrator of the client', [role({ role_id: 'EXT_EMPRESA' })], true],
    ['company administrator of another client', [role({ role_id: 'EXT_EMPRESA', client_id: 'B' })], false],
    ['administrator of its brand', [role({ role_id: 'EXT_MARCA', brand_id: 'M1' })], true],
    ['administrator of another brand', [role({ role_id: 'EXT_MARCA', brand_id: 'M2' })], false],
    ['store chief of the contract', [role({ contract_id: 'K1' })], true],
    ['store chief of another contract', [role({ contract_id: 'K2' })], false],
    ['a disabled role', [role({ contract_id: 'K1', enabled: false })], false],
  ])('%s → %s', (_n, roles, expected) => {
    expect(roleCovers(roles, k)).toBe(expected);
  });
});

describe('permissionsForCountry: only those valid for the country', () => {
  it.each([
    // manage:Workers (19) in every country: its screens follow each country's switch
    ['CHL', 19],
    ['PER', 16],
    ['ARG', 16],
    ['COL', 16],
  ] as const)('%s offers %i', (c, n) => {
    expect(permissionsForCountry(c)).toHaveLength(n);
  });
});

describe('selectionRequiresSpace', () => {
  it.each<[number[], boolean]>([
    [[8], true],
    [[1, 2], false],
    [[1, 11], true],
    [[], false],
  ])('%j → %s', (ids, expected) => {
    expect(selectionRequiresSpace(ids)).toBe(expected);
  });
});

describe("lacksRequiredSpace: checked on the resulting spaces, those sent and those kept out of the editor's sight", () => {
  it.each<[string, number[], string[], string[], boolean]>([
    ['a space-requiring permission, a space sent', [8, 9], ['c1001'], [], false],
    ['a space-requiring permission, no space at all', [8], [], [], true],
    ['a space-requiring permission, only a space the editor cannot see', [8], [], ['c1003'], false],
    ['a space-requiring permission, both', [11], ['c1001'], ['c1003'], false],
    ['no space-requiring permission, no space', [1, 12], [], [], false],
    ['no space-requiring permission, a kept space', [12], [], ['c1003'], false],
  ])('%s → %s', (_n, ids, sent, kept, expected) => {
    expect(lacksRequiredSpace(ids, sent, kept)).toBe(expected);
  });
  it('kept spaces default to none', () => expect(lacksRequiredSpace([8], [])).toBe(true));
});

describe('statusOfFilter', () => {
  it.each([
    ['Activo', 'Ok'],
    ['Pendiente', 'Pendiente'],
    ['Todos', undefined],
    [undefined, undefined],
  ] as const)('%s → %s', (f, s) => {
    expect(statusOfFilter(f)).toBe(s);
  });
});

describe('spaces: search by code, brand or building; selected first', () => {
  const spaces = [
    { space_id: 'c1', space_num: 'L-102', building_name: 'Mall Vista Alegre', contracts: [{ brand_name: 'Café Montaña' }] },
    { space_id: 'c2', space_num: 'L-101', building_name: 'Costanera Plaza', contracts: [{ brand_name: 'Zapatería Ruta Sur' }] },
    { space_id: 'c3', space_num: 'L-110', building_name: 'Costanera Plaza', contracts: [] },
  ];
  it.each([
    ['l-101', ['c2']],
    ['cafe', ['c1']],
    ['COSTANERA', ['c2', 'c3']],
    ['', ['c1', 'c2', 'c3']],
    ['nada', []],
  ])('%j', (q, ids) => {
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
    country_id: 'chl',
    email: ' Nuevo@Correo.CL ',
    first_name: 'Ana',
    last_name: 'Pérez',
    phone: '987654321',
    position: 'Jefa de local',
    assignments: [{ type: 'Space', space_id: 'c1001' }],
    permissions: [9, 8, 8],
  };
  it('normalises email, phone, country and permissions', () => {
    const v = userSaveSchema.parse(base);
    expect(v).toMatchObject({
      country_id: 'CHL',
      email: 'nuevo@correo.cl',
      phone: '+56 9 8765 4321',
      permissions: [8, 9],
      space_ids: ['c1001'],
    });
  });
  it.each<[string, object, string]>([
    ['phone of another country', { phone: '+51 987 654 321' }, 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'],
    ['no phone', { phone: ' ' }, USERS_MSG.phoneRequired],
    ['no first name', { first_name: '  ' }, USERS_MSG.firstNameRequired],
    ['no position', { position: '' }, USERS_MSG.positionRequired],
    ['no permission', { permissions: [] }, USERS_MSG.permissionsRequired],
    ['permission not of the country', { country_id: 'per', phone: '987654321', permissions: [15] }, USERS_MSG.permissionNotValid],
    ['name too long', { first_name: 'x'.repeat(101) }, USERS_MSG.tooLong(100)],
    ['bad email', { email: 'nuevo' }, 'Ingresa un correo válido'],
  ])('refuses %s', (_n, patch, message) => {
    const r = userSaveSchema.safeParse({ ...base, ...patch });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('leaves the space rule to lacksRequiredSpace: a contract permission without a space sent parses (the user may keep spaces the editor cannot see)', () => {
    expect(userSaveSchema.parse({ ...base, assignments: [], permissions: [1] }).space_ids).toEqual([]);
    expect(userSaveSchema.parse({ ...base, assignments: [], permissions: [8] })).toMatchObject({ space_ids: [], permissions: [8] });
  });
});

describe('userStatusLabel', () => {
  it.each([
    ['Ok', 'Activo'],
    ['Deshabilitado', 'Inactivo'],
    ['Pendiente', 'Pendiente'],
    ['Otro', 'Otro'],
    ['toString', 'toString'],
  ])('%s → %s', (status, label) => {
    expect(userStatusLabel(status)).toBe(label);
  });
});
