import type { DebtRow } from '@vitrina/domain/finance/finance.schema';
import { apiFetch } from '../../../lib/api-client';
import { saveAs } from '../../../lib/save-as';

/** GET the row's linkFactura: the invoice as base64 text, saved as '{sociedad}-{nroFactura}.pdf'. */
export async function downloadDebtDocument(r: DebtRow) {
  const res = await apiFetch(r.linkFactura!.replace(/^\/api/, ''), { accept: 'text/plain' });
  const bytes = Uint8Array.from(atob((await res.text()).trim()), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  saveAs(url, `${r.sociedad}-${r.nroFactura}.pdf`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
