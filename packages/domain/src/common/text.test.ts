import { describe, expect, it } from 'vitest';
import { TEXT_MSG, cleanFileName, containsNul, humanText, isHumanText } from './text';

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
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, { b: 'y' }] })).toBe(false);
  });
});
