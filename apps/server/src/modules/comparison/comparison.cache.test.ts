import { describe, expect, it } from 'vitest';
import { createGroupsCache, mergeGroups, type GroupsLoader } from './comparison.cache';
import type { GroupStatsRow } from './comparison.repo';

const row = (country_id: string, category: string, building_id: string | null, stores = 5) =>
  ({ country_id, category, building_id, building_name: building_id, stores, companies: stores }) as GroupStatsRow;

/** A loader over a fake store of groups and category versions, counting what it is asked. */
function fakeLoader(groups: GroupStatsRow[], versions: Record<string, string>) {
  const asked: (string[] | null)[] = [];
  const load: GroupsLoader = {
    categoryVersions: async () => new Map(Object.entries(versions)),
    groups: async (cats) => {
      asked.push(cats);
      return groups.filter((g) => !cats || cats.includes(g.category));
    },
  };
  return { load, asked };
}

describe('comparison groups cache', () => {
  const before = [row('CHL', 'calzado', null), row('CHL', 'calzado', 'B1'), row('CHL', 'hogar', null), row('PER', 'calzado', null)];

  it('replaces the changed categories in place; null when a block appears or empties', () => {
    const fresh = [
      row('CHL', 'calzado', null, 7),
      row('CHL', 'calzado', 'B1', 7),
      row('CHL', 'calzado', 'B2', 6),
      row('PER', 'calzado', null, 8),
    ];
    expect(mergeGroups(before, fresh, ['calzado'])?.map((r) => `${r.country_id}${r.category}${r.building_id}${r.stores}`)).toEqual([
      'CHLcalzadonull7',
      'CHLcalzadoB17',
      'CHLcalzadoB26',
      'CHLhogarnull5',
      'PERcalzadonull8',
    ]);
    expect(mergeGroups(before, [row('CHL', 'calzado', null)], ['calzado'])).toBeNull();
    expect(mergeGroups(before, [row('CHL', 'libreria', null)], ['libreria'])).toBeNull();
    expect(mergeGroups(before, [], ['libreria'])).toEqual(before);
  });

  it('computes everything first, then only the categories whose sales changed, and everything when the rest changed', async () => {
    const cache = createGroupsCache();
    const data = fakeLoader(before, { calzado: '1', hogar: '1' });
    expect(await cache('k', { sales: '1', rest: 'a' }, data.load)).toEqual(before);
    expect(await cache('k', { sales: '1', rest: 'a' }, data.load)).toEqual(before);
    expect(data.asked).toEqual([null]);
    const next = fakeLoader(
      [row('CHL', 'calzado', null), row('CHL', 'calzado', 'B1'), row('CHL', 'hogar', null, 9), row('PER', 'calzado', null)],
      {
        calzado: '1',
        hogar: '2',
      },
    );
    expect((await cache('k', { sales: '2', rest: 'a' }, next.load))[2]!.stores).toBe(9);
    expect(next.asked).toEqual([['hogar']]);
    await cache('k', { sales: '2', rest: 'b' }, next.load);
    expect(next.asked).toEqual([['hogar'], null]);
  });
});
