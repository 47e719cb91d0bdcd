import ExcelJS from 'exceljs';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { isoDate } from '@vitrina/domain/sales/calendar';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { AppError } from '@vitrina/domain/common/errors';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import type { BulkInputRow } from './daily-sales.service';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Columns of the bulk template; the server reads uploads by these header names. */
export const BULK_COLUMNS = [
  { key: 'pais', header: 'País', width: 10, prefilled: true },
  { key: 'tax_id', header: 'RUT/ID fiscal', width: 16, prefilled: true },
  { key: 'contract_space_id', header: 'ID espacio contrato', width: 24, prefilled: true },
  { key: 'local', header: 'Local', width: 10, prefilled: true },
  { key: 'marca', header: 'Marca', width: 24, prefilled: true },
  { key: 'edificio', header: 'Centro comercial', width: 28, prefilled: true },
  { key: 'fecha_registro', header: 'Fecha (aaaa-mm-dd)', width: 18, prefilled: false },
  { key: 'total_tickets', header: 'Total tickets', width: 14, prefilled: false },
  { key: 'total_ventas', header: 'Total ventas', width: 16, prefilled: false },
  { key: 'total_notas_credito', header: 'Total notas de crédito', width: 20, prefilled: false },
] as const;

const RED = 'FFC62828';
const YELLOW = 'FFFFF59D';

const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The bulk template: one row per contract, prefilled columns (red header, yellow cells) not to be changed. */
export async function bulkTemplateXlsx(t: {
  country: CountryId;
  fecha: string;
  rows: { contract_space_id: string; local: string; marca: string; edificio: string; tax_id: string }[];
}) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Vitrina';
  const ws = wb.addWorksheet('Ventas diarias');
  ws.columns = BULK_COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true, color: { argb: 'FFFFFFFF' } };
  BULK_COLUMNS.forEach((c, i) => {
    ws.getRow(1).getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: c.prefilled ? RED : 'FF1565C0' } };
  });
  for (const r of t.rows) {
    const row = ws.addRow({
      pais: t.country,
      tax_id: r.tax_id,
      contract_space_id: r.contract_space_id,
      local: r.local,
      marca: r.marca,
      edificio: r.edificio,
      fecha_registro: t.fecha,
    });
    BULK_COLUMNS.forEach((c, i) => {
      if (c.prefilled) row.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: YELLOW } };
    });
  }
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell's plain value: formulas give their result, rich text its text, dates yyyy-MM-dd. */
function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return isoDate(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  if (typeof v === 'object') {
    if ('result' in v) return cellValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in v) return (v as ExcelJS.CellRichTextValue).richText.map((x) => x.text).join('');
    if ('text' in v) return String((v as { text: unknown }).text);
    return undefined;
  }
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v;
}

const toNumber = (v: unknown) => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const s = v.replace(/\s/g, '');
    if (/^-?\d+([.,]\d{1,2})?$/.test(s)) return Number(s.replace(',', '.'));
    if (/^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) return Number(s.replace(/\./g, '').replace(',', '.'));
    if (/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) return Number(s.replace(/,/g, ''));
  }
  return v;
};

const toIsoDate = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(v);
  return m ? isoDate(Number(m[3]), Number(m[2]), Number(m[1])) : v;
};

/** Parses an uploaded bulk file: .xlsx (magic bytes), one sheet, rows by header name. */
export async function parseBulkXlsx(buf: Buffer): Promise<BulkInputRow[]> {
  if (buf.length < 4 || buf[0] !== 0x50 || buf[1] !== 0x4b || buf[2] !== 0x03 || buf[3] !== 0x04) {
    throw new AppError('invalid_file', 400, SALES_MSG.bulkNotXlsx);
  }
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new AppError('invalid_file', 400, SALES_MSG.bulkNotXlsx);
  }
  if (wb.worksheets.length !== 1) throw new AppError('invalid_file', 400, SALES_MSG.bulkOneSheet);
  const ws = wb.worksheets[0]!;
  const headers = new Map<number, string>();
  ws.getRow(1).eachCell((cell, col) => {
    const h = norm(String(cellValue(cell.value) ?? ''));
    const c =
      BULK_COLUMNS.find((x) => norm(x.header) === h) ??
      (h.startsWith('fecha') ? BULK_COLUMNS[6] : h.includes('fiscal') || h.startsWith('rut') ? BULK_COLUMNS[1] : undefined);
    if (c) headers.set(col, c.key);
  });
  if (![...headers.values()].includes('contract_space_id')) throw new AppError('invalid_file', 400, SALES_MSG.bulkFailure);
  const rows: BulkInputRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const rec: Record<string, unknown> = {};
    row.eachCell((cell, col) => {
      const k = headers.get(col);
      if (k) rec[k] = cellValue(cell.value);
    });
    if (
      rec.fecha_registro === undefined &&
      rec.total_tickets === undefined &&
      rec.total_ventas === undefined &&
      rec.contract_space_id === undefined
    )
      return;
    rows.push({
      rowNumber: n,
      tax_id: rec.tax_id,
      pais: rec.pais,
      contract_space_id: rec.contract_space_id,
      fecha_registro: toIsoDate(rec.fecha_registro),
      total_tickets: toNumber(rec.total_tickets),
      total_ventas: toNumber(rec.total_ventas),
      total_notas_credito: toNumber(rec.total_notas_credito ?? 0),
    });
  });
  if (!rows.length) throw new AppError('invalid_file', 400, SALES_MSG.bulkEmpty);
  return rows;
}

