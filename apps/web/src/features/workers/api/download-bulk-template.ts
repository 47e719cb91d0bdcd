import { BULK_TEMPLATE_NAME } from '@vitrina/domain/workers/workers.rules';
import { apiDownload } from '../../../lib/api-client';

/** GET /fo/workers/bulk/template: plantilla_trabajadores.xlsx (a failure is left silent). */
export const downloadBulkTemplate = (client: string) =>
  apiDownload('/fo/workers/bulk/template', BULK_TEMPLATE_NAME, { query: { client } }).catch(() => {});
