import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Brand, BrandEdit } from '@vitrina/domain/companies/companies.schema';
import { MSG } from '@vitrina/domain/common/messages';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';
import { getToken } from '../../../lib/session';

/** PUT /fo/companies/marcas: multipart with the JSON part 'marca' first, then at most one logo file. */
export async function saveBrand(marca: BrandEdit, logo?: File | null) {
  const form = new FormData();
  form.append('marca', new Blob([JSON.stringify(marca)], { type: 'application/json' }));
  if (logo) form.append('file', logo, logo.name);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/api/fo/companies/marcas', {
      method: 'PUT', body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, 'network', MSG.genericError);
  }
  const body = await res.json().catch(() => ({})) as { message?: string; code?: string; data?: Brand };
  if (!res.ok || !body.data) throw new ApiError(res.status, body.code ?? 'request_failed', body.message || 'Request failed');
  return body as { message: string; data: Brand };
}

export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { marca: BrandEdit; logo?: File | null }) => saveBrand(v.marca, v.logo),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