const STATUS_LABEL: Record<string, string> = {
  pendiente: 'Pendiente',
  reportada: 'Reportada',
  auditada: 'Auditada',
  justificada: 'Justificada',
  'no declarada': 'No declarada',
};

/** 'Descargar grupo': the month of a space, one row per day, with the country's columns. */
export async function monthXlsx(
  p: { generalData: { marca: string; local: string; edificio: string; contrato: string; pais: string }; data: DailyRow[] },
  month: string,
) {
  const country = p.generalData.pais as CountryId;
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  const cols: { header: string; width: number; get: (r: DailyRow) => unknown; money?: boolean }[] = [
    { header: 'Día', width: 12, get: (r) => r.fecha },
    { header: 'Estado', width: 14, get: (r) => STATUS_LABEL[r.tipo] ?? r.tipo },
  ];
  const d = (r: DailyRow, k: string) => n(r.detalles?.[k]);
  if (country === 'CHL') {
    cols.push(
      {
        header: 'Boletas bruto',
        width: 14,
        money: true,
        get: (r) => (r.detalles ? (d(r, 'total_monto_efectivo_boletas') ?? 0) + (d(r, 'total_monto_tarjeta_boletas') ?? 0) : null),
      },
      { header: 'Boletas tickets', width: 14, get: (r) => d(r, 'total_tickets_boletas') },
      {
        header: 'Facturas bruto',
        width: 14,
        money: true,
        get: (r) => (r.detalles ? (d(r, 'total_monto_efectivo_facturas') ?? 0) + (d(r, 'total_monto_tarjeta_facturas') ?? 0) : null),
      },
      { header: 'Facturas tickets', width: 14, get: (r) => d(r, 'total_tickets_facturas') },
      { header: 'Exentas de IVA bruto', width: 18, money: true, get: (r) => d(r, 'total_monto_exentas') },
      { header: 'Exentas de IVA tickets', width: 18, get: (r) => d(r, 'total_tickets_exentas') },
      { header: 'Atraso (días)', width: 12, get: (r) => r.dias_atraso },
      { header: 'Total bruto', width: 14, money: true, get: (r) => r.total },
    );
  } else if (country === 'PER') {
    cols.push(
      { header: 'Facturas serie', width: 14, get: (r) => r.detalles?.serie_facturas ?? null },
      { header: 'Boletas serie', width: 14, get: (r) => r.detalles?.serie_boletas ?? null },
      { header: 'Nº de tickets', width: 12, get: (r) => r.total_tickets },
      { header: 'Monto total neto (s/IGV)', width: 20, money: true, get: (r) => d(r, 'total_monto_sin_igv') ?? r.monto_total_bruto },
      { header: 'Monto notas de crédito', width: 20, money: true, get: (r) => r.montoNotasDeCredito },
      { header: 'Monto Total Neto', width: 18, money: true, get: (r) => r.total },
    );
  } else if (country === 'ARG') {
    cols.push(
      { header: 'Nº de tickets', width: 12, get: (r) => r.total_tickets },
      { header: 'Monto', width: 16, money: true, get: (r) => r.monto_total_bruto },
      { header: 'Monto notas de crédito', width: 20, money: true, get: (r) => r.montoNotasDeCredito },
      { header: 'Monto Total', width: 16, money: true, get: (r) => r.total },
    );
  } else {
    cols.push(
      { header: 'Nº de tickets', width: 12, get: (r) => r.total_tickets },
      { header: 'Total sin impuestos', width: 18, money: true, get: (r) => r.total },
    );
  }
  cols.push(
    { header: 'Justificación', width: 30, get: (r) => r.justificacion_nombre },
    { header: 'Comentarios', width: 40, get: (r) => r.justification_comment ?? r.comentarios },
  );
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Vitrina';
  const ws = wb.addWorksheet(`Ventas ${month}`);
  ws.addRow([`${p.generalData.marca} · ${p.generalData.local} · ${p.generalData.edificio}`]).font = { bold: true };
  ws.addRow([`Contrato ${p.generalData.contrato} · ${COUNTRIES[country].name} · ${month}`]);
  ws.addRow([]);
  const header = ws.addRow(cols.map((c) => c.header));
  header.font = { bold: true };
  const fmt = COUNTRIES[country].moneyDecimals ? '#,##0.00' : '#,##0';
  for (const r of p.data) {
    const row = ws.addRow(cols.map((c) => c.get(r) ?? '--'));
    cols.forEach((c, i) => {
      if (c.money) row.getCell(i + 1).numFmt = fmt;
    });
  }
  cols.forEach((c, i) => {
    ws.getColumn(i + 1).width = c.width;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
