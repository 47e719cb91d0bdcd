import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { labelled } from '../common/labels';
import { roundMoney } from './daily.rules';

/**
 * Declaration receipts: the kinds, the labels of the figures a receipt prints and the
 * public verification's answer. The code is 4 groups of 5 characters (A–Z, 2–7).
 */
export const { ids: RECEIPT_KINDS, labels: RECEIPT_KIND_LABEL } = labelled({
  diaria: 'Venta diaria',
  justificacion: 'Justificación de día sin venta',
  mensual: 'Venta mensual',
  masiva: 'Carga masiva de ventas diarias',
  carga_masiva: 'Carga masiva',
});
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const RECEIPT_CODE_RE = /^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/;
export const receiptCodeSchema = z
  .string()
  .max(40)
  .transform((s) => s.trim().toUpperCase())
  .refine((s) => RECEIPT_CODE_RE.test(s), { message: 'El código de verificación no es válido' });

/** The detalles' keys as a receipt names them (money unless tickets). */
export const DETAIL_LABELS: Record<string, { label: string; money: boolean }> = {
  total_tickets_boletas: { label: 'Tickets boletas', money: false },
  total_tickets_facturas: { label: 'Tickets facturas', money: false },
  total_tickets_exentas: { label: 'Tickets exentas', money: false },
  total_monto_efectivo_boletas: { label: 'Boletas en efectivo', money: true },
  total_monto_tarjeta_boletas: { label: 'Boletas con tarjeta', money: true },
  total_monto_efectivo_facturas: { label: 'Facturas en efectivo', money: true },
  total_monto_tarjeta_facturas: { label: 'Facturas con tarjeta', money: true },
  total_monto_exentas: { label: 'Ventas exentas', money: true },
  total_monto_efectivo: { label: 'Ventas en efectivo', money: true },
  total_monto_tarjeta: { label: 'Ventas con tarjeta', money: true },
  total_monto_nota_credito: { label: 'Notas de crédito', money: true },
  total_monto_sin_igv: { label: 'Ventas sin IGV', money: true },
  total_ventas: { label: 'Total ventas', money: true },
  total_notas_credito: { label: 'Total notas de crédito', money: true },
  serie_boletas: { label: 'Serie boletas', money: false },
  serie_facturas: { label: 'Serie facturas', money: false },
};

/**
 * One row of an accepted bulk load as its receipt prints it: the space, the day and the amounts as
 * the file carried them (credit notes as written, a positive amount), with the sale they became.
 */
export interface BulkLoadRow {
  /** the row's number in the file ('Fila N') */
  fila: number;
  contract_id: string;
  space_id: string;
  local: string;
  marca: string;
  fecha: string;
  total_tickets: number;
  total_ventas: number;
  total_notas_credito: number;
  monto_total_bruto: number;
  monto_total_neto: number;
}

/**
 * The figures of a whole bulk load's receipt (kind 'carga_masiva'): its rows in file order, their
 * count, the totals (money rounded to the country's decimals), the days it covers and its spaces.
 */
export function bulkLoadFigures(rows: readonly BulkLoadRow[], country: CountryId) {
  const filas = [...rows].sort((a, b) => a.fila - b.fila);
  const sum = (pick: (r: BulkLoadRow) => number) => filas.reduce((s, r) => s + pick(r), 0);
  const dates = filas.map((r) => r.fecha).sort();
  const locales = [...new Set(filas.map((r) => r.local))].sort();
  return {
    cantidad_filas: filas.length,
    total_tickets: sum((r) => r.total_tickets),
    total_ventas: roundMoney(
      sum((r) => r.total_ventas),
      country,
    ),
    total_notas_credito: roundMoney(
      sum((r) => r.total_notas_credito),
      country,
    ),
    monto_total_bruto: roundMoney(
      sum((r) => r.monto_total_bruto),
      country,
    ),
    monto_total_neto: roundMoney(
      sum((r) => r.monto_total_neto),
      country,
    ),
    desde: dates[0] ?? '',
    hasta: dates[dates.length - 1] ?? '',
    locales,
    filas: filas.map((r) => ({
      fila: r.fila,
      local: r.local,
      marca: r.marca,
      fecha: r.fecha,
      total_tickets: r.total_tickets,
      total_ventas: r.total_ventas,
      total_notas_credito: r.total_notas_credito,
    })),
  };
}
export type BulkLoadFigures = ReturnType<typeof bulkLoadFigures>;

/** The API path (under /api) of a bulk load's receipt: the upload's answer and the web's download. */
export const bulkLoadReceiptPath = (loadId: string) => `/fo/sales/daily/bulk/${encodeURIComponent(loadId)}/receipt`;

export const receiptVerificationSchema = z.object({
  valido: z.boolean(),
  mensaje: z.string(),
  comprobante: z
    .object({
      tipo: z.enum(RECEIPT_KINDS),
      tipo_nombre: z.string(),
      emitido_en: z.string(),
      /** the receipt's country: its money and time zone */
      pais: z.enum(COUNTRY_IDS),
      /** the company (legal name) and its tax id */
      empresa: z.string(),
      tax_id: z.string(),
      /** the shopping centre and brand (a receipt of one store) */
      edificio: z.string().optional(),
      marca: z.string().optional(),
      periodo: z.string(),
      local: z.string(),
      /** who declared, by name (the e-mail is not shown to whoever holds the code) */
      declarado_por: z.string(),
      /** the server's time of the declaration (ISO) */
      registrado_en: z.string(),
      justificacion: z.string().nullable().optional(),
      total_tickets: z.number().nullable().optional(),
      monto_total_bruto: z.number().nullable(),
      /** a whole bulk load's receipt: its rows' count and rows (the file's amounts) */
      cantidad_filas: z.number().int().optional(),
      filas: z
        .array(
          z.object({
            fila: z.number().int(),
            local: z.string(),
            fecha: z.string(),
            total_tickets: z.number(),
            total_ventas: z.number(),
            total_notas_credito: z.number(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type ReceiptVerification = z.infer<typeof receiptVerificationSchema>;
