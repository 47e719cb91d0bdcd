import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bulkResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { dailySalesKeys } from './query-keys';
import { SALES_MSG } from '@vitrina/domain/sales/messages';

/** GET /bulk/template/{taxId}: the client's contracts as an .xlsx to fill. */
export const downloadBulkTemplate = (taxId: string) =>
  apiDownload(`/fo/sales/bulk/template/${encodeURIComponent(taxId)}`, `carga-masiva-${taxId}.xlsx`);

export const useDownloadBulkTemplate = () =>
  useMutation({ mutationFn: downloadBulkTemplate, meta: { errorToast: { fallback: SALES_MSG.bulkGeneric } } });

export type BulkUploadResult = z.infer<typeof bulkResponseSchema>;

/** POST /bulk/diaria/{taxId}/file: the filled .xlsx, all rows or none; the answer carries the load's receipt. */
export function uploadBulkFile(taxId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<BulkUploadResult>(`/fo/sales/bulk/diaria/${encodeURIComponent(taxId)}/file`, {
    method: 'POST',
    body,
  });
}

export function useUploadBulkFile() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (v: { taxId: string; file: File }) => uploadBulkFile(v.taxId, v.file),
    onSuccess: () => qc.invalidateQueries({ queryKey: dailySalesKeys.all }),
  });
}
