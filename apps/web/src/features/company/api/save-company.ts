import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyEdit, companySaveResponseSchema } from '@vitrina/domain/companies/companies.schema';
import { apiRequest, jsonWithFileForm } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/api/companies';

/** PUT /fo/companies/empresas: multipart with the JSON part 'empresa' first, then at most one logo file. */
export const saveCompany = (empresa: CompanyEdit, logo?: File | null) =>
  apiRequest<z.output<typeof companySaveResponseSchema>>('/fo/companies/empresas', {
    method: 'PUT',
    body: jsonWithFileForm('empresa', empresa, logo),
  });

export function useSaveCompany() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (v: { empresa: CompanyEdit; logo?: File | null }) => saveCompany(v.empresa, v.logo),
    onSuccess: (res) => {
      qc.setQueryData(companyKeys.detail(res.data.id), res.data);
      return qc.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
