import { describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, FILES_MSG, acceptOf, checkFileType, extensionOf, sizeInKb, sizeRefusal } from './files.rules';

describe('file rules', () => {
  it.each([
    ['foto.JPG', 'jpg'],
    ['foto.jpeg', 'jpg'],
    ['informe.final.pdf', 'pdf'],
    ['ventas.xlsx', 'xlsx'],
    ['sin-extension', undefined],
    ['x.exe', undefined],
  ])('extensionOf(%s) = %s', (name, ext) => expect(extensionOf(name)).toBe(ext));

  it.each([
    // kind, name, detected by bytes, result
    ['evidence-chl', 'boleta.pdf', 'pdf', true],
    ['evidence-chl', 'boleta.jpeg', 'jpg', true],
    ['evidence-chl', 'boleta.pdf', 'png', false], // bytes are not the claimed type
    ['evidence-chl', 'boleta.pdf', undefined, false], // plain bytes named .pdf
    ['evidence-chl', 'ventas.xlsx', 'xlsx', false], // not accepted in Chile
    ['evidence-col', 'ventas.xlsx', 'xlsx', true],
    ['evidence-per', 'notas.txt', undefined, true], // Peru: any type; text has no magic bytes
    ['evidence-per', 'notas.txt', 'pdf', false],
    ['evidence-per', 'programa.exe', 'exe', false],
    ['image', 'logo.png', 'png', true],
  ] as const)('%s %s (%s) → %s', (kind, name, detected, ok) => expect(checkFileType(kind, name, detected).ok).toBe(ok));

  it('messages and statuses', () => {
    expect(checkFileType('evidence-chl', 'a.pdf', 'png')).toEqual({ ok: false, status: 422, message: FILES_MSG.typeMismatch });
    expect(checkFileType('evidence-chl', 'a.exe', 'exe')).toEqual({ ok: false, status: 415, message: FILES_MSG.typeNotAllowed });
  });

  it('5 MB = 5,242,880 bytes for evidence', () => {
    expect(EVIDENCE_MAX_BYTES).toBe(5_242_880);
    expect(sizeRefusal('evidence-col', 5_242_880)).toBeUndefined();
    expect(sizeRefusal('evidence-col', 5_242_881)).toBe('El archivo debe ser menor a 5MB');
    expect(sizeRefusal('image', 5_240_001)).toBe('El archivo debe ser menor a 5MB');
  });

  it('accept attribute and size in KB', () => {
    expect(acceptOf('evidence-chl')).toBe('.jpg,.jpeg,.png,.gif,.webp,.pdf');
    expect(sizeInKb(2048)).toBe(2);
    expect(sizeInKb(1000)).toBe(0.98);
  });
});
