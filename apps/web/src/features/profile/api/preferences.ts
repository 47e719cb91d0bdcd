import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@vitrina/domain/profile/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/fo/auth/users-ext/preferences: cut-off reminders and receipts by e-mail. */
export const getPreferences = () => apiRequest<Preferences>('/fo/auth/users-ext/preferences');
export const preferencesQueryOptions = () => queryOptions({ queryKey: queryKeys.profile.preferences(), queryFn: getPreferences });
export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PATCH /api/fo/auth/users-ext/preferences with the settings that change. */
export const useUpdatePreferences = () => {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorToast: { fallback: 'No se pudieron guardar tus preferencias' } },
    mutationFn: (body: Partial<Preferences>) => apiRequest<Preferences>('/fo/auth/users-ext/preferences', { method: 'PATCH', body }),
    onSuccess: (p) => qc.setQueryData(queryKeys.profile.preferences(), p),
  });
};
