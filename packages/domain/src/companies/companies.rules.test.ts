import { describe, expect, it } from 'vitest';
import {
  brandAdminCandidateIds,
  brandAdminIds,
  canEditBrand,
  companyContacts,
  contractStatusLabel,
  wizardProgress,
  type ContactRow,
  type RoleRow,
} from './companies.rules';
import { brandEditSchema, companyEditSchema, newContactFormSchema } from './companies.schema';
import { COMPANY_MSG, WIZARD_MSG } from './companies.messages';

const row = (p: Partial<ContactRow> & { id: string }): ContactRow => ({
  email: `${p.id}@x.test`,
  nombres: p.id,
  apellidos: 'A',
  phone: null,
  position: null,
  status: 'Ok',
  permission_ids: [1],
  role_id: 'EXT_EMPRESA',
  ...p,
});

describe("canEditBrand: the company administrator or the brand's administrator, not a reader", () => {
  const brand = { id: 'M1', client_id: 'A' };
  const marca = (p: object = {}) => ({ role_id: 'EXT_MARCA', enabled: true, client_id: 'A', brand_id: 'M1', ...p });
  it.each<[string, number[], ReturnType<typeof marca>[], boolean]>([
    ['manage:Client', [1], [], true],
    ['an enabled brand-admin role on the brand', [2, 3], [marca()], true],
    ['read:Brand only', [3], [], false],
    ['a brand-admin role on another brand', [3], [marca({ brand_id: 'M2' })], false],
    ['a disabled brand-admin role', [3], [marca({ enabled: false })], false],
    ['a brand-admin role in another company', [3], [marca({ client_id: 'B' })], false],
    ['a store-chief role', [8, 9], [marca({ role_id: 'EXT_LOCAL' })], false],
  ])('%s → %s', (_n, perms, roles, expected) => {
    expect(canEditBrand(perms, roles, brand)).toBe(expected);
  });
});

describe('contractStatusLabel', () => {
  it.each([
    [0, 'vigente'],
    [1, 'no vigente'],
    [2, 'no vigente'],
  ])('%i → %s', (s, label) => {
    expect(contractStatusLabel(s)).toBe(label);
  });
});

describe('companyContacts', () => {
  it.each([
    {
      name: 'de-duplicates by e-mail (case-insensitive) and merges roles',
      rows: [
        row({ id: 'a', role_id: 'EXT_MARCA', permission_ids: [2, 3] }),
        row({ id: 'a', email: 'A@x.test', role_id: 'EXT_LOCAL', permission_ids: [2, 3] }),
      ],
      expected: [{ id: 'a', roles: ['EXT_MARCA', 'EXT_LOCAL'], permission_id: 2 }],
    },
    {
      name: 'sorts by the lowest permission id',
      rows: [row({ id: 'l', permission_ids: [8, 9] }), row({ id: 'e', permission_ids: [1, 2] }), row({ id: 'm', permission_ids: [2, 3] })],
      expected: [{ id: 'e' }, { id: 'm' }, { id: 'l' }],
    },
    {
      name: 'leaves out the current user and disabled users',
      rows: [row({ id: 'me' }), row({ id: 'gone', status: 'Deshabilitado' }), row({ id: 'x' })],
      expected: [{ id: 'x' }],
    },
    {
      name: 'a contact without permissions goes last',
      rows: [row({ id: 'z', permission_ids: [] }), row({ id: 'y', permission_ids: [14] })],
      expected: [{ id: 'y' }, { id: 'z' }],
    },
  ])('$name', ({ rows, expected }) => {
    const got = companyContacts(rows, 'me');
    expect(got).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(got[i]).toMatchObject(e));
  });
});

