import { brandCategorySchema } from '../comparison/categories';
import { z } from 'zod';
import { INTERNAL_ROLES, type InternalRole } from '../auth/roles';
import { countryIdSchema } from '../countries/countries.schema';
import { isoDateSchema } from '../sales/daily.schema';
import { humanText } from '../common/text';

/*
 * The staff console: clients directory, staff administration and the audit log
 * viewer, under /api/fo/console. Messages in Spanish, limits here once.
 */

export const CONSOLE_MSG = {
  ssoRoles: 'Los roles del personal se administran en el proveedor de identidad corporativo (SSO)',
  notStaffUser: 'El usuario no es un colaborador interno',
  roleAlreadyGranted: 'El usuario ya tiene ese rol',
  roleNotGranted: 'El usuario no tiene ese rol',
  ownAdminRole: 'No puedes quitarte a ti mismo el rol de administración',
  invalidRole: 'Rol interno no válido',
  endBeforeStart: 'La fecha de término no puede ser anterior a la de inicio',
  buildingNotOfCountry: 'Elige centros comerciales del país del colaborador',
  tooManyBuildings: 'Demasiados centros comerciales',
  buildingsUpdated: 'Centros comerciales actualizados',
} as const;

/** At most this many shopping centres per staff member. */
export const STAFF_BUILDINGS_MAX = 50;

export const DIRECTORY_QUERY_MAX = 100;
export const DIRECTORY_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 50;
/** At most this many entries go into one .xlsx export. */
export const AUDIT_LOG_EXPORT_MAX = 10_000;

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const directoryQuerySchema = z.object({
  q: humanText().max(DIRECTORY_QUERY_MAX).optional(),
  country: countryIdSchema.optional(),
  page,
});
export const directoryClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  tax_id: z.string(),
  country_id: z.string(),
  brands: z.number(),
  contracts: z.number(),
});
export const directoryResponseSchema = z.object({
  data: z.array(directoryClientSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const clientIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const spaceSalesStatusSchema = z.object({
  /** days of the previous and the current month, up to today, still without a declaration or justification and past their cut-off */
  pendientes: z.number(),
  /** declared or justified days of that window, not audited */
  al_dia: z.number(),
  /** audited days of that window */
  auditadas: z.number(),
  estado: z.enum(['Pendiente', 'Al día']),
});
export const clientPageSchema = z.object({
  data: z.object({
    client: z.object({
      id: z.string(),
      name: z.string(),
      tax_id: z.string(),
      country_id: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      address: z.string().nullable(),
    }),
    brands: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), category: brandCategorySchema.nullable() })),
    contracts: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        brand_id: z.string(),
        brand_name: z.string(),
        space_id: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        vigente: z.boolean(),
      }),
    ),
    spaces: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        building_name: z.string(),
        brand_name: z.string(),
        contract_code: z.string(),
        area_m2: z.number(),
        ventas: spaceSalesStatusSchema,
      }),
    ),
    users: z.array(z.object({ id: z.string(), email: z.string(), nombres: z.string(), apellidos: z.string(), status: z.string() })),
    hoy: z.string(),
  }),
});

export const internalRoleSchema = z.enum(INTERNAL_ROLES as unknown as [InternalRole, ...InternalRole[]], {
  error: CONSOLE_MSG.invalidRole,
});
export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  nombres: z.string(),
  apellidos: z.string(),
  country_id: z.string(),
  status: z.string(),
  roles: z.array(z.string()),
  /** the shopping centres the staff member works at */
  buildings: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const staffBuildingOptionSchema = z.object({ id: z.string(), name: z.string(), country_id: z.string() });
export const staffListResponseSchema = z.object({
  data: z.array(staffUserSchema),
  /** whether the console may grant and revoke roles (false when SSO is the source of roles) */
  editable: z.boolean(),
  /** the shopping centres the administrator may assign (of its countries); each staff member gets its own country's */
  buildings: z.array(staffBuildingOptionSchema),
});
export const staffUserParamsSchema = z.object({ userId: z.uuid({ error: CONSOLE_MSG.notStaffUser }) });
/** PUT /staff/{userId}/buildings: the whole set of the staff member's shopping centres (empty: none). */
export const staffBuildingsBodySchema = z.object({
  buildings: z.array(z.string().min(1).max(40)).max(STAFF_BUILDINGS_MAX, { error: CONSOLE_MSG.tooManyBuildings }),
});
export const staffRoleParamsSchema = z.object({ userId: z.uuid({ error: CONSOLE_MSG.notStaffUser }), role: internalRoleSchema });
export const staffRoleResponseSchema = z.object({ message: z.string(), data: staffUserSchema });

export const auditLogQuerySchema = z
  .object({
    actor: humanText().max(200).optional(),
    client: humanText().max(100).optional(),
    action: humanText().max(100).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    page,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: CONSOLE_MSG.endBeforeStart, path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export const auditLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor_email: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.unknown(),
});
export const auditLogResponseSchema = z.object({
  data: z.array(auditLogEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The audit log's actions in Spanish (the viewer and the export); unknown actions show as they are. */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  daily_sales_audited: 'Auditó ventas diarias',
  daily_sales_unaudited: 'Quitó auditoría de ventas diarias',
  staff_role_granted: 'Otorgó rol interno',
  staff_role_revoked: 'Quitó rol interno',
  staff_buildings_set: 'Asignó centros comerciales',
};
export const auditActionName = (action: string) => AUDIT_ACTION_NAMES[action] ?? action;
