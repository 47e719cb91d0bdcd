import { describe, it, expect } from 'vitest';
import { emailSchema, isValidEmail, normalizeEmail } from './email';

describe('normalizeEmail: trim and lowercase', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['User@Example.COM', 'user@example.com'],
    ['  user@example.com  ', 'user@example.com'],
    ['\tUSER@EXAMPLE.CL\n', 'user@example.cl'],
    ['Ñandú@Correo.PE', 'ñandú@correo.pe'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each([['user@example.com'], ['USER@EXAMPLE.COM'], ['  user@example.com  '], ['first.last+tag@sub.domain.cl'], ['a@b.co']])(
    '%j is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    [''],
    ['   '],
    ['user'],
    ['user@'],
    ['@example.com'],
    ['user@example'],
    ['user@@example.com'],
    ['us er@example.com'],
    ['user@exa mple.com'],
    ['user@.com'],
    ['user.example.com'],
  ])('%j is invalid', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('emailSchema', () => {
  const schema = emailSchema('requerido', 'inválido');

  it.each([
    ['user@example.com', 'user@example.com'],
    ['  USER@Example.com ', 'user@example.com'],
    ['Mixed.Case@Mall.PE', 'mixed.case@mall.pe'],
  ])('%j parses to %j', (input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [undefined, 'requerido'],
    [null, 'requerido'],
    [42, 'requerido'],
    ['', 'requerido'],
    ['    ', 'requerido'],
    ['user', 'inválido'],
    ['user@example', 'inválido'],
    ['us er@example.com', 'inválido'],
  ])('%j fails with %j first', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
