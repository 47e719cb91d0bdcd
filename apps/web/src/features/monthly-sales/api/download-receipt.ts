import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** GET /fo/sales/monthly/sale/{saleId}/receipt: the monthly declaration's receipt (PDF). */
export const downloadMonthlyReceipt = (saleId: string, fallbackName: string) =>
  apiDownload(`/fo/sales/monthly/sale/${encodeURIComponent(saleId)}/receipt`, fallbackName);

export const useDownloadMonthlyReceipt = () =>
  useMutation({
    meta: { errorToast: { fallback: 'No se pudo descargar el comprobante' } },
    mutationFn: (v: { saleId: string; name: string }) => downloadMonthlyReceipt(v.saleId, v.name),
  });
