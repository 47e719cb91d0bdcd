import { describe, expect, it } from 'vitest';
import { defaultComparisonMonth, isComparableGroup, MIN_COMPARABLE_TENANTS, quartileBand, shiftMonth } from './comparison.rules';
import { BRAND_CATEGORIES, BRAND_CATEGORY_LABELS } from './categories';

describe('comparison rules', () => {
  it.each([
    [0, false],
    [4, false],
    [5, true],
    [12, true],
  ])('a group of %i other companies is comparable: %s', (n, ok) => {
    expect(isComparableGroup(n)).toBe(ok);
  });

  it('the threshold is five other companies', () => {
    expect(MIN_COMPARABLE_TENANTS).toBe(5);
  });

  it.each([
    ['2026-11-28', '2026-09'],
    ['2026-02-01', '2025-12'],
    ['2026-01-31', '2025-11'],
  ])('on %s it opens on %s', (today, month) => {
    expect(defaultComparisonMonth(today)).toBe(month);
  });

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-09', -12, '2025-09'],
    ['2025-12', 1, '2026-01'],
  ])('%s shifted %i months is %s', (m, n, out) => {
    expect(shiftMonth(m, n)).toBe(out);
  });

  it.each([
    [null, 'no value', null],
    [5, 'below', 'bajo'],
    [10, 'at q1', 'medio'],
    [25, 'above', 'alto'],
  ] as const)('%s (%s) falls in %s', (v, _, band) => {
    expect(quartileBand(v, { q1: 10, q3: 20 })).toBe(band);
  });

  it('has no band without quartiles', () => {
    expect(quartileBand(10, null)).toBeNull();
  });

  it('every category has a Spanish label', () => {
    expect(BRAND_CATEGORIES.map((c) => BRAND_CATEGORY_LABELS[c])).toContain('Salud y belleza');
    expect(Object.keys(BRAND_CATEGORY_LABELS).sort()).toEqual([...BRAND_CATEGORIES].sort());
  });
});
