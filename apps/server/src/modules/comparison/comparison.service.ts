import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, isCountryId } from '@vitrina/domain/countries/countries';
import { lastDay, monthOf } from '@vitrina/domain/sales/calendar';
import { brandCategorySchema, type BrandCategory } from '@vitrina/domain/comparison/categories';
import { isComparableGroup, monthStart, shiftMonth } from '@vitrina/domain/comparison/comparison.rules';
import {
  COMPARISON_METRICS,
  COMPARISON_MSG,
  type ComparisonGroup,
  type ComparisonQuery,
  type ComparisonResponse,
  type DistributionResponse,
  type DistributionRow,
} from '@vitrina/domain/comparison/comparison.schema';
import type { Access } from '../access/scope';
import { comparisonClients, comparisonStaffCountry, requireBrandClassifier } from '../access/require-comparisons';
import type { ComparisonRepo, GroupStatsRow, MonthWindow } from './comparison.repo';
import { comparedContractsSql } from './comparison.sql';
import { createGroupsCache } from './comparison.cache';

type Caller = { userId: string };
const uniq = <T>(xs: T[]) => [...new Set(xs)];
const category = (v: string | null): BrandCategory | null => brandCategorySchema.safeParse(v).data ?? null;
const groupKey = (country: string, cat: string, building: string | null) => `${country}|${cat}|${building ?? ''}`;

/** The month and the two months a growth is measured against. */
const monthWindow = (month: string): MonthWindow => ({
  start: monthStart(month),
  before: monthStart(shiftMonth(month, -1)),
  yearBefore: monthStart(shiftMonth(month, -12)),
  end: lastDay(monthOf(monthStart(month))),
});

const refused = (message: string): ComparisonGroup => ({ comparable: false, message, quartiles: null });

/**
 * A group as a tenant is answered: nothing when fewer than the threshold of other companies
 * declared the month in it; otherwise the quartiles of each metric that enough of them have.
 */
function tenantGroup(row: GroupStatsRow | undefined): ComparisonGroup {
  if (!row || !isComparableGroup(row.companies)) return refused(COMPARISON_MSG.notEnough);
  const q = (k: (typeof COMPARISON_METRICS)[number]) => {
    const p = row[`${k}_p`];
    return p && isComparableGroup(row[`${k}_n`]) ? { q1: p[0]!, median: p[1]!, q3: p[2]! } : null;
  };
  return { comparable: true, message: null, quartiles: { per_m2: q('per_m2'), avg_ticket: q('avg_ticket'), mom: q('mom'), yoy: q('yoy') } };
}

/** A group as staff read it: its size and the whole spread (minimum, quartiles, maximum) of each metric. */
function staffRow(row: GroupStatsRow): DistributionRow {
  const s = (k: (typeof COMPARISON_METRICS)[number]) => {
    const p = row[`${k}_p`];
    return p && row[`${k}_n`] > 0 ? { min: p[0]!, q1: p[1]!, median: p[2]!, q3: p[3]!, max: p[4]! } : null;
  };
  return {
    stores: row.stores,
    companies: row.companies,
    metrics: { per_m2: s('per_m2'), avg_ticket: s('avg_ticket'), mom: s('mom'), yoy: s('yoy') },
  };
}

/**
 * 'Comparativo': a tenant's stores against the other companies' stores of their category, in
 * their centre and in their country; the staff's distribution of their country; the brands'
 * categories. Who is compared with whom is fixed here and in the access module, never by the caller.
 */
export function createComparisonService(d: { repo: ComparisonRepo; access: Access; clock: Clock }) {
  const { repo } = d;
  // a closed month's groups seldom change, and every view of a month computes the same ones: kept
  // while the version of the data they come from holds, and after a declaration only its
  // category's groups are computed again (comparison.cache.ts)
  const groupsCache = createGroupsCache();
  const cached = async (
    key: unknown[],
    countries: string[],
    categories: string[] | null,
    m: MonthWindow,
    groups: (categories: string[] | null) => Promise<GroupStatsRow[]>,
  ) =>
    groupsCache(JSON.stringify(key), await repo.version(countries, m), {
      categoryVersions: () => repo.categoryVersions(countries, categories, m),
      groups,
    });
  return {
    async stores(caller: Caller, q: ComparisonQuery): Promise<ComparisonResponse> {
      const scope = await d.access.loadScope(caller);
      const { clients, adminOf, ownCompanies } = comparisonClients(scope, q.company_id);
      const m = monthWindow(q.month);
      const mine = await repo.ownStores(comparedContractsSql(scope.userId, clients, adminOf), m);
      const categories = uniq(mine.flatMap((s) => (category(s.category) ? [s.category!] : [])));
      const countries = uniq(mine.map((s) => s.country_id));
      const groups = categories.length
        ? await cached(
            ['peers', [...countries].sort(), [...categories].sort(), m.start, [...ownCompanies].sort()],
            countries,
            categories,
            m,
            (cats) => repo.peerGroups(countries, cats ?? categories, m, ownCompanies),
          )
        : [];
      const byKey = new Map(groups.map((g) => [groupKey(g.country_id, g.category, g.building_id), g]));
      const country = countries[0] && isCountryId(countries[0]) ? countries[0] : scope.countryId;
      return {
        month: q.month,
        currency: COUNTRIES[country].currency,
        stores: mine.map((s) => {
          const cat = category(s.category);
          return {
            contract_id: s.contract_id,
            space_code: s.space_code,
            brand_name: s.brand_name,
            building_name: s.building_name,
            category: cat,
            declared: s.declared,
            figures: { per_m2: s.per_m2, avg_ticket: s.avg_ticket, mom: s.mom, yoy: s.yoy },
            centre: cat ? tenantGroup(byKey.get(groupKey(s.country_id, cat, s.building_id))) : refused(COMPARISON_MSG.noCategory),
            country: cat ? tenantGroup(byKey.get(groupKey(s.country_id, cat, null))) : refused(COMPARISON_MSG.noCategory),
          };
        }),
      };
    },

    async distribution(caller: Caller, month: string): Promise<DistributionResponse> {
      const country = comparisonStaffCountry(await d.access.loadScope(caller));
      const m = monthWindow(month);
      const rows = await cached(['distribution', country, m.start], [country], null, m, (cats) => repo.distribution(country, cats, m));
      const out = new Map<BrandCategory, DistributionResponse['categories'][number]>();
      for (const r of rows) {
        const cat = category(r.category);
        if (!cat) continue;
        if (r.building_id === null) out.set(cat, { category: cat, country: staffRow(r), centres: [] });
        else out.get(cat)?.centres.push({ building_id: r.building_id, building_name: r.building_name ?? r.building_id, ...staffRow(r) });
      }
      return { month, country_id: country, currency: COUNTRIES[country].currency, categories: [...out.values()] };
    },

    async setCategory(caller: Caller, id: string, next: BrandCategory | null, meta: { ip?: string }) {
      const brand = requireBrandClassifier(await d.access.loadScope(caller), await repo.brand(id));
      await repo.setCategory(id, next, {
        at: d.clock.now(),
        actor_user_id: caller.userId,
        action: 'brand_category_set',
        entity: 'brand',
        entity_id: id,
        client_id: brand.client_id,
        ip: meta.ip ?? null,
        details: { before: brand.category, after: next },
      });
      return { message: COMPARISON_MSG.categorySaved, id, category: next };
    },
  };
}
export type ComparisonService = ReturnType<typeof createComparisonService>;
