import { z } from 'zod';

/**
 * Declaration receipts (issue #19): the kinds, the labels of the figures a receipt prints and the
 * public verification's answer. The code is 4 groups of 5 characters (A–Z, 2–7).
 */
export const RECEIPT_KINDS = ['diaria', 'justificacion', 'mensual', 'masiva'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const RECEIPT_KIND_LABEL: Record<ReceiptKind, string> = {
  diaria: 'Venta diaria',
  justificacion: 'Justificación de día sin venta',
  mensual: 'Venta mensual',
  masiva: 'Carga masiva de ventas diarias',
};
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

export const receiptVerificationSchema = z.object({
  valido: z.boolean(),
  mensaje: z.string(),
  comprobante: z
    .object({
      tipo: z.enum(RECEIPT_KINDS),
      tipo_nombre: z.string(),
      emitido_en: z.string(),
      periodo: z.string(),
      local: z.string(),
      monto_total_bruto: z.number().nullable(),
    })
    .optional(),
});
export type ReceiptVerification = z.infer<typeof receiptVerificationSchema>;