describe('brand administrators', () => {
  const roles: RoleRow[] = [
    { user_id: 'u1', role_id: 'EXT_MARCA', enabled: true, client_id: 'C1', brand_id: 'B1' },
    { user_id: 'u2', role_id: 'EXT_MARCA', enabled: true, client_id: 'C1', brand_id: 'B2' },
    { user_id: 'u3', role_id: 'EXT_MARCA', enabled: false, client_id: 'C1', brand_id: 'B2' },
    { user_id: 'u4', role_id: 'EXT_LOCAL', enabled: true, client_id: 'C1', brand_id: null },
    { user_id: 'u5', role_id: 'EXT_MARCA', enabled: true, client_id: 'C2', brand_id: 'B9' },
    { user_id: 'u6', role_id: 'EXT_MARCA', enabled: true, client_id: 'C1', brand_id: 'B3' },
  ];
  it('admins of a brand hold an enabled EXT_MARCA role for it', () => {
    expect(brandAdminIds(roles, 'B1')).toEqual(['u1']);
    expect(brandAdminIds(roles, 'B2')).toEqual(['u2']);
  });
  it.each([
    { brand: 'B1', members: ['u1', 'u2', 'u3', 'u4', 'u5'], expected: ['u2'] },
    { brand: 'B2', members: ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'], expected: ['u1', 'u6'] },
    { brand: 'B1', members: ['u1'], expected: [] },
  ])('candidates for $brand: contacts with an enabled brand-admin role who do not hold it yet', ({ brand, members, expected }) => {
    expect(brandAdminCandidateIds(members, roles, 'C1', brand).sort()).toEqual(expected);
  });
});

describe('wizardProgress', () => {
  it.each([
    [0, '1/3'],
    [1, '1/3'],
    [2, '2/3'],
    [3, '3/3'],
    [4, '3/3'],
  ])('step %i → %s', (s, p) => {
    expect(wizardProgress(s)).toBe(p);
  });
});

describe('newContactFormSchema', () => {
  const base = { rol: 'EXT_LOCAL', email: 'a@b.cl', emailConfirmation: 'a@b.cl', nombre: 'Ana', apellidos: 'Díaz', empresaId: 'CHL-1' };
  it.each([
    [{ ...base }, undefined],
    [{ ...base, rol: undefined }, WIZARD_MSG.roleRequired],
    [{ ...base, email: '' }, WIZARD_MSG.emailRequired],
    [{ ...base, emailConfirmation: '' }, WIZARD_MSG.emailConfirmRequired],
    [{ ...base, emailConfirmation: 'x@b.cl' }, WIZARD_MSG.emailsMustMatch],
    [{ ...base, emailConfirmation: ' A@B.cl ' }, undefined],
    [{ ...base, nombre: ' ' }, WIZARD_MSG.nameRequired],
    [{ ...base, apellidos: '' }, WIZARD_MSG.lastNamesRequired],
  ])('%o → %s', (input, message) => {
    const r = newContactFormSchema.safeParse(input);
    if (!message) expect(r.success).toBe(true);
    else expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('brandEditSchema', () => {
  it.each([
    [{ id: 'b', nombre: 'Café', web: 'https://cafe.cl', email: 'A@cafe.cl' }, true],
    [{ id: 'b', nombre: '' }, false],
    [{ id: 'b', nombre: 'x'.repeat(101) }, false],
    [{ id: 'b', nombre: 'Café', web: 'javascript:alert(1)' }, false],
    [{ id: 'b', nombre: 'Café', email: 'no-mail' }, false],
    [{ id: 'b', nombre: 'Café', email: '', web: '' }, true],
  ])('%o → %s', (input, ok) => {
    expect(brandEditSchema.safeParse(input).success).toBe(ok);
  });
  it('normalises empty texts to null and the e-mail to lowercase', () => {
    expect(brandEditSchema.parse({ id: 'b', nombre: ' Café ', email: 'A@cafe.cl', web: '', telefono: '' })).toEqual({
      id: 'b',
      nombre: 'Café',
      email: 'a@cafe.cl',
      web: null,
      telefono: null,
    });
  });
});

describe('companyEditSchema', () => {
  it.each([
    [{ id: 'c', website: 'https://andes.cl', email: 'A@andes.cl', phone: '+56 2 1', address: 'Av. Uno 1' }, true],
    [{ id: 'c' }, true],
    [{ id: 'c', website: '', email: '', phone: '', address: '' }, true],
    [{ id: '' }, false],
    [{ id: 'c', website: 'javascript:alert(1)' }, false],
    [{ id: 'c', email: 'no-mail' }, false],
    [{ id: 'c', phone: '1'.repeat(31) }, false],
    [{ id: 'c', address: 'x'.repeat(201) }, false],
  ])('%o → %s', (input, ok) => {
    expect(companyEditSchema.safeParse(input).success).toBe(ok);
  });
  it('normalises empty texts to null and the e-mail to lowercase; the legal name and tax id are dropped', () => {
    expect(
      companyEditSchema.parse({
        id: 'c',
        email: ' A@andes.cl ',
        website: '',
        phone: ' ',
        address: ' Av. Uno 1 ',
        name: 'Otra',
        tax_id: '1-9',
      }),
    ).toEqual({ id: 'c', email: 'a@andes.cl', website: null, phone: null, address: 'Av. Uno 1' });
  });
  it('answers the Spanish messages', () => {
    expect(companyEditSchema.safeParse({ id: 'c', website: 'andes' }).error?.issues[0]?.message).toBe(COMPANY_MSG.invalidUrl);
    expect(companyEditSchema.safeParse({ id: 'c', email: 'x@' }).error?.issues[0]?.message).toBe(COMPANY_MSG.invalidEmail);
    expect(companyEditSchema.safeParse({ id: 'c', address: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(COMPANY_MSG.textTooLong(200));
  });
});
