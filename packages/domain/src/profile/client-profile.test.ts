import { describe, expect, it } from 'vitest';
import { PERMISSION_CATEGORIES, PERMISSIONS, ROLE_DEFAULT_PERMISSIONS } from '../auth/permissions';
import { clientProfileAccess, heldPermissionsByCategory, type ClientProfileAccess, type MemberClient } from './client-profile';

const andes: MemberClient = { id: 'CHL76543210-3', permissionsIds: ROLE_DEFAULT_PERMISSIONS.EXT_EMPRESA };
const pacifico: MemberClient = { id: 'CHL77891234-1', permissionsIds: ROLE_DEFAULT_PERMISSIONS.EXT_MARCA };
const local: MemberClient = { id: 'CHL77891234-1', permissionsIds: ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL };

describe('clientProfileAccess (perfil/ver_cliente/{clienteId})', () => {
  it.each<[string, MemberClient[], string, ClientProfileAccess]>([
    ['an administrator of the client', [andes, pacifico], andes.id, 'full'],
    ['a brand administrator (no manage:Client)', [andes, pacifico], pacifico.id, 'summary'],
    ['a store chief', [local], local.id, 'summary'],
    ['a member with no permission at all', [{ id: 'X1', permissionsIds: [] }], 'X1', 'summary'],
    ['only manage:Client', [{ id: 'X1', permissionsIds: [1] }], 'X1', 'full'],
    ['another client', [andes, pacifico], 'PER20601234565', 'not-found'],
    ['a user of no client', [], andes.id, 'not-found'],
    ['an empty id', [andes], '', 'not-found'],
    ['the same id in another case', [andes], andes.id.toLowerCase(), 'not-found'],
  ])('%s → %s', (_, clients, id, expected) => {
    expect(clientProfileAccess(clients, id)).toBe(expected);
  });
});

describe('heldPermissionsByCategory', () => {
  const categories = PERMISSION_CATEGORIES.map((c) => ({
    ...c,
    permissions: PERMISSIONS.filter((p) => p.categoryId === c.id).map(({ id, name, description }) => ({ id, name, description })),
  }));
  const shape = (held: number[]) =>
    heldPermissionsByCategory(categories, held).map((c) => [c.name, c.permissions.map((p) => p.id)] as const);

  it.each<[string, number[], (readonly [string, number[]])[]]>([
    ['nothing held', [], []],
    ['a store chief', ROLE_DEFAULT_PERMISSIONS.EXT_LOCAL, [['Ventas', [8, 9]]]],
    [
      'a brand administrator',
      ROLE_DEFAULT_PERMISSIONS.EXT_MARCA,
      [
        ['Empresa', [2, 3]],
        ['Ventas', [8, 9, 10, 11, 12]],
        ['Usuarios', [13, 14]],
      ],
    ],
    [
      'every permission',
      PERMISSIONS.map((p) => p.id),
      [
        ['Empresa', [1, 2, 3]],
        ['Finanzas', [4, 5, 6, 7]],
        ['Ventas', [8, 9, 10, 11, 12, 18]],
        ['Usuarios', [13, 14]],
        ['Descuentos', [15, 16, 17]],
        ['Contratistas', [19]],
      ],
    ],
    [
      'held ids in any order keep the catalogue order',
      [14, 1, 13],
      [
        ['Empresa', [1]],
        ['Usuarios', [13, 14]],
      ],
    ],
    ['ids unknown to the catalogue are ignored', [999, 4], [['Finanzas', [4]]]],
    ['a repeated id counts once', [5, 5], [['Finanzas', [5]]]],
  ])('%s', (_, held, expected) => {
    expect(shape(held)).toEqual(expected);
  });

  it('does not change the categories it is given', () => {
    const before = JSON.stringify(categories);
    heldPermissionsByCategory(categories, [1]);
    expect(JSON.stringify(categories)).toBe(before);
  });
});
