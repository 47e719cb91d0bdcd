import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BrandEdit, brandSaveResponseSchema } from '@vitrina/domain/companies/companies.schema';
import { apiRequest, jsonWithFileForm } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

/** PUT /fo/companies/marcas: multipart with the JSON part 'marca' first, then at most one logo file. */
export const saveBrand = (marca: BrandEdit, logo?: File | null) =>
  apiRequest<z.output<typeof brandSaveResponseSchema>>('/fo/companies/marcas', {
    method: 'PUT',
    body: jsonWithFileForm('marca', marca, logo),
  });

export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (v: { marca: BrandEdit; logo?: File | null }) => saveBrand(v.marca, v.logo),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
