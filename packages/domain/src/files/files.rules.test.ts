import { describe, expect, it } from 'vitest';
import {
  COMMON_EXPENSE_MAX_BYTES,
  EVIDENCE_MAX_BYTES,
  FILES_MSG,
  FILE_KINDS,
  acceptOf,
  checkFileType,
  extensionOf,
  isImportedKind,
  sizeInKb,
  sizeRefusal,
} from './files.rules';
import { uploadQuerySchema } from './files.schema';
import { MAX_PDF_BASE64 } from '../finance/finance.schema';

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

  it("'common-expense': PDF only, up to the finance import's inline PDF; imported, never a tenant's upload", () => {
    expect(checkFileType('common-expense', 'gastos-comunes.pdf', 'pdf').ok).toBe(true);
    expect(checkFileType('common-expense', 'gastos.png', 'png')).toEqual({ ok: false, status: 415, message: FILES_MSG.typeNotAllowed });
    expect(checkFileType('common-expense', 'gastos.pdf', 'png')).toEqual({ ok: false, status: 422, message: FILES_MSG.typeMismatch });
    // the import's base64 limit decodes to at most this many bytes
    expect(COMMON_EXPENSE_MAX_BYTES).toBe((MAX_PDF_BASE64 / 4) * 3);
    expect(sizeRefusal('common-expense', COMMON_EXPENSE_MAX_BYTES)).toBeUndefined();
    expect(sizeRefusal('common-expense', COMMON_EXPENSE_MAX_BYTES + 1)).toBe(FILES_MSG.tooLarge);
    expect(isImportedKind('common-expense')).toBe(true);
    expect(isImportedKind('evidence-chl')).toBe(false);
    expect(FILE_KINDS).not.toContain('common-expense');
    const upload = uploadQuerySchema.safeParse({ kind: 'common-expense' });
    expect(upload.success).toBe(false);
    expect(upload.error?.issues[0]?.message).toBe(FILES_MSG.invalidKind);
  });
});
