import type { z } from 'zod';
import type { bulkParseResponseSchema } from '@vitrina/domain/workers/workers.bulk.schema';
import { apiUpload } from '../../../lib/api-client';

export type BulkRow = z.output<typeof bulkParseResponseSchema>['rows'][number];

/** POST /fo/workers/bulk/parse: the XLS/XLSX read and each row checked by the server. */
export function parseBulkWorkers(client: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<z.output<typeof bulkParseResponseSchema>>('/fo/workers/bulk/parse', form, { query: { client } });
}
