import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ComplianceUploadInput, complianceUploadResponseSchema } from '@vitrina/domain/workers/staffing.schema';
import { apiRequest } from '../../../lib/api-client';
import { workersKeys } from './query-keys';

/** POST /fo/workers/f30: an F30/F31 for a period, its file uploaded first. */
export function useUploadCompliance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceUploadInput) =>
      apiRequest<z.output<typeof complianceUploadResponseSchema>>('/fo/workers/f30', { method: 'POST', body }),
    // the modal shows the error inline
    meta: { errorToast: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: workersKeys.all }),
  });
}
