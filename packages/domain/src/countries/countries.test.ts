import { describe, it, expect } from 'vitest';
import { DIVISIONS } from './divisions';
import {
  COUNTRIES,
  COUNTRY_IDS,
  type CountryId,
  clientId,
  countryFromRouteCode,
  countryRoutePrefix,
  formatMoney,
  formatMoneyIn,
  formatNumber,
  getCountry,
  isCountryId,
} from './countries';

describe('country settings', () => {
  it('knows exactly the four countries', () => {
    expect([...COUNTRY_IDS].sort()).toEqual(['ARG', 'CHL', 'COL', 'PER']);
    expect(Object.keys(COUNTRIES).sort()).toEqual(['ARG', 'CHL', 'COL', 'PER']);
  });

  describe.each<[CountryId, string, string, string, string, 'CL' | 'PE' | 'AR' | 'CO']>([
    ['CHL', 'es-CL', 'America/Santiago', 'CLP', 'chl', 'CL'],
    ['PER', 'es-PE', 'America/Lima', 'PEN', 'per', 'PE'],
    ['ARG', 'es-AR', 'America/Buenos_Aires', 'ARS', 'arg', 'AR'],
    ['COL', 'es-CO', 'America/Bogota', 'COP', 'col', 'CO'],
  ])('%s', (id, locale, timeZone, currency, routeCode, iso2) => {
    it('has the spec locale, time zone and currency', () => {
      expect(COUNTRIES[id]).toMatchObject({ id, locale, timeZone, currency });
    });

    it(`routes under /${routeCode}/shopping`, () => {
      expect(COUNTRIES[id].routeCode).toBe(routeCode);
      expect(countryRoutePrefix(id)).toBe(`/${routeCode}/shopping`);
    });

    it('round-trips the route code', () => {
      expect(countryFromRouteCode(routeCode)).toBe(id);
      expect(countryFromRouteCode(routeCode.toUpperCase())).toBe(id);
    });

    it(`has the phone country ${iso2}`, () => {
      expect(COUNTRIES[id].iso2).toBe(iso2);
    });

    it('is found by getCountry in any case', () => {
      expect(getCountry(id)).toBe(COUNTRIES[id]);
      expect(getCountry(id.toLowerCase())).toBe(COUNTRIES[id]);
    });

    it('has a valid IANA time zone', () => {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    });
  });

  it.each([['XXX'], [''], ['CL'], ['chile']])('getCountry(%j) throws', (id) => {
    expect(() => getCountry(id)).toThrow(/Unknown country/);
  });

  it.each<[unknown, boolean]>([
    ['CHL', true],
    ['PER', true],
    ['ARG', true],
    ['COL', true],
    ['chl', false],
    ['BRA', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('isCountryId(%j) is %s', (v, expected) => {
    expect(isCountryId(v)).toBe(expected);
  });

  it.each<[string | undefined, CountryId | undefined]>([
    ['chl', 'CHL'],
    ['Per', 'PER'],
    ['ARG', 'ARG'],
    ['col', 'COL'],
    ['shopping', undefined],
    ['cl', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('countryFromRouteCode(%j) is %s', (code, expected) => {
    expect(countryFromRouteCode(code)).toBe(expected);
  });

  it.each<[CountryId, string, string]>([
    ['CHL', '76123456-7', 'CHL76123456-7'],
    ['PER', '20123456789', 'PER20123456789'],
  ])('clientId(%s, %s) is %s', (country, taxId, expected) => {
    expect(clientId(country, taxId)).toBe(expected);
  });
});

describe('number and money formatting per country', () => {
  it.each<[CountryId, number, string, string, string]>([
    // id, money decimals, thousands, decimals, currency symbol
    ['CHL', 0, '.', ',', '$'],
    ['PER', 2, ',', '.', 'S/'],
    ['ARG', 2, '.', ',', '$'],
    ['COL', 2, '.', ',', '$'],
  ])('%s: %i money decimals, thousands %j, decimals %j', (id, decimals, thousands, dec) => {
    expect(COUNTRIES[id]).toMatchObject({
      moneyDecimals: decimals,
      thousandsSeparator: thousands,
      decimalSeparator: dec,
    });
  });

  it.each<[number, CountryId, number | undefined, string]>([
    [0, 'CHL', undefined, '0'],
    [999, 'CHL', undefined, '999'],
    [1000, 'CHL', undefined, '1.000'],
    [1234567, 'CHL', undefined, '1.234.567'],
    [1234567.89, 'CHL', 2, '1.234.567,89'],
    [1234.5, 'CHL', undefined, '1.235'],
    [-1234567, 'CHL', undefined, '-1.234.567'],
    [1000, 'PER', undefined, '1,000'],
    [1234567.891, 'PER', 2, '1,234,567.89'],
    [0.5, 'PER', 2, '0.50'],
    [-1234.5, 'PER', 2, '-1,234.50'],
    [1234567.891, 'ARG', 2, '1.234.567,89'],
    [1234567.891, 'COL', 2, '1.234.567,89'],
    [100, 'COL', 2, '100,00'],
    [999999.999, 'COL', 2, '1.000.000,00'],
    [123456, 'ARG', 0, '123.456'],
  ])('formatNumber(%d, %s, %s) is %j', (value, id, decimals, expected) => {
    expect(formatNumber(value, id, decimals)).toBe(expected);
  });

  it.each<[number, CountryId, string]>([
    // Chile: no decimals, '.' thousands
    [0, 'CHL', '$ 0'],
    [1234567, 'CHL', '$ 1.234.567'],
    [1234567.6, 'CHL', '$ 1.234.568'],
    [999.4, 'CHL', '$ 999'],
    [-1500, 'CHL', '-$ 1.500'],
    // Peru: ',' thousands, '.' decimals
    [0, 'PER', 'S/ 0.00'],
    [1234567.5, 'PER', 'S/ 1,234,567.50'],
    [12.3, 'PER', 'S/ 12.30'],
    [-1500.25, 'PER', '-S/ 1,500.25'],
    // Argentina and Colombia: '.' thousands, ',' decimals
    [1234567.5, 'ARG', '$ 1.234.567,50'],
    [-1500.25, 'ARG', '-$ 1.500,25'],
    [1234567.5, 'COL', '$ 1.234.567,50'],
    [0.99, 'COL', '$ 0,99'],
  ])('formatMoney(%d, %s) is %j', (amount, id, expected) => {
    expect(formatMoney(amount, id)).toBe(expected);
  });

  it.each<[number, string, string]>([
    [150000, 'CLP', '$ 150.000'],
    [1500.5, 'PEN', 'S/ 1,500.50'],
    [1500.5, 'pen', 'S/ 1,500.50'],
    [1500.5, 'ARS', '$ 1.500,50'],
    [-1500.5, 'COP', '-$ 1.500,50'],
  ])("formatMoneyIn(%d, %s) is %j: the format of the currency's country", (amount, currency, expected) => {
    expect(formatMoneyIn(amount, currency)).toBe(expected);
  });
  it('formatMoneyIn: another currency keeps its ISO code', () => {
    expect(formatMoneyIn(10, 'USD')).toMatch(/US\$|USD/);
  });
});

describe('division trees of every country', () => {
  it.each([
    ['per', 25, 'Departamento', '15', 'Lima'],
    ['arg', 24, 'Provincia', '94', 'Tierra del Fuego, Antártida e Islas del Atlántico Sur'],
    ['col', 33, 'Departamento', '88', 'Archipiélago de San Andrés, Providencia y Santa Catalina'],
  ])('%s: %i first-level divisions of type %s, codes unique', (country, count, type, code, name) => {
    const tree = DIVISIONS[country]!;
    expect(tree).toHaveLength(count);
    expect(new Set(tree.map((d) => d.code)).size).toBe(count);
    expect(tree.every((d) => d.div_type === type && d.div_level === 0 && d.parent_id === null)).toBe(true);
    expect(tree.find((d) => d.code === code)?.div_name).toBe(name);
  });
});
