import { describe, expect, it } from 'vitest';
import type { CountryId } from './countries';
import { isValidPhone, normalizePhone, PHONE_EXAMPLES, phoneInvalidMessage } from './phone';

describe("normalizePhone (phone restricted to the user's country)", () => {
  it.each<[string, CountryId, string | undefined]>([
    ['+56 9 8765 4321', 'CHL', '+56 9 8765 4321'],
    ['+56987654321', 'CHL', '+56 9 8765 4321'],
    ['987654321', 'CHL', '+56 9 8765 4321'],
    ['0056 9 8765-4321', 'CHL', '+56 9 8765 4321'],
    ['(+56) 9.8765.4321', 'CHL', '+56 9 8765 4321'],
    ['+56 9 8765 432', 'CHL', undefined],
    ['+51 987 654 321', 'CHL', undefined],
    ['+56 9 8765 43a1', 'CHL', undefined],
    ['', 'CHL', undefined],
    ['+51 987 654 321', 'PER', '+51 987 654 321'],
    ['987654321', 'PER', '+51 987 654 321'],
    ['+54 9 11 5678 1234', 'ARG', '+54 9 11 5678 1234'],
    ['11 5678 1234', 'ARG', '+54 11 5678 1234'],
    ['+54 123', 'ARG', undefined],
    ['+57 310 456 7890', 'COL', '+57 310 456 7890'],
    ['3104567890', 'COL', '+57 310 456 7890'],
    ['+57 310 456 789', 'COL', undefined],
  ])('%s in %s → %s', (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
    expect(isValidPhone(input, country)).toBe(expected !== undefined);
  });

  it.each<CountryId>(['CHL', 'PER', 'ARG', 'COL'])('the %s placeholder is valid', (c) => {
    expect(normalizePhone(PHONE_EXAMPLES[c], c)).toBe(PHONE_EXAMPLES[c]);
  });

  it('names the country, prefix and digits in the message', () => {
    expect(phoneInvalidMessage('CHL')).toBe('Ingresa un teléfono válido de Chile (+56 y 9 dígitos)');
    expect(phoneInvalidMessage('ARG')).toBe('Ingresa un teléfono válido de Argentina (+54 y 10 u 11 dígitos)');
  });
});
