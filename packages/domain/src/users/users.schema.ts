import { z } from 'zod';
import { MSG } from '../common/messages';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { isValidPhone, normalizePhone, phoneInvalidMessage } from '../countries/phone';
import { emailSchema } from '../auth/email';
import { PERMISSIONS } from '../auth/permissions';
import { USERS_MSG } from './users.messages';
import { USER_STATE_FILTERS, USER_TEXT_MAX } from './users.rules';
import { idSchema } from '../common/ids';
import { humanText } from '../common/text';

const text = (max: number, required?: string) => {
  const s = humanText().max(max, USERS_MSG.tooLong(max));
  return required ? s.min(1, required) : s;
};

export const userAssignmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Space'), space_id: z.string().min(1).max(50) }),
  z.object({ type: z.literal('Brand'), brand_id: z.string().min(1).max(50) }),
]);

/** The user's own fields, as typed in the user dialog and sent in the save. */
const userFields = {
  email: emailSchema(MSG.emailRequired, MSG.emailInvalid).pipe(z.string().max(USER_TEXT_MAX.email)),
  first_name: text(USER_TEXT_MAX.name, USERS_MSG.firstNameRequired),
  last_name: text(USER_TEXT_MAX.name).default(''),
  phone: z.string({ error: USERS_MSG.phoneRequired }).trim().min(1, USERS_MSG.phoneRequired).max(40),
  position: text(USER_TEXT_MAX.position, USERS_MSG.positionRequired),
};

/**
 * The user save payload: POST /clients/{id}/users creates, PUT updates (with id).
 * country_id comes lowercase; the phone must be one of that country (normalised here). The rule
 * 'a permission that requires a contract requires a space' is not checked here: it depends on the
 * spaces an edit keeps (those the editor does not see), see lacksRequiredSpace.
 */
export const userSaveSchema = z
  .object({
    id: z.uuid().optional(),
    country_id: z
      .string()
      .max(3)
      .transform((c) => c.toUpperCase())
      .pipe(z.enum(COUNTRY_IDS)),
    ...userFields,
    assignments: z.array(userAssignmentSchema).max(2000).default([]),
    permissions: z
      .array(idSchema)
      .min(1, USERS_MSG.permissionsRequired)
      .max(100)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  .transform((v, ctx) => {
    const phone = normalizePhone(v.phone, v.country_id);
    if (!phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneInvalidMessage(v.country_id) });
    const known = new Set(PERMISSIONS.filter((p) => p.countries_ids.includes(v.country_id)).map((p) => p.id));
    if (v.permissions.some((id) => !known.has(id)))
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: USERS_MSG.permissionNotValid });
    const spaces = v.assignments.filter((a) => a.type === 'Space');
    return { ...v, phone: phone ?? v.phone, space_ids: [...new Set(spaces.map((a) => a.space_id))] };
  });
export type UserSaveRequest = z.input<typeof userSaveSchema>;
export type UserSave = z.output<typeof userSaveSchema>;

/**
 * The user dialog's form: the user's fields (the phone one of the client's country) and the
 * spaces and permissions picked. Whether the permissions need a space is decided apart
 * (lacksRequiredSpace): it depends on spaces the editor does not see.
 */
export const userFormSchema = (country: CountryId) =>
  z.object({
    ...userFields,
    phone: userFields.phone.refine((phone) => !phone || isValidPhone(phone, country), phoneInvalidMessage(country)),
    space_ids: z.array(z.string().max(50)).max(2000),
    permissions: z.array(idSchema).min(1, USERS_MSG.permissionsRequired).max(100),
  });
export type UserFormInput = z.input<ReturnType<typeof userFormSchema>>;

/** A user as the admin sees it, for one client. */
export const userAdminSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['Ok', 'Pendiente', 'Deshabilitado']),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  country_id: z.enum(COUNTRY_IDS),
  permissions: z.array(z.number()),
  assignments: z.array(userAssignmentSchema),
});
export type UserAdmin = z.infer<typeof userAdminSchema>;

/**
 * Whether an e-mail can be invited to a client (the create dialog's check when the address is
 * typed): no account's existence or profile is told to another company. `reason` (Spanish) says
 * why not; `user` (the profile, for the prefill) comes only when the address belongs to someone
 * already in one of the caller's companies where the caller administers users.
 */
export const userLookupSchema = z.object({
  data: z.object({
    invitable: z.boolean(),
    reason: z.string().optional(),
    user: userAdminSchema.pick({ first_name: true, last_name: true, phone: true, position: true }).optional(),
  }),
});
export type UserLookup = z.infer<typeof userLookupSchema>;

/** A space of a client. */
export const clientSpaceSchema = z.object({
  space_id: z.string(),
  space_num: z.string(),
  building_name: z.string(),
  contracts: z.array(
    z.object({
      contract_num: z.string(),
      brand_name: z.string(),
      /** 0 vigente, otherwise no vigente */
      contract_status: z.number(),
    }),
  ),
});
export type ClientSpace = z.infer<typeof clientSpaceSchema>;

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(USER_STATE_FILTERS).optional(),
});

export const userSearchQuerySchema = z.object({ email: emailSchema(MSG.emailRequired, MSG.emailInvalid) });

export const userMessageSchema = z.object({ message: z.string() });
export const userSavedSchema = z.object({
  message: z.string(),
  /** the user was saved but something around it failed (the welcome e-mail was not sent) */
  warning: z.string().optional(),
  user: userAdminSchema,
});

export const userBuildingSchema = z.object({
  id: z.string(),
  id_sap: z.string(),
  name: z.string(),
  city: z.string(),
  country_id: z.string(),
});
