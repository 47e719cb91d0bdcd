import { RECEIPT_KIND_LABEL, type ReceiptKind, type ReceiptVerification } from '@vitrina/domain/sales/receipts';
import { type ReceiptSnapshot, type BulkReceiptSnapshot, receiptCode, type ReceiptsCommon } from './receipts.common';

/** The public verification of a receipt's code. */
export function createReceiptsVerify(common: ReceiptsCommon) {
  const { d, repo } = common;
  return {
    /** Public: whether a code is a genuine receipt of this server, and what it is a receipt of. */
    async verify(code: string): Promise<ReceiptVerification> {
      const r = await repo.byCode(code);
      const snapshot = r?.snapshot as ReceiptSnapshot | BulkReceiptSnapshot | undefined;
      if (!r || !snapshot || receiptCode(d.secret, r.kind as ReceiptKind, r.record_id, r.version, snapshot) !== r.code)
        return { valido: false, mensaje: 'El código no corresponde a un comprobante emitido por Vitrina' };
      const bulk = r.kind === 'carga_masiva' ? (snapshot as BulkReceiptSnapshot) : undefined;
      return {
        valido: true,
        mensaje: 'Comprobante auténtico emitido por Vitrina',
        comprobante: {
          tipo: r.kind as ReceiptKind,
          tipo_nombre: RECEIPT_KIND_LABEL[r.kind as ReceiptKind],
          emitido_en: r.issued_at.toISOString(),
          pais: snapshot.pais,
          empresa: snapshot.cliente,
          tax_id: snapshot.tax_id,
          ...(bulk
            ? {}
            : {
                edificio: (snapshot as ReceiptSnapshot).edificio,
                marca: (snapshot as ReceiptSnapshot).marca,
                justificacion: (snapshot as ReceiptSnapshot).justificacion,
              }),
          periodo: snapshot.periodo,
          local: snapshot.local,
          declarado_por: snapshot.declarado_por,
          registrado_en: snapshot.registrado_en,
          total_tickets: snapshot.total_tickets,
          monto_total_bruto: snapshot.monto_total_bruto,
          ...(bulk
            ? {
                cantidad_filas: bulk.cantidad_filas,
                filas: bulk.filas.map((f) => ({
                  fila: f.fila,
                  local: f.local,
                  fecha: f.fecha,
                  total_tickets: f.total_tickets,
                  total_ventas: f.total_ventas,
                  total_notas_credito: f.total_notas_credito,
                })),
              }
            : {}),
        },
      };
    },
  };
}
