import type { GroupStatsRow } from './comparison.repo';

/** The version of what a month's groups come from (comparison.repo.ts `version`). */
export interface GroupsVersion {
  sales: string;
  rest: string;
}

/** How a key's groups are read: each category's sales version, and the groups of some categories (null: all of the key's). */
export interface GroupsLoader {
  categoryVersions(): Promise<Map<string, string>>;
  groups(categories: string[] | null): Promise<GroupStatsRow[]>;
}

interface State {
  rest: string;
  categories: Map<string, string>;
  groups: GroupStatsRow[];
}

const block = (r: GroupStatsRow) => `${r.country_id}|${r.category}`;

/**
 * The groups before with those of the `changed` categories replaced by `fresh`, in the same order
 * (country, category, centre, as the repo orders them); null when a category's blocks are not
 * the same ones (a country's category appeared or emptied): then everything is computed again.
 */
export function mergeGroups(before: GroupStatsRow[], fresh: GroupStatsRow[], changed: readonly string[]): GroupStatsRow[] | null {
  const changedSet = new Set(changed);
  const byBlock = new Map<string, GroupStatsRow[]>();
  for (const r of fresh) {
    const rows = byBlock.get(block(r));
    if (rows) rows.push(r);
    else byBlock.set(block(r), [r]);
  }
  const out: GroupStatsRow[] = [];
  const placed = new Set<string>();
  for (const r of before) {
    if (!changedSet.has(r.category)) out.push(r);
    else if (!placed.has(block(r))) {
      const rows = byBlock.get(block(r));
      if (!rows) return null;
      out.push(...rows);
      placed.add(block(r));
    }
  }
  return placed.size === byBlock.size ? out : null;
}

/**
 * The next state of a key after its version changed: everything computed again when there was
 * none or the brands, spaces or contracts changed; otherwise only the categories whose monthly
 * sales changed. Each version is read before the groups it labels, so a write between the two
 * makes the next request compute again, never keeps a group older than its label.
 */
async function nextState(before: State | undefined, rest: string, load: GroupsLoader): Promise<State> {
  const categories = await load.categoryVersions();
  const all = async () => ({ rest, categories, groups: await load.groups(null) });
  if (!before || before.rest !== rest) return all();
  const changed = [...new Set([...categories.keys(), ...before.categories.keys()])].filter(
    (c) => categories.get(c) !== before.categories.get(c),
  );
  if (!changed.length) return { rest, categories, groups: before.groups };
  const groups = mergeGroups(before.groups, await load.groups(changed), changed);
  return groups ? { rest, categories, groups } : all();
}

/**
 * A month's groups, kept per key while the version of their data holds (read on each request:
 * cheap, so every instance answers what is stored now). After a write to the monthly sales, only
 * the groups of the categories it changed are computed again. At most `max` keys are kept; the
 * least recently used go first.
 */
export function createGroupsCache(max = 500) {
  const entries = new Map<string, { version: string; state: Promise<State> }>();
  return async (key: string, version: GroupsVersion, load: GroupsLoader): Promise<GroupStatsRow[]> => {
    const v = `${version.sales}|${version.rest}`;
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.version === v) {
      entries.set(key, hit);
      return (await hit.state).groups;
    }
    const state = (async () => nextState(await hit?.state.catch(() => undefined), version.rest, load))();
    entries.set(key, { version: v, state });
    // a failed computation is not kept
    state.catch(() => entries.get(key)?.state === state && entries.delete(key));
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    return (await state).groups;
  };
}
