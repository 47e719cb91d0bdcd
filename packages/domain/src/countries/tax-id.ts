import type { CountryId } from './countries';

/** Chilean RUT check digit (modulo 11, weights 2..7). */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  let w = 2;
  for (const d of [...body].reverse()) {
    sum += Number(d) * w;
    w = w === 7 ? 2 : w + 1;
  }
  const r = 11 - (sum % 11);
  return r === 11 ? '0' : r === 10 ? 'K' : String(r);
}

const weighted = (digits: string, weights: number[]) => [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);

/** Peruvian RUC check digit (11th digit). */
export function rucCheckDigit(first10: string): string {
  const r = 11 - (weighted(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return String(r === 10 ? 0 : r === 11 ? 1 : r);
}

/** Argentine CUIT check digit (11th digit); undefined when the body has no valid digit. */
export function cuitCheckDigit(first10: string): string | undefined {
  const r = 11 - (weighted(first10, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  if (r === 11) return '0';
  if (r === 10) return undefined;
  return String(r);
}

/** Colombian NIT verification digit (DIAN weights). */
export function nitCheckDigit(body: string): string {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digits = [...body].reverse();
  const sum = digits.reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  const r = sum % 11;
  return String(r > 1 ? 11 - r : r);
}

/**
 * Whether a tax id is well formed and its check digit right, per country.
 * @internal the seed's tax ids are checked with it
 */
export function isValidTaxId(countryId: CountryId, taxId: string): boolean {
  const t = taxId.replace(/\./g, '').toUpperCase();
  switch (countryId) {
    case 'CHL': {
      const m = /^(\d{7,8})-([\dK])$/.exec(t);
      return !!m && rutCheckDigit(m[1]!) === m[2];
    }
    case 'PER':
      return /^(10|15|17|20)\d{9}$/.test(t) && rucCheckDigit(t.slice(0, 10)) === t[10];
    case 'ARG': {
      const d = t.replace(/-/g, '');
      return /^(20|23|24|27|30|33|34)\d{9}$/.test(d) && cuitCheckDigit(d.slice(0, 10)) === d[10];
    }
    case 'COL': {
      const m = /^(\d{9,10})-(\d)$/.exec(t);
      return !!m && nitCheckDigit(m[1]!) === m[2];
    }
  }
}

/** A valid tax id for a body of digits (used by the demo seed and tests). */
export function makeTaxId(countryId: CountryId, body: string): string {
  switch (countryId) {
    case 'CHL':
      return `${body}-${rutCheckDigit(body)}`;
    case 'PER':
      return `${body}${rucCheckDigit(body)}`;
    case 'ARG': {
      const d = cuitCheckDigit(body);
      if (d === undefined) throw new Error(`CUIT body ${body} has no check digit`);
      return `${body.slice(0, 2)}-${body.slice(2)}-${d}`;
    }
    case 'COL':
      return `${body}-${nitCheckDigit(body)}`;
  }
}
