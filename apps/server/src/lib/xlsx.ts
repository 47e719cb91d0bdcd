import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';

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
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = 'Vitrina';
  fill(wb);
  await wb.commit();
  await done;
  return Buffer.concat(chunks);
}
