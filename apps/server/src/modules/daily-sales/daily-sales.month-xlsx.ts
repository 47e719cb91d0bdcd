import { loadExcel } from '../../lib/xlsx';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';

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
  const wb = new (await loadExcel()).Workbook();
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
