import { describe, it, expect } from 'vitest';
import { MSG } from '../common/messages';
import {
  captchaVersionSchema,
  loginRequestSchema,
  resetPassRequestSchema,
  setPasswordRequestSchema,
  validateTokenRequestSchema,
} from './auth.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('captchaVersionSchema', () => {
  it.each<[unknown, 2 | 3]>([
    [2, 2],
    [3, 3],
    ['2', 2],
    ['3', 3],
  ])('%j → %d', (input, expected) => {
    expect(captchaVersionSchema.parse(input)).toBe(expected);
  });

  it.each<[unknown]>([[4], ['4'], [1], [0], [''], ['abc'], [2.5], [null]])('%j is rejected', (input) => {
    expect(captchaVersionSchema.safeParse(input).success).toBe(false);
  });
});

describe('loginRequestSchema (POST /api/fo/auth/login)', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { username: '  USER@Example.COM ', password: 'secreto' },
      { username: 'user@example.com', password: 'secreto', recaptcha_version: 3, recaptcha_token: '' },
    ],
    [
      { username: 'a@b.cl', password: 'x', recaptcha_version: 2, recaptcha_token: 'tok' },
      { username: 'a@b.cl', password: 'x', recaptcha_version: 2, recaptcha_token: 'tok' },
    ],
    [
      { username: 'A@B.PE', password: ' with spaces ', recaptcha_version: '3' },
      { username: 'a@b.pe', password: ' with spaces ', recaptcha_version: 3, recaptcha_token: '' },
    ],
    [
      { username: 'a@b.cl', password: 'x', recaptcha_version: '2' },
      { username: 'a@b.cl', password: 'x', recaptcha_version: 2, recaptcha_token: '' },
    ],
  ])('%j parses to %j', (input, expected) => {
    expect(loginRequestSchema.parse(input)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['empty password', { username: 'a@b.cl', password: '' }, 'password', MSG.passwordRequired],
    ['missing password', { username: 'a@b.cl' }, 'password', MSG.passwordRequired],
    ['password of the wrong type', { username: 'a@b.cl', password: 12345678 }, 'password', MSG.passwordRequired],
    ['missing username', { password: 'x' }, 'username', MSG.emailRequired],
    ['blank username', { username: '   ', password: 'x' }, 'username', MSG.emailRequired],
    ['invalid username', { username: 'not-an-email', password: 'x' }, 'username', MSG.emailInvalid],
    ['recaptcha version 4', { username: 'a@b.cl', password: 'x', recaptcha_version: 4 }, 'recaptcha_version', ''],
    ['recaptcha version "4"', { username: 'a@b.cl', password: 'x', recaptcha_version: '4' }, 'recaptcha_version', ''],
    ['password over 200 characters', { username: 'a@b.cl', password: 'x'.repeat(201) }, 'password', ''],
  ])('rejects %s', (_label, input, path, message) => {
    const result = loginRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([path]);
    if (message) expect(issue.message).toBe(message);
  });

  it('the empty-password message is the spec text', () => {
    const result = loginRequestSchema.safeParse({ username: 'a@b.cl', password: '' });
    expect(firstMessage(result)).toBe('Debes ingresar tu contraseña');
  });
});

describe('resetPassRequestSchema (POST /api/fo/auth/reset-pass)', () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ username: ' Quien@Mall.CL ' }, { username: 'quien@mall.cl', recaptcha_version: 3, recaptcha_token: '' }],
    [
      { username: 'q@m.cl', recaptcha_version: 2, recaptcha_token: 't' },
      { username: 'q@m.cl', recaptcha_version: 2, recaptcha_token: 't' },
    ],
  ])('%j parses to %j', (input, expected) => {
    expect(resetPassRequestSchema.parse(input)).toEqual(expected);
  });

  it.each<[Record<string, unknown>]>([[{}], [{ username: 'x' }], [{ username: 'q@m.cl', recaptcha_version: 4 }]])('rejects %j', (input) => {
    expect(resetPassRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('validateTokenRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ token: 'abc' }, true],
    [{ token: '' }, false],
    [{ token: 'x'.repeat(201) }, false],
    [{}, false],
  ])('%j → %s', (input, ok) => {
    expect(validateTokenRequestSchema.safeParse(input).success).toBe(ok);
  });
});

describe('setPasswordRequestSchema (POST /api/fo/auth/pass)', () => {
  it.each<[string]>([['abcdefg!'], ['contraseña segura'], ['12345678.']])('accepts %j', (password) => {
    expect(setPasswordRequestSchema.parse({ token: 't', password })).toEqual({
      token: 't',
      password,
      recaptcha_version: 3,
      recaptcha_token: '',
    });
  });

  it.each<[string, string]>([
    ['abcdefgh', 'no special character'],
    ['abcde!', 'too short'],
    ['abcdef!', '7 characters'],
    ['contraseñaÑ', 'unicode letters only'],
    ['', 'empty'],
  ])('rejects %j (%s) with the spec message', (password) => {
    const result = setPasswordRequestSchema.safeParse({ token: 't', password });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['Debe contener al menos 8 caracteres e incluir al menos un caracter especial']);
    expect(result.error!.issues[0]!.path).toEqual(['password']);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ password: 'abcdefg!' }, 'token'],
    [{ token: '', password: 'abcdefg!' }, 'token'],
    [{ token: 't', password: 'abcdefg!', recaptcha_version: 4 }, 'recaptcha_version'],
  ])('rejects %j on %s', (input, path) => {
    const result = setPasswordRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual([path]);
  });
});
