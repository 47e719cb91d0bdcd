import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './files';

/** GET /daily/space/{spaceId}/download?month=yyyy-MM ('Descargar grupo'). */
export const downloadMonth = (spaceId: string, month: string, companyId?: string) =>
  downloadFile(
    `/fo/sales/daily/space/${encodeURIComponent(spaceId)}/download?month=${month}${companyId ? `&company_id=${encodeURIComponent(companyId)}` : ''}`,
    `ventas-${spaceId}-${month}.xlsx`,
  );

export const useDownloadMonth = () =>
  useMutation({
    mutationFn: (v: { spaceId: string; month: string; companyId?: string }) => downloadMonth(v.spaceId, v.month, v.companyId),
  });
