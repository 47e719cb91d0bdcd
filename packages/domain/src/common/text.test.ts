import { describe, expect, it } from 'vitest';
import { TEXT_MSG, cleanFileName, containsUnstorable, humanText, isHumanText } from './text';

describe('human text', () => {
  it.each([
    ['factura\u202efdp.exe.pdf', 'right-to-left override'],
    ['Caro\u0000lina', 'NUL'],
    ['Ana\u001b[31m', 'escape'],
    ['Ana\u200bMaría', 'zero-width space'],
    ['Ana\u2066María\u2069', 'isolates'],
    ['Ana\u0085', 'C1 control'],
    ['Ana\nMaría', 'a line break in a one-line text'],
  ])('refuses %j (%s)', (value) => {
    expect(isHumanText(value)).toBe(false);
    const r = humanText().safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(TEXT_MSG.controlCharacters);
  });

  it.each(['María José Núñez', "O'Higgins — Ñuñoa", '北京', 'مرحبا', 'Ölçü 50% & más'])('accepts %j', (value) => {
    expect(humanText().parse(`  ${value} `)).toBe(value);
  });

  it('multi-line text may have line breaks and tabs, not control characters', () => {
    expect(humanText({ multiline: true }).safeParse('una\nlínea\tmás').success).toBe(true);
    expect(humanText({ multiline: true }).safeParse('una\u202elínea').success).toBe(false);
  });

  it("the field's own rules chain after it", () => {
    const title = humanText().min(1, 'requerido').max(5, 'largo');
    expect(title.safeParse('  ').error?.issues[0]?.message).toBe('requerido');
    expect(title.safeParse('123456').error?.issues[0]?.message).toBe('largo');
  });

  it('file names lose their control and invisible format characters', () => {
    expect(cleanFileName('factura\u202efdp.exe.pdf')).toBe('facturafdp.exe.pdf');
    expect(cleanFileName('informe\u0000\u200b de ventas.xlsx')).toBe('informe de ventas.xlsx');
    expect(cleanFileName('\u202e')).toBe('archivo');
    expect(cleanFileName('Boleta Ñuñoa.pdf')).toBe('Boleta Ñuñoa.pdf');
  });

  it('finds a NUL at any depth, in values and keys', () => {
    expect(containsUnstorable({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnstorable({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnstorable({ a: ['x', 1, null, { b: 'y' }] })).toBe(false);
  });

  it('finds a lone surrogate at any depth, in values and keys; a whole pair (an emoji) is text', () => {
    expect(containsUnstorable({ a: ['x\ud800'] })).toBe(true);
    expect(containsUnstorable({ a: '\udc00x' })).toBe(true);
    expect(containsUnstorable({ 'k\udbff': 1 })).toBe(true);
    expect(containsUnstorable({ a: 'Gracias 😀', b: '\ud83d\ude00' })).toBe(false);
  });

  it('human text refuses a lone surrogate with the Spanish message, and keeps an emoji', () => {
    const rule = humanText({ multiline: true }).max(50);
    expect(rule.safeParse('Feriado \ud800').error?.issues[0]?.message).toBe(TEXT_MSG.controlCharacters);
    expect(rule.safeParse('\udfffFeriado').success).toBe(false);
    expect(rule.parse('Feriado 🎉')).toBe('Feriado 🎉');
  });
});
