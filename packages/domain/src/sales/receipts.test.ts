import { describe, expect, it } from 'vitest';
import { bulkLoadFigures, bulkLoadReceiptPath, RECEIPT_CODE_RE, RECEIPT_KIND_LABEL, type BulkLoadRow } from './receipts';

const row = (fila: number, local: string, fecha: string, ventas: number, notas = 0, tickets = 1): BulkLoadRow => ({
  fila,
  contract_id: `C-${local}`,
  space_id: `s-${local}`,
  local,
  marca: `Marca ${local}`,
  fecha,
  total_tickets: tickets,
  total_ventas: ventas,
  total_notas_credito: notas,
  monto_total_bruto: ventas - notas,
  monto_total_neto: ventas - notas,
});

describe('bulkLoadFigures: a whole bulk load as its receipt prints it', () => {
  it('rows in file order, their count, totals, the days covered and the spaces', () => {
    const f = bulkLoadFigures(
      [row(3, 'L-102', '2026-11-19', 1000, 0, 4), row(1, 'L-101', '2026-11-21', 119_000, 1_000, 10), row(2, 'L-101', '2026-11-18', 50)],
      'CHL',
    );
    expect(f.cantidad_filas).toBe(3);
    expect(f.filas.map((r) => r.fila)).toEqual([1, 2, 3]);
    expect(f.filas[0]).toEqual({
      fila: 1,
      local: 'L-101',
      marca: 'Marca L-101',
      fecha: '2026-11-21',
      total_tickets: 10,
      total_ventas: 119_000,
      total_notas_credito: 1_000,
    });
    expect(f).toMatchObject({
      total_tickets: 15,
      total_ventas: 120_050,
      total_notas_credito: 1_000,
      monto_total_bruto: 119_050,
      desde: '2026-11-18',
      hasta: '2026-11-21',
      locales: ['L-101', 'L-102'],
    });
  });

  it("money totals are rounded to the country's decimals (no float dust)", () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, 'L-1', `2026-11-${String(i + 1).padStart(2, '0')}`, 0.1, 0.2));
    const f = bulkLoadFigures(rows, 'PER');
    expect(f.total_ventas).toBe(1);
    expect(f.total_notas_credito).toBe(2);
    expect(f.monto_total_bruto).toBe(-1);
    expect(bulkLoadFigures([row(1, 'L-1', '2026-11-01', 10.6)], 'CHL').total_ventas).toBe(11);
  });

  it('an empty list gives zero figures', () => {
    expect(bulkLoadFigures([], 'COL')).toMatchObject({ cantidad_filas: 0, monto_total_bruto: 0, desde: '', hasta: '', locales: [] });
  });
});

describe('receipt kinds and codes', () => {
  it("a whole load is 'Carga masiva'; a bulk-loaded day keeps its own kind", () => {
    expect(RECEIPT_KIND_LABEL.carga_masiva).toBe('Carga masiva');
    expect(RECEIPT_KIND_LABEL.masiva).toBe('Carga masiva de ventas diarias');
  });

  it('the download path of a load and the shape of a code', () => {
    expect(bulkLoadReceiptPath('0b6f0e7e-1c1d-4d39-9f38-0c8f6f2b9a11')).toBe(
      '/fo/sales/daily/bulk/0b6f0e7e-1c1d-4d39-9f38-0c8f6f2b9a11/receipt',
    );
    expect(RECEIPT_CODE_RE.test('ABCDE-FGHIJ-KLMNO-PQRS7')).toBe(true);
    expect(RECEIPT_CODE_RE.test('ABCDE-FGHIJ-KLMNO-PQRS1')).toBe(false);
  });
});
