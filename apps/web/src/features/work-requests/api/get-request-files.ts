import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { requestFileSchema } from '@vitrina/domain/work-requests/work-requests.schema';
import { apiRequest } from '../../../lib/api-client';
import { workRequestKeys } from './query-keys';

/** GET /fo/work-requests/{uuid}/files: signed links; a 404 is not retried, other errors twice. */
export const useRequestFiles = (uuid: string | undefined) =>
  useQuery({
    queryKey: workRequestKeys.files(uuid ?? ''),
    enabled: !!uuid,
    retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2,
    queryFn: ({ signal }) => apiRequest<z.output<typeof requestFileSchema>[]>(`/fo/work-requests/${uuid}/files`, { signal }),
  });
