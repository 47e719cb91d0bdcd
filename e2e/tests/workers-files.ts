import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A row of the bulk workers' template, plus the RUT: name, birth date, gender, mutual, disability, staffing, RUT. */
export type WorkerFileRow = [string, string, string, string, string, string, string];

/**
 * Opens 'Carga masiva de trabajadores', uploads an .xlsx of `rows` (with the template's header)
 * named `fileName`, waits for the file's row count and goes on to the review.
 */
export async function uploadWorkersFile(page: Page, fileName: string, rows: WorkerFileRow[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Trabajadores');
  sheet.addRow(['Trabajador', 'F.Nac.', 'Género', 'Mutual', 'Discapacidad', 'Dotación', 'RUT']);
  for (const r of rows) sheet.addRow(r);
  await page.goto('/chl/shopping/dotaciones/carga-masiva-trabajadores');
  await expect(page.getByRole('heading', { name: 'Carga masiva de trabajadores', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Archivo Excel').setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(page.getByText(`${fileName}: ${rows.length} filas`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continuar' }).click();
}
