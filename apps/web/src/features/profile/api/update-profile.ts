import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileUpdateRequest } from '@vitrina/domain/profile/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { PROFILE_MSG } from '@vitrina/domain/profile/messages';

/** PATCH /api/fo/auth/users-ext {id, first_name, last_name, phone} → the saved profile. */
export const updateProfile = (body: ProfileUpdateRequest) => apiRequest<Profile>('/fo/auth/users-ext', { method: 'PATCH', body });

/** Saves 'Mis datos' and shows the new names at once (top bar, home greeting). */
export const useUpdateProfile = () =>
  useMutation({
    meta: { errorToast: { fallback: PROFILE_MSG.updateError } },
    mutationFn: updateProfile,
    onSuccess: (p) => updateSessionUser({ nombres: p.first_name, apellidos: p.last_name, phone: p.phone }),
  });
