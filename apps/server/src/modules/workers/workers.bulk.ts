import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../lib/xlsx';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { todayIn } from '@vitrina/domain/finance/aging';
import { BULK_MSG } from '@vitrina/domain/workers/workers.messages';
import { DEFAULT_WORKER_CLASS } from '@vitrina/domain/workers/worker-classes';
import {
  BULK_COLUMNS,
  BULK_EXTS,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  checkBulkRow,
  flagRepeatedRuts,
  parseBulkSheet,
  type BulkRowChecked,
  type BulkRowInput,
} from '@vitrina/domain/workers/workers.rules';
import type { WorkersRepo } from './workers.repo';
import type { Caller, WorkersService } from './workers.service';

const bad = (message: string, details?: unknown) => new AppError('validation_error', 400, message, details);

/** A cell as text: dates as YYYY-MM-DD, rich text and formulas by their value. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    return '';
  }
  return String(v);
}

/** The template plantilla_trabajadores.xlsx: the template's columns, then the RUT, with one example row. */
export async function bulkTemplate() {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'Vitrina';
  const ws = wb.addWorksheet('Trabajadores');
  ws.addRow([...BULK_COLUMNS]).font = { bold: true };
  ws.addRow(['María José González Pérez', '1990-05-14', 'Femenino', 'ACHS', 'No', 'aseo', '12.345.678-5']);
  ws.columns.forEach((c, i) => (c.width = [34, 14, 12, 22, 14, 26, 16][i]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads the whole upload (at most 5 MB; 413 beyond), then its first sheet's rows as text. */
export async function readBulkFile(name: string, stream: Readable & { truncated?: boolean }): Promise<string[][]> {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (!(BULK_EXTS as readonly string[]).includes(ext)) {
    stream.resume();
    throw new AppError('unsupported_file_type', 415, BULK_MSG.fileType);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of stream) {
    size += (c as Buffer).length;
    if (size > BULK_MAX_BYTES) {
      stream.resume();
      throw new AppError('file_too_large', 413, BULK_MSG.fileSize);
    }
    chunks.push(c as Buffer);
  }
  if (stream.truncated) throw new AppError('file_too_large', 413, BULK_MSG.fileSize);
  const buf = Buffer.concat(chunks);
  // an .xlsx is a zip (PK); the old binary .xls and the XML spreadsheet are not read by this service
  if (buf.length < 4 || buf[0] !== 0x50 || buf[1] !== 0x4b) throw bad(BULK_MSG.parseError);
  const wb = new (await loadExcel()).Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw bad(BULK_MSG.parseError);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw bad(BULK_MSG.noRows);
  const rows: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[n - 1] = Array.from({ length: BULK_COLUMNS.length }, (_, i) => cellText(values[i + 1] ?? null).trim());
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  if (rows.length - 1 > BULK_MAX_ROWS) throw bad(BULK_MSG.tooManyRows);
  return rows;
}

/**
 * Bulk workers: the file is parsed here, each row checked with
 * the domain's rules (and against the client's registered RUTs); 'Finalizar' sends the reviewed
 * rows, checked again, and creates them all in one transaction, or none.
 */
export function createWorkersBulk(deps: { repo: WorkersRepo; clock: Clock; workers: WorkersService }) {
  const { repo, clock, workers } = deps;

  /** Adds 'Ya existe un trabajador con este RUT' to rows whose RUT the client already has. */
  async function flagExisting(clientId: string, rows: BulkRowChecked[]) {
    const existing = new Set(
      await repo.existingDocuments(
        clientId,
        rows.flatMap((r) => (r.worker ? [r.worker.document_number] : [])),
      ),
    );
    return rows.map((r) => {
      if (!r.worker || !existing.has(r.worker.document_number)) return r;
      const { worker: _w, ...rest } = r;
      return { ...rest, errors: [...r.errors, BULK_MSG.rutExists(r.row)] };
    });
  }

  /** Checks the caller and the client before any byte of the file is read. */
  async function precheck(caller: Caller, clientKey?: string) {
    const scope = await workers.scopeOf(caller);
    return workers.clientOf(scope, clientKey);
  }

  async function parse(caller: Caller, client: { id: string; country: string }, cells: string[][]) {
    let rows: BulkRowChecked[];
    try {
      rows = parseBulkSheet(cells, todayIn(clock.now(), client.country as 'CHL'));
    } catch (e) {
      throw bad((e as Error).message);
    }
    rows = await flagExisting(client.id, rows);
    return { rows: rows.map(({ worker: _w, ...r }) => r), valid: rows.filter((r) => !r.errors.length).length, total: rows.length };
  }

  async function finish(caller: Caller, clientKey: string | undefined, input: BulkRowInput[]) {
    const scope = await workers.scopeOf(caller);
    const client = await workers.clientOf(scope, clientKey);
    if (!input.length) throw bad(BULK_MSG.noRows);
    const today = todayIn(clock.now(), client.country);
    const rows = await flagExisting(client.id, flagRepeatedRuts(input.map((r) => checkBulkRow(r, today))));
    const wrong = rows.filter((r) => r.errors.length);
    if (wrong.length) throw bad(BULK_MSG.hasErrors, { rows: wrong.map((r) => ({ row: r.row, errors: r.errors })) });
    const now = clock.now();
    try {
      await repo.insertMany(
        rows.map((r) => ({
          client_id: client.id,
          country_id: client.country,
          document_type: 'rut',
          ...r.worker!,
          // the bulk file has no class column: the class of general normal work
          skills: [DEFAULT_WORKER_CLASS],
          nationality: 'CHL',
          address_division_id: null,
          address: null,
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        })),
        {
          actor_user_id: caller.userId,
          action: 'worker.bulk_create',
          entity: 'worker',
          client_id: client.id,
          ip: caller.ip ?? null,
          details: { count: rows.length },
          at: now,
        },
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505' || /workers_client_document/.test(String(err)))
        throw new AppError('duplicate_worker', 409, BULK_MSG.rutExists(0).replace('Fila 0: ', ''));
      throw err;
    }
    return { message: BULK_MSG.created(rows.length), data: { created: rows.length } };
  }

  return { precheck, parse, finish };
}
export type WorkersBulk = ReturnType<typeof createWorkersBulk>;
