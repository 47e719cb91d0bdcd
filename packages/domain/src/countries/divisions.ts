import type { Division } from '../workers/workers.schema';
import { CHL_DIVISIONS } from './chl-divisions';
import { FIRST_LEVEL_DIVISIONS } from './first-level-divisions';

const LEVEL_TYPES = ['Región', 'Provincia', 'Comuna'] as const;

/** A division of `level` (0 region, 1 province, 2 commune) from its 'code name' text, under `parent`. */
function division(codeAndName: string, level: 0 | 1 | 2, parent: Division | null): Division {
  const m = /^(\d+)\s+(.+)$/.exec(codeAndName.trim())!;
  return {
    id: m[1]!,
    code: m[1]!,
    div_name: m[2]!,
    div_level: level,
    div_type: LEVEL_TYPES[level],
    parent_id: parent?.id ?? null,
    divisions: [],
  };
}

/** Parses the division data (one '# code name' line per region, one 'code name: code name, ...' per province). */
export function parseDivisions(text: string): Division[] {
  const regions: Division[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      regions.push(division(line.slice(1), 0, null));
      continue;
    }
    const region = regions[regions.length - 1]!;
    const [head, rest] = line.split(':') as [string, string];
    const province = division(head, 1, region);
    for (const c of rest.split(',')) province.divisions.push(division(c, 2, province));
    region.divisions.push(province);
  }
  return regions;
}

/**
 * The division trees by country id (lower case, as in GET /{countryId}/divisions): Chile's down to
 * its communes, the other countries' first level.
 */
export const DIVISIONS: Record<string, Division[]> = { chl: parseDivisions(CHL_DIVISIONS), ...FIRST_LEVEL_DIVISIONS };

/** Every commune id of a country (the worker's address_division_id is one of them). */
export const communeIds = (countryId: string) => {
  const out = new Set<string>();
  const walk = (d: Division) => {
    if (d.div_type === 'Comuna') out.add(d.id);
    d.divisions.forEach(walk);
  };
  (DIVISIONS[countryId.toLowerCase()] ?? []).forEach(walk);
  return out;
};
