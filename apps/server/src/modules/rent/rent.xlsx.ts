import type ExcelJS from 'exceljs';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { moneyFormat, streamedWorkbook } from '../../lib/xlsx';
import type { RentBuildingMonth, RentContractMonth } from '@vitrina/domain/rent/rent.schema';
import type { RentMonth } from '@vitrina/domain/rent/rent.month';

const APLICA = { minima: 'Renta mínima', porcentaje: 'Renta porcentual', maxima: 'Renta máxima' } as const;

const MONTH_COLUMNS = [
  { header: 'Mes', key: 'periodo', width: 10 },
  { header: 'Ventas', key: 'ventas', width: 18 },
  { header: 'Renta mínima', key: 'min', width: 18 },
  { header: 'Renta porcentual', key: 'pct', width: 18 },
  { header: 'Renta a pagar', key: 'due', width: 18 },
  { header: 'Se paga', key: 'aplica', width: 18 },
  { header: '¿Cómo se calcula?', key: 'how', width: 100 },
];

const monthRow = (label: string, r: RentMonth) => ({
  periodo: label,
  ventas: r.ventas,
  min: r.figuras?.rentaMinima ?? null,
  pct: r.figuras?.rentaPorcentaje ?? null,
  due: r.figuras?.rentaAPagar ?? null,
  aplica: r.figuras ? APLICA[r.figuras.aplica] : r.aviso,
  how: r.figuras ? Object.values(r.figuras.explicacion).join(' ') : r.aviso,
});

/** A contract's rent as .xlsx: the month so far, its projection and the last 12 months, each with its explanation. */
export function contractRentXlsx(v: RentContractMonth) {
  const money = moneyFormat(v.contrato.pais as CountryId);
  return streamedWorkbook((wb) => {
    const ws = wb.addWorksheet('Renta variable');
    ws.columns = MONTH_COLUMNS;
    const add = (row: ReturnType<typeof monthRow>) => {
      const r = ws.addRow(row);
      for (const k of ['ventas', 'min', 'pct', 'due']) r.getCell(k).numFmt = money;
      r.commit();
    };
    add(monthRow(`${v.periodo} al ${v.alDia.hasta.slice(8)}`, v.alDia.mes));
    if (v.proyeccion) add(monthRow(`${v.periodo} proyectado`, v.proyeccion.mes));
    for (const h of v.historial) add(monthRow(h.periodo, h));
    ws.addRow({ periodo: v.alDia.estado }).commit();
    if (v.proyeccion) ws.addRow({ periodo: v.proyeccion.supuesto }).commit();
    ws.commit();
  });
}

/** A shopping centre's month as .xlsx: one row per contract, then the totals per currency. */
export function buildingRentXlsx(v: RentBuildingMonth) {
  const money = moneyFormat(v.centro.pais);
  return streamedWorkbook((wb) => {
    const ws = wb.addWorksheet('Renta variable');
    ws.columns = [
      { header: 'Contrato', key: 'contrato', width: 16 },
      { header: 'Empresa', key: 'empresa', width: 34 },
      { header: 'Marca', key: 'marca', width: 24 },
      { header: 'Local', key: 'local', width: 10 },
      { header: 'Moneda', key: 'moneda', width: 8 },
      { header: 'Ventas', key: 'ventas', width: 18 },
      { header: 'Renta mínima', key: 'min', width: 18 },
      { header: 'Renta porcentual', key: 'pct', width: 18 },
      { header: 'Renta a pagar', key: 'due', width: 18 },
      { header: 'Observación', key: 'aviso', width: 48 },
    ];
    const amounts = (r: ExcelJS.Row) => {
      for (const k of ['ventas', 'min', 'pct', 'due']) r.getCell(k).numFmt = money;
      r.commit();
    };
    for (const f of v.filas)
      amounts(
        ws.addRow({
          contrato: f.contrato.codigo,
          empresa: f.contrato.empresa,
          marca: f.contrato.marca,
          local: f.contrato.local,
          moneda: f.moneda,
          ventas: f.ventas,
          min: f.rentaMinima,
          pct: f.rentaPorcentaje,
          due: f.rentaAPagar,
          aviso: f.aviso ?? '',
        }),
      );
    for (const t of v.totales)
      amounts(
        ws.addRow({ contrato: `Total ${t.moneda}`, moneda: t.moneda, min: t.rentaMinima, pct: t.rentaPorcentaje, due: t.rentaAPagar }),
      );
    ws.commit();
  });
}
