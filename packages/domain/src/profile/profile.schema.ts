import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { isValidPhone, normalizePhone, phoneInvalidMessage } from '../countries/phone';
import { isValidPassword } from '../auth/password';
import { MSG } from '../common/messages';
import { PROFILE_MSG } from './messages';
import { humanText } from '../common/text';

export const NAME_MAX = 80;
export const PHONE_MAX = 30;

const name = (required: string) => humanText({ error: required }).min(1, required).max(NAME_MAX, PROFILE_MSG.tooLong(NAME_MAX));

/**
 * PATCH /api/fo/auth/users-ext (id, first_name, last_name, phone). The phone is
 * checked against the user's country by the server, which knows it (see profileFormSchema).
 */
export const profileUpdateRequestSchema = z.object({
  id: z.uuid(),
  first_name: name(PROFILE_MSG.firstNameRequired),
  last_name: name(PROFILE_MSG.lastNameRequired),
  phone: z
    .string({ error: PROFILE_MSG.phoneRequired })
    .trim()
    .min(1, PROFILE_MSG.phoneRequired)
    .max(PHONE_MAX, PROFILE_MSG.tooLong(PHONE_MAX)),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** The 'Mis datos' form of a user of this country: the same fields and the country's phone rule. */
export const profileFormSchema = (country: CountryId) =>
  profileUpdateRequestSchema.omit({ id: true }).extend({
    phone: profileUpdateRequestSchema.shape.phone.refine((p) => isValidPhone(p, country), phoneInvalidMessage(country)),
  });
export type ProfileForm = z.input<ReturnType<typeof profileFormSchema>>;

/** The phone in its canonical form, or the country's message (the server's single check). */
export function checkProfilePhone(phone: string, country: CountryId): { phone: string } | { error: string } {
  const normalized = normalizePhone(phone, country);
  return normalized ? { phone: normalized } : { error: phoneInvalidMessage(country) };
}

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  country_id: z.enum(COUNTRY_IDS),
  corporativo: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/fo/auth/users-ext/pass: change one's password while signed in. */
export const changePasswordRequestSchema = z.object({
  current_password: z.string({ error: PROFILE_MSG.currentPasswordRequired }).min(1, PROFILE_MSG.currentPasswordRequired).max(200),
  password: z.string({ error: MSG.passwordRule }).max(200).refine(isValidPassword, MSG.passwordRule),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One active session of the caller (GET /api/fo/auth/sessions). */
export const activeSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const closedSessionsSchema = z.object({ closed: z.number() });

/**
 * GET/PATCH /api/fo/auth/users-ext/preferences: cut-off reminders (bell and e-mail,
 * on unless the user turns them off) and a receipt by e-mail of each accepted declaration.
 */
export const preferencesSchema = z.object({
  recordatorios_corte: z.boolean(),
  comprobantes_por_correo: z.boolean(),
});
export const preferencesUpdateSchema = preferencesSchema.partial().strict();
export type Preferences = z.infer<typeof preferencesSchema>;
