import type { z } from 'zod';
import type { bulkCreateResponseSchema, bulkRowSchema } from '@vitrina/domain/workers/workers.bulk.schema';
import { apiRequest } from '../../../lib/api-client';

/** POST /fo/workers/bulk: every row's worker created in one transaction (the rows as reviewed). */
export const createBulkWorkers = (client: string, rows: z.input<typeof bulkRowSchema>[]) =>
  apiRequest<z.output<typeof bulkCreateResponseSchema>>('/fo/workers/bulk', { method: 'POST', query: { client }, body: { rows } });
