import { describe, it, expect } from 'vitest';
import { MSG } from '../common/messages';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  isValidPassword,
  newPasswordFormState,
  passwordHasMinLength,
  passwordHasSpecial,
  passwordHelperText,
} from './password';

const ASCII_PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'];

describe('password rule constants', () => {
  it('minimum length is 8', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('special characters are exactly the space and the 32 printable ASCII punctuation characters', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([' ', ...ASCII_PUNCTUATION].sort());
    expect(new Set(PASSWORD_SPECIAL_CHARACTERS).size).toBe(33);
  });

  it('helper text starts with the spec rule and lists the accepted characters', () => {
    expect(passwordHelperText.startsWith(MSG.passwordRule)).toBe(true);
    expect(MSG.passwordRule).toBe('Debe contener al menos 8 caracteres e incluir al menos un caracter especial');
    for (const ch of ASCII_PUNCTUATION) expect(passwordHelperText).toContain(ch);
    expect(passwordHelperText).toContain('espacio');
  });
});

describe('passwordHasSpecial', () => {
  it.each([' ', ...ASCII_PUNCTUATION].map((ch) => [ch]))('%j is special', (ch) => {
    expect(passwordHasSpecial(`abc${ch}def`)).toBe(true);
    expect(passwordHasSpecial(ch)).toBe(true);
  });

  it.each([
    ['abcdefgh', 'ASCII letters'],
    ['12345678', 'digits'],
    ['ABCdef123', 'mixed letters and digits'],
    ['ñandú', 'Spanish letters'],
    ['ÁÉÍÓÚáéíóúÜü', 'accented letters'],
    ['пароль', 'Cyrillic letters'],
    ['密码密码', 'CJK characters'],
    ['ß', 'German sharp s'],
    ['', 'empty string'],
  ])('%j has no special character (%s)', (value) => {
    expect(passwordHasSpecial(value)).toBe(false);
  });
});

describe('passwordHasMinLength', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['a', false],
    ['abcdefg', false], // 7
    ['abcdefgh', true], // 8
    ['abcdefghi', true], // 9
    ['ñandúñañ', true], // 8 accented letters
    ['ñandúña', false], // 7 accented letters
    ['abcdef😀', false], // 7 code points even though .length is 8
    ['abcdefg😀', true], // 8 code points
  ])('%j → %s', (value, expected) => {
    expect(passwordHasMinLength(value)).toBe(expected);
  });
});

describe('isValidPassword: at least 8 characters and one special character', () => {
  it.each<[string, boolean, string]>([
    ['abcdef!', false, '7 characters with a special'],
    ['abcdefg!', true, 'exactly 8 characters with a special'],
    ['abc def1', true, 'a space counts as special'],
    ['       !', true, 'only specials'],
    ['        ', true, '8 spaces'],
    ['abcdefgh', false, '8 letters, no special'],
    ['Password123', false, 'long, no special'],
    ['contraseñaÑÁ', false, 'unicode letters are not special'],
    ['contraseña.', true, 'unicode letters plus a dot'],
    ['ab#', false, 'short with special'],
    ['', false, 'empty'],
    ['x'.repeat(7) + '~', true, 'tilde at the end'],
    ['[' + 'x'.repeat(6), false, '7 chars starting with a bracket'],
    ['\\' + 'x'.repeat(7), true, 'backslash'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isValidPassword(value)).toBe(expected);
  });
});

describe('newPasswordFormState: submit only when both rules hold', () => {
  it.each<[string, string, { valid: boolean; matches: boolean; canSubmit: boolean }]>([
    ['abcdefg!', 'abcdefg!', { valid: true, matches: true, canSubmit: true }],
    ['abcdefg!', 'abcdefg?', { valid: true, matches: false, canSubmit: false }],
    ['abcdefg!', '', { valid: true, matches: false, canSubmit: false }],
    ['abcdefgh', 'abcdefgh', { valid: false, matches: true, canSubmit: false }],
    ['abcde!', 'abcde!', { valid: false, matches: true, canSubmit: false }],
    ['', '', { valid: false, matches: false, canSubmit: false }],
    ['Abcdefg!', 'abcdefg!', { valid: true, matches: false, canSubmit: false }],
  ])('%j / %j', (password, confirmation, expected) => {
    expect(newPasswordFormState(password, confirmation)).toEqual(expected);
  });
});
