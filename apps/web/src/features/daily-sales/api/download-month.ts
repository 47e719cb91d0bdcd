import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** GET /daily/space/{spaceId}/download?month=yyyy-MM ('Descargar grupo'). */
export const downloadMonth = (spaceId: string, month: string, companyId?: string) =>
  apiDownload(`/fo/sales/daily/space/${encodeURIComponent(spaceId)}/download`, `ventas-${spaceId}-${month}.xlsx`, {
    query: { month, company_id: companyId || undefined },
  });

export const useDownloadMonth = () =>
  useMutation({
    mutationFn: (v: { spaceId: string; month: string; companyId?: string }) => downloadMonth(v.spaceId, v.month, v.companyId),
  });
