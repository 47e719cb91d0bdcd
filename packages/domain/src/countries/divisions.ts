import type { Division } from '../workers/workers.schema';
import { CHL_DIVISIONS } from './chl-divisions';
import { FIRST_LEVEL_DIVISIONS } from './first-level-divisions';

/** Parses the division data (one '# code name' line per region, one 'code name: code name, ...' per province). */
export function parseDivisions(text: string): Division[] {
  const regions: Division[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      const m = /^#\s+(\d+)\s+(.+)$/.exec(line)!;
      regions.push({ id: m[1]!, code: m[1]!, div_name: m[2]!, div_level: 0, div_type: 'Región', parent_id: null, divisions: [] });
      continue;
    }
    const region = regions[regions.length - 1]!;
    const [head, rest] = line.split(':') as [string, string];
    const pm = /^(\d+)\s+(.+)$/.exec(head.trim())!;
    const province: Division = {
      id: pm[1]!,
      code: pm[1]!,
      div_name: pm[2]!,
      div_level: 1,
      div_type: 'Provincia',
      parent_id: region.id,
      divisions: [],
    };
    for (const c of rest.split(',')) {
      const cm = /^(\d+)\s+(.+)$/.exec(c.trim())!;
      province.divisions.push({
        id: cm[1]!,
        code: cm[1]!,
        div_name: cm[2]!,
        div_level: 2,
        div_type: 'Comuna',
        parent_id: province.id,
        divisions: [],
      });
    }
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
