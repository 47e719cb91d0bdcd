import { describe, expect, it } from 'vitest';
import type { CountryId } from './countries';
import { cuitCheckDigit, isValidTaxId, makeTaxId, nitCheckDigit, rucCheckDigit, rutCheckDigit } from './tax-id';

// Published tax ids of real institutions (not computed by the code under test) plus edge cases
// of each check-digit rule.
describe('rutCheckDigit (Chile, modulo 11, weights 2..7)', () => {
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['76086428', '5'],
    ['5126663', '3'],
    ['10000013', 'K'], // remainder 10 → K
    ['10000004', '0'], // remainder 11 → 0
  ])('%s → %s', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });
});

describe('rucCheckDigit (Peru, 11th digit)', () => {
  it.each([
    ['2013131295', '5'], // SUNAT 20131312955
    ['2010007097', '0'], // 20100070970
    ['2010004721', '8'], // 20100047218
    ['2010000005', '0'], // 11 - r = 10 → 0
    ['2010000013', '1'], // 11 - r = 11 → 1
  ])('%s → %s', (first10, digit) => {
    expect(rucCheckDigit(first10)).toBe(digit);
  });
});

describe('cuitCheckDigit (Argentina, 11th digit)', () => {
  it.each([
    ['3369345023', '9'], // AFIP 33-69345023-9
    ['3050001091', '2'], // Banco de la Nación Argentina 30-50001091-2
    ['2017254359', '7'],
    ['2010000013', '0'], // 11 - r = 11 → 0
    ['2010000005', undefined], // 11 - r = 10: no valid digit for this body
  ])('%s → %s', (first10, digit) => {
    expect(cuitCheckDigit(first10)).toBe(digit);
  });
});

describe('nitCheckDigit (Colombia, DIAN weights)', () => {
  it.each([
    ['800197268', '4'], // DIAN 800.197.268-4
    ['899999068', '1'], // Ecopetrol 899.999.068-1
    ['890903938', '8'], // Bancolombia 890.903.938-8
    ['860034313', '7'],
    ['900000009', '0'], // remainder 0 → 0
    ['900000002', '1'], // remainder 1 → 1
  ])('%s → %s', (body, digit) => {
    expect(nitCheckDigit(body)).toBe(digit);
  });
});

describe('isValidTaxId', () => {
  it.each<[CountryId, string, boolean]>([
    // Chile: 7 or 8 digits, dash, check digit; dots allowed; k in either case
    ['CHL', '12345678-5', true],
    ['CHL', '12.345.678-5', true],
    ['CHL', '10000013-K', true],
    ['CHL', '10.000.013-k', true],
    ['CHL', '5126663-3', true],
    ['CHL', '12345678-4', false], // wrong digit
    ['CHL', '10000013-0', false],
    ['CHL', '123456785', false], // no dash
    ['CHL', '123456-0', false], // too short
    ['CHL', '', false],
    // Peru: 11 digits, prefix 10, 15, 17 or 20
    ['PER', '20131312955', true],
    ['PER', '20100070970', true],
    ['PER', '20100047218', true],
    ['PER', '20131312954', false], // wrong digit
    ['PER', '30131312955', false], // prefix
    ['PER', '2013131295', false], // 10 digits
    ['PER', '20-13131295-5', false],
    // Argentina: 11 digits, dashes optional, known prefixes
    ['ARG', '33-69345023-9', true],
    ['ARG', '33693450239', true],
    ['ARG', '30-50001091-2', true],
    ['ARG', '20-17254359-7', true],
    ['ARG', '33-69345023-8', false], // wrong digit
    ['ARG', '21-17254359-7', false], // prefix
    ['ARG', '20-10000005-0', false], // a body without a valid digit
    // Colombia: 9 or 10 digits, dash, verification digit; dots allowed
    ['COL', '800197268-4', true],
    ['COL', '800.197.268-4', true],
    ['COL', '899999068-1', true],
    ['COL', '890903938-8', true],
    ['COL', '800197268-5', false], // wrong digit
    ['COL', '8001972684', false], // no dash
    ['COL', '80019726-4', false], // too short
  ])('%s %s → %s', (country, taxId, valid) => {
    expect(isValidTaxId(country, taxId)).toBe(valid);
  });
});

describe('makeTaxId builds ids that isValidTaxId accepts', () => {
  it.each<[CountryId, string, string]>([
    ['CHL', '76086428', '76086428-5'],
    ['CHL', '10000013', '10000013-K'],
    ['PER', '2013131295', '20131312955'],
    ['ARG', '3369345023', '33-69345023-9'],
    ['COL', '800197268', '800197268-4'],
  ])('%s %s → %s', (country, body, taxId) => {
    expect(makeTaxId(country, body)).toBe(taxId);
    expect(isValidTaxId(country, taxId)).toBe(true);
  });

  it('refuses a CUIT body that has no check digit', () => {
    expect(() => makeTaxId('ARG', '2010000005')).toThrow(/no check digit/);
  });
});
