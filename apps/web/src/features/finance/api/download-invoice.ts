import type { Invoice } from '@vitrina/domain/finance/finance.schema';
import { apiDownload } from '../../../lib/api-client';

/** GET the invoice's stored PDF (its url), saved as 'factura-{numero}.pdf'. */
export const downloadInvoice = (inv: Invoice) => apiDownload(inv.url!.replace(/^\/api/, ''), `factura-${inv.numero}.pdf`);
