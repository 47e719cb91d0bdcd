import { Transform, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/xlsx';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { isoDate } from '@vitrina/domain/sales/calendar';
import { AppError } from '@vitrina/domain/common/errors';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import type { BulkInputRow } from './daily-sales.service';
import { pipePart } from '../../lib/multipart';

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
  const wb = new (await loadExcel()).Workbook();
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

const notXlsx = () => new AppError('invalid_file', 400, SALES_MSG.bulkNotXlsx);

/** Passes the bytes on once the first four are a zip's (an .xlsx); refuses anything else. */
function zipMagic() {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (!head) return cb(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < 4) return cb();
      if (head[0] !== 0x50 || head[1] !== 0x4b || head[2] !== 0x03 || head[3] !== 0x04) return cb(notXlsx());
      const all = head;
      head = null;
      cb(null, all);
    },
    flush(cb) {
      cb(head ? notXlsx() : undefined);
    },
  });
}

/** Reads the rest of a stream without keeping it. */
const drain = (stream: Readable) =>
  new Promise<void>((resolve) => {
    if (stream.readableEnded || stream.destroyed) return resolve();
    stream.unpipe();
    stream
      .once('end', resolve)
      .once('close', resolve)
      .once('error', () => resolve());
    stream.resume();
  });

/** The header row's columns (by name) as BULK_COLUMNS keys. */
function headerKeys(values: unknown[]) {
  const headers = new Map<number, string>();
  values.forEach((v, col) => {
    const h = norm(String(cellValue(v as ExcelJS.CellValue) ?? ''));
    const c =
      BULK_COLUMNS.find((x) => norm(x.header) === h) ??
      (h.startsWith('fecha') ? BULK_COLUMNS[6] : h.includes('fiscal') || h.startsWith('rut') ? BULK_COLUMNS[1] : undefined);
    if (c) headers.set(col, c.key);
  });
  return headers;
}

/**
 * Reads an uploaded bulk file as it arrives (ExcelJS's streaming reader: the workbook is never
 * held whole): .xlsx by its magic bytes, one sheet, rows by header name, at most maxRows data
 * rows (400 beyond). `file` is the upload's stream; one cut at the size cap (truncated) is a 413.
 */
export async function readBulkXlsx(file: Readable, opts: { maxRows: number }): Promise<BulkInputRow[]> {
  const magic = zipMagic();
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(magic, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // ExcelJS and other writers put xl/workbook.xml last, and the streaming read sometimes ends
  // without it (exceljs#3064, not fixed in 4.4): the sheet's reader then looked up the sheets'
  // names in no model and threw, and a readable file was answered 'not an .xlsx' (seen once in a
  // clean-clone run). The names are not needed here: an empty model until the part arrives.
  (reader as unknown as { model?: { sheets: unknown[] } }).model ??= { sheets: [] };
  const rows: BulkInputRow[] = [];
  const read = async () => {
    let sheets = 0;
    for await (const ws of reader) {
      if (++sheets > 1) throw new AppError('invalid_file', 400, SALES_MSG.bulkOneSheet);
      let headers: Map<number, string> | undefined;
      for await (const row of ws as AsyncIterable<ExcelJS.Row>) {
        if (!headers) {
          headers = headerKeys(row.values as unknown[]);
          if (![...headers.values()].includes('contract_space_id')) throw new AppError('invalid_file', 400, SALES_MSG.bulkFailure);
          continue;
        }
        const rec: Record<string, unknown> = {};
        (row.values as unknown[]).forEach((v, col) => {
          const k = headers!.get(col);
          if (k) rec[k] = cellValue(v as ExcelJS.CellValue);
        });
        if (
          rec.fecha_registro === undefined &&
          rec.total_tickets === undefined &&
          rec.total_ventas === undefined &&
          rec.contract_space_id === undefined
        )
          continue;
        if (rows.length >= opts.maxRows) throw new AppError('too_many_rows', 400, SALES_MSG.bulkTooManyRows(opts.maxRows));
        rows.push({
          rowNumber: row.number,
          tax_id: rec.tax_id,
          pais: rec.pais,
          contract_space_id: rec.contract_space_id,
          fecha_registro: toIsoDate(rec.fecha_registro),
          total_tickets: toNumber(rec.total_tickets),
          total_ventas: toNumber(rec.total_ventas),
          total_notas_credito: toNumber(rec.total_notas_credito ?? 0),
        });
      }
      if (!headers) throw new AppError('invalid_file', 400, SALES_MSG.bulkFailure);
    }
    if (!sheets) throw notXlsx();
  };
  // the reader pipes its input into the unzipper without passing errors on: a refusal of the
  // magic check or the size cap ends the read here, and the streams are torn down
  const refused = new Promise<never>((_, reject) => {
    magic.on('error', reject);
    file.on('limit', () => reject(new AppError('file_too_large', 413, SALES_MSG.bulkTooLarge)));
    file.on('error', reject);
  });
  pipePart(file, magic);
  try {
    await Promise.race([read(), refused]);
  } catch (e) {
    // the rest of the upload is skipped unread; one over the size cap is said so first
    await drain(file);
    if ((file as { truncated?: boolean }).truncated) throw new AppError('file_too_large', 413, SALES_MSG.bulkTooLarge);
    throw e instanceof AppError ? e : notXlsx();
  } finally {
    file.unpipe(magic);
    magic.destroy();
    if (!file.readableEnded) file.resume();
  }
  if (!rows.length) throw new AppError('invalid_file', 400, SALES_MSG.bulkEmpty);
  return rows;
}
