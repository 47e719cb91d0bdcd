import { COUNTRIES, type CountryId } from './countries';

/** Characters people type between digits: spaces, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/** How the national number is grouped when shown: CHL +56 9 8765 4321, PER +51 987 654 321... */
const GROUPS: Record<CountryId, Record<number, number[]>> = {
  CHL: { 9: [1, 4, 4] },
  PER: { 9: [3, 3, 3] },
  ARG: { 10: [2, 4, 4], 11: [1, 2, 4, 4] },
  COL: { 10: [3, 3, 4] },
};

/**
 * A mobile phone of the country, with or without its prefix, in its canonical form
 * ('+56 9 8765 4321'); undefined when it is not a valid phone of that country.
 */
export function normalizePhone(input: string, countryId: CountryId): string | undefined {
  const c = COUNTRIES[countryId];
  let s = input.trim().replace(SEPARATORS, '');
  const code = c.phonePrefix.slice(1);
  if (s.startsWith('+')) {
    if (!s.startsWith(c.phonePrefix)) return undefined;
    s = s.slice(c.phonePrefix.length);
  } else if (s.startsWith(`00${code}`)) {
    s = s.slice(2 + code.length);
  }
  if (!/^\d+$/.test(s) || !c.phoneDigits.includes(s.length)) return undefined;
  const groups = GROUPS[countryId][s.length] ?? [s.length];
  let at = 0;
  const parts = groups.map((n) => s.slice(at, (at += n)));
  return `${c.phonePrefix} ${parts.join(' ')}`;
}

export const isValidPhone = (input: string, countryId: CountryId) => normalizePhone(input, countryId) !== undefined;

/** Shown when a phone does not fit the country: 'Ingresa un teléfono válido de Chile (+56 y 9 dígitos)'. */
export function phoneInvalidMessage(countryId: CountryId): string {
  const c = COUNTRIES[countryId];
  return `Ingresa un teléfono válido de ${c.name} (${c.phonePrefix} y ${c.phoneDigits.join(' u ')} dígitos)`;
}

/** Example placeholder for the country's phone input. */
export const PHONE_EXAMPLES: Record<CountryId, string> = {
  CHL: '+56 9 1234 5678',
  PER: '+51 912 345 678',
  ARG: '+54 9 11 1234 5678',
  COL: '+57 310 123 4567',
};
