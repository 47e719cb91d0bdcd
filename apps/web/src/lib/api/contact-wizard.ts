import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserLegacy, RoleAssignment, UserLookup } from '@vitrina/domain/companies/companies.schema';
import { ApiError, apiRequest } from '../api-client';
import { companyKeys } from './companies';
import { COMPANY_MSG } from '@vitrina/domain/companies/companies.messages';

const base = '/fo/companies';

/** GET /usuarios/{email}: the existing user with that e-mail who may get a role (no id unless a member), or null (404). */
export async function findUserByEmail(email: string, empresaId: string) {
  try {
    return await apiRequest<UserLookup>(`${base}/usuarios/${encodeURIComponent(email)}`, { query: { empresaId } });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** POST /usuarios: a new contact with one role; the server e-mails the set-password link. */
export function useCreateContact() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: CreateUserLegacy) =>
      apiRequest<{ id: string; email: string; message: string; warning?: string }>(`${base}/usuarios`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** POST /usuarios-roles: the role for an existing user. */
export function useAssignRole() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: COMPANY_MSG.roleAssignError } },
    mutationFn: (body: RoleAssignment) => apiRequest<{ message: string }>(`${base}/usuarios-roles`, { method: 'POST', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
