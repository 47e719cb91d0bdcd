import { useMutation } from '@tanstack/react-query';
import { bulkLoadReceiptPath } from '@vitrina/domain/sales/receipts';
import { apiDownload } from '../../../lib/api-client';

/** GET /fo/sales/daily/bulk/{loadId}/receipt: the receipt (PDF) of a whole accepted bulk load. */
export const downloadBulkReceipt = (loadId: string) => apiDownload(bulkLoadReceiptPath(loadId), 'comprobante-carga_masiva.pdf');

export const useDownloadBulkReceipt = () =>
  useMutation({
    meta: { errorToast: { fallback: 'No se pudo descargar el comprobante' } },
    mutationFn: (loadId: string) => downloadBulkReceipt(loadId),
  });
