import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';

/**
 * exceljs, loaded on the first workbook a request reads or writes: most processes serve no
 * spreadsheet for a long time, and the library is about a tenth of the server's memory at rest
 * and of its start.
 */
let excel: Promise<typeof ExcelJS> | undefined;
export const loadExcel = () => (excel ??= import('exceljs').then((m) => m.default));

/** Excel's number format for the country's money (the cell keeps the number; Excel shows the separators of the reader's locale). */
export const moneyFormat = (country: CountryId) =>
  `"${country === 'PER' ? 'S/' : '$'}" ${COUNTRIES[country].moneyDecimals ? '#,##0.00' : '#,##0'}`;

/** A workbook written with exceljs's streaming writer into one buffer; `fill` adds its sheets (and commits their rows). */
export async function streamedWorkbook(fill: (wb: ExcelJS.stream.xlsx.WorkbookWriter) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const { stream } = await loadExcel();
  const wb = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = 'Vitrina';
  fill(wb);
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}
