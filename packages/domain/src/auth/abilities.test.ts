import { describe, it, expect } from 'vitest';
import { buildAbility, ruleFromCode, type SessionPermission } from './abilities';
import { ACTIONS, PERMISSIONS, SUBJECTS, type Action, type Subject } from './permissions';

const KNOWN: SessionPermission[] = PERMISSIONS.map(({ id, code }) => ({ id, code }));
const idOf = (code: string) => {
  const found = PERMISSIONS.find((p) => p.code === code);
  if (!found) throw new Error(`no permission ${code}`);
  return found.id;
};

/** Every (action, subject) pair the ability grants. */
const granted = (can: (a: Action, s: Subject) => boolean) =>
  ACTIONS.flatMap((a) => SUBJECTS.filter((s) => s !== 'all' && can(a, s)).map((s) => `${a}:${s}`)).sort();

describe('ruleFromCode', () => {
  it.each<[string, { action: Action; subject: Subject } | undefined]>([
    ['read:DailySales', { action: 'read', subject: 'DailySales' }],
    ['create:MonthlySales', { action: 'create', subject: 'MonthlySales' }],
    ['manage:Client', { action: 'manage', subject: 'Client' }],
    ['update:Brand', { action: 'update', subject: 'Brand' }],
    ['delete:User', { action: 'delete', subject: 'User' }],
    ['manage:all', { action: 'manage', subject: 'all' }],
    ['', undefined],
    ['read', undefined],
    ['read:', undefined],
    [':DailySales', undefined],
    ['read-DailySales', undefined],
    ['read DailySales', undefined],
    ['fly:DailySales', undefined],
    ['read:Nope', undefined],
    ['Read:DailySales', undefined],
    ['read:dailysales', undefined],
    [' read:DailySales', undefined],
    ['read:DailySales:extra', undefined],
    ['read:DailySales:', undefined],
  ])('%j → %j', (code, expected) => {
    expect(ruleFromCode(code)).toEqual(expected);
  });
});

describe('buildAbility: permission ids → CASL rules', () => {
  it.each<[string, string[], string[]]>([
    ['nothing', [], []],
    ['read DailySales', ['read:DailySales'], ['read:DailySales']],
    ['create DailySales', ['create:DailySales'], ['create:DailySales']],
    ['read and create DailySales', ['read:DailySales', 'create:DailySales'], ['create:DailySales', 'read:DailySales']],
    ['read Sales', ['read:Sales'], ['read:Sales']],
    ['read Brand', ['read:Brand'], ['read:Brand']],
    [
      'manage Client implies every action on Client',
      ['manage:Client'],
      ['create:Client', 'delete:Client', 'manage:Client', 'read:Client', 'update:Client'],
    ],
    [
      'manage User plus create User',
      ['manage:User', 'create:User'],
      ['create:User', 'delete:User', 'manage:User', 'read:User', 'update:User'],
    ],
    ['create Discounts does not imply manage', ['create:Discounts'], ['create:Discounts']],
    [
      'manage UsersDiscounts',
      ['manage:UsersDiscounts'],
      ['create:UsersDiscounts', 'delete:UsersDiscounts', 'manage:UsersDiscounts', 'read:UsersDiscounts', 'update:UsersDiscounts'],
    ],
  ])('%s', (_label, codes, expected) => {
    const { ability, unknownIds } = buildAbility(codes.map(idOf), KNOWN);
    expect(unknownIds).toEqual([]);
    expect(granted((a, s) => ability.can(a, s))).toEqual([...expected].sort());
  });

  describe.each<[Action, Subject, boolean]>([
    ['read', 'Client', true],
    ['create', 'Client', true],
    ['update', 'Client', true],
    ['delete', 'Client', true],
    ['manage', 'Client', true],
    ['read', 'User', false],
    ['manage', 'Debt', false],
  ])('manage Client: can(%s, %s)', (action, subject, expected) => {
    it(`is ${expected}; cannot is the opposite`, () => {
      const { ability } = buildAbility([idOf('manage:Client')], KNOWN);
      expect(ability.can(action, subject)).toBe(expected);
      expect(ability.cannot(action, subject)).toBe(!expected);
    });
  });

  it.each<[string, Action, Subject, boolean]>([
    ['read does not imply create', 'create', 'DailySales', false],
    ['read does not imply manage', 'manage', 'DailySales', false],
    ['read does not imply update', 'update', 'DailySales', false],
    ['read grants read', 'read', 'DailySales', true],
    ['other subjects stay closed', 'read', 'MonthlySales', false],
  ])('read DailySales only: %s', (_label, action, subject, expected) => {
    const { ability } = buildAbility([idOf('read:DailySales')], KNOWN);
    expect(ability.can(action, subject)).toBe(expected);
  });

  it.each<[string, number[], SessionPermission[], number[], string[]]>([
    ['an unknown id is reported and not granted', [999], KNOWN, [999], []],
    ['unknown ids are reported in order, known ones granted', [999, 8, 1000], KNOWN, [999, 1000], ['read:DailySales']],
    ['every id is unknown against an empty list', [8, 9], [], [8, 9], []],
    ['an id known to a different list is unknown', [12], [{ id: 8, code: 'read:DailySales' }], [12], []],
  ])('%s', (_label, ids, known, unknownIds, expected) => {
    const result = buildAbility(ids, known);
    expect(result.unknownIds).toEqual(unknownIds);
    expect(granted((a, s) => result.ability.can(a, s))).toEqual(expected);
  });

  it.each<[string]>([['read-DailySales'], ['fly:DailySales'], ['read:Nope'], [''], ['read:DailySales:extra']])(
    'a malformed code %j is ignored and the other rules still apply',
    (code) => {
      const known: SessionPermission[] = [
        { id: 1, code },
        { id: 2, code: 'read:Brand' },
      ];
      const { ability } = buildAbility([1, 2], known);
      expect(granted((a, s) => ability.can(a, s))).toEqual(['read:Brand']);
    },
  );

  it('duplicate ids grant once and report nothing', () => {
    const { ability, unknownIds } = buildAbility([8, 8], KNOWN);
    expect(unknownIds).toEqual([]);
    expect(granted((a, s) => ability.can(a, s))).toEqual(['read:DailySales']);
  });

  it('the whole catalogue yields one rule per permission and no unknown ids', () => {
    const { ability, unknownIds } = buildAbility(
      PERMISSIONS.map((p) => p.id),
      KNOWN,
    );
    expect(unknownIds).toEqual([]);
    expect(ability.rules).toHaveLength(PERMISSIONS.length);
    for (const p of PERMISSIONS) {
      const [action, subject] = p.code.split(':') as [Action, Subject];
      expect(ability.can(action, subject)).toBe(true);
    }
  });
});
