import type { CountryId } from '@vitrina/domain/countries/countries';
import type { DebtRow } from '@vitrina/domain/finance/finance.schema';
import { loadExcel, moneyFormat } from '../../lib/xlsx';

/** The columns of the 'Descargar' export of 'Deuda Total' (the table's columns). */
export const DEBT_XLSX_HEADERS = [
  'Folio',
  'Tipo de documento',
  'Sociedad facturadora',
  'Centro comercial',
  'Fecha de emisión',
  'Fecha de vencimiento',
  'Total factura',
  'Estado',
] as const;

const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/**
 * The filtered debt rows as a real .xlsx: one header row, one row per document (dates as dates,
 * amounts as numbers in the country's currency format), then the total.
 */
export async function debtXlsx(rows: DebtRow[], country: CountryId, title: string) {
  const money = moneyFormat(country);
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'Vitrina';
  const ws = wb.addWorksheet(title.slice(0, 31));
  ws.addRow([...DEBT_XLSX_HEADERS]).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow([
      r.folio,
      r.tipoDeDocumento,
      r.sociedadFacturadora,
      r.centroComercial,
      asDate(r.fechaDeEmision),
      asDate(r.fechaDeVencimiento),
      r.totalFactura,
      r.estadoDeuda,
    ]);
    row.getCell(5).numFmt = 'dd/mm/yyyy';
    row.getCell(6).numFmt = 'dd/mm/yyyy';
    row.getCell(7).numFmt = money;
  }
  const cents = rows.reduce((s, r) => s + Math.round(r.totalFactura * 100), 0);
  const total = ws.addRow(['Total', '', '', '', '', '', cents / 100, '']);
  total.font = { bold: true };
  total.getCell(7).numFmt = money;
  [12, 22, 34, 28, 16, 18, 18, 14].forEach((w, i) => {
    ws.getColumn(i + 1).width = w;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
