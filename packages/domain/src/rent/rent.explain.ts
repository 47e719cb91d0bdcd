import { formatMoney, formatNumber, type CountryId } from '../countries/countries';
import { formatDayMonthYear } from '../sales/calendar';
import type { RentResult, RentTerms, SalesBase } from './rent.rules';

/** One line of Spanish per figure of a month's rent ('¿Cómo se calcula?'). */
export interface RentExplanation {
  ventas: string;
  minima: string;
  porcentaje: string;
  aPagar: string;
  proximoTramo: string;
}

const pct = (n: number, c: CountryId) => `${formatNumber(n, c, Number.isInteger(n) ? 0 : 2)} %`;
const baseName = (b: SalesBase) => (b === 'bruto' ? 'brutas' : 'netas');

/** An amount in the terms' unit: '120 UF', 'US$ 1.500,00', or the local currency. */
export function formatUnit(amount: number, unit: string, c: CountryId) {
  if (unit === 'UF') return `${formatNumber(amount, c, Number.isInteger(amount) ? 0 : 2)} UF`;
  if (unit === 'USD') return `US$ ${formatNumber(amount, c, 2)}`;
  return formatMoney(amount, c);
}

/** The lines that explain a computed rent; `unitDate` is the day whose unit value was used. */
export function explainRent(terms: RentTerms, r: RentResult, unitDate: string | null, salesSource: string): RentExplanation {
  const c = terms.country;
  const m = (n: number) => formatMoney(n, c);
  const ventas = `Ventas ${baseName(terms.base_ventas)} ${salesSource}: ${m(r.ventas)}.`;
  const minima =
    r.valorUnidad === null
      ? `Renta mínima garantizada del contrato: ${m(r.rentaMinima)} al mes.`
      : `Renta mínima garantizada: ${formatUnit(terms.renta_minima, terms.unidad, c)} × ${m(r.valorUnidad)} (valor ${terms.unidad} del ${formatDayMonthYear(unitDate ?? '')}) = ${m(r.rentaMinima)}.`;
  const used = r.tramos.filter((t) => t.ventas > 0);
  const porcentaje =
    terms.tipo === 'natural'
      ? `${pct(terms.porcentaje_natural ?? 0, c)} de las ventas ${baseName(terms.base_ventas)} (${m(r.ventas)}) = ${m(r.rentaPorcentaje)}.`
      : used.length
        ? `${used
            .map(
              (t) =>
                `${pct(t.porcentaje, c)} de ${m(t.ventas)} (ventas ${t.hasta === null ? `sobre ${m(t.desde)}` : `entre ${m(t.desde)} y ${m(t.hasta)}`}) = ${m(t.monto)}`,
            )
            .join('; ')}. Total: ${m(r.rentaPorcentaje)}.`
        : `Las ventas aún no entran a ningún tramo: renta porcentual ${m(0)}.`;
  const cap = r.rentaMaxima === null ? '' : ` La renta máxima es ${m(r.rentaMaxima)}.`;
  const aPagar =
    r.aplica === 'maxima'
      ? `Se paga el mayor entre la mínima y la porcentual, con tope: ${m(r.rentaAPagar)} (renta máxima).`
      : r.aplica === 'porcentaje'
        ? `Se paga el mayor entre la mínima (${m(r.rentaMinima)}) y la porcentual (${m(r.rentaPorcentaje)}): la porcentual, ${m(r.sobreMinimo)} sobre la mínima.${cap}`
        : `Se paga el mayor entre la mínima (${m(r.rentaMinima)}) y la porcentual (${m(r.rentaPorcentaje)}): la mínima.${cap}`;
  const proximoTramo = r.proximoTramo
    ? `Faltan ${m(r.proximoTramo.faltan)} en ventas para llegar a ${m(r.proximoTramo.desde)}, ${
        terms.tipo === 'natural'
          ? 'el punto de equilibrio natural (renta mínima ÷ porcentaje)'
          : `donde empieza el tramo de ${pct(r.proximoTramo.porcentaje, c)}`
      }.`
    : 'Las ventas ya superaron el último punto de quiebre.';
  return { ventas, minima, porcentaje, aPagar, proximoTramo };
}

/** What a projection assumes, in a line. */
export function explainProjection(
  c: CountryId,
  p: { promedioDiario: number; diasRestantes: number; ventas: number },
  declaredDays: number,
) {
  return `Supone que los ${p.diasRestantes} días sin declarar venden el promedio diario de los ${declaredDays} días declarados (${formatMoney(p.promedioDiario, c)}): ${formatMoney(p.ventas, c)} al cierre del mes.`;
}
