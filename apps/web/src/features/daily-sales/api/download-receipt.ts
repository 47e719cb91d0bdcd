import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** GET /fo/sales/daily/space/{spaceId}/day/{date}/receipt: the day's declaration receipt (PDF). */
export const downloadDayReceipt = (spaceId: string, date: string, companyId?: string) =>
  apiDownload(`/fo/sales/daily/space/${encodeURIComponent(spaceId)}/day/${date}/receipt`, `comprobante-${spaceId}-${date}.pdf`, {
    query: { company_id: companyId || undefined },
  });

export const useDownloadDayReceipt = () =>
  useMutation({
    meta: { errorToast: { fallback: 'No se pudo descargar el comprobante' } },
    mutationFn: (v: { spaceId: string; date: string; companyId?: string }) => downloadDayReceipt(v.spaceId, v.date, v.companyId),
  });
