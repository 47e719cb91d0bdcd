import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { NOTIF_MSG } from './messages';
import { ANNOUNCEMENT_CATEGORIES, notificationActionTarget } from './notifications.rules';

const iso = z.string();

/** A notification in its server form. body is sanitised HTML. */
export const notificationSchema = z.object({
  id: z.number().int(),
  user_id: z.string(),
  title: z.string(),
  importance: z.string(),
  body: z.string(),
  read_at: iso.nullable(),
  shown_at: iso.nullable(),
  created_at: iso,
  action: z.object({ url: z.string(), label: z.string() }).nullable(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

/** Tabs Todas / Nuevas / Leídas; 'unshown': those whose toast was not shown yet (the toast queue). */
export const notificationStatusSchema = z.enum(['all', 'unread', 'read', 'unshown']);

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(6),
  user_id: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  status: notificationStatusSchema.default('all'),
  q: z.string().max(200).optional(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  counts: z.object({ all: z.number().int(), unread: z.number().int(), read: z.number().int(), unshown: z.number().int() }),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** An action: a relative portal path ('noticias') or an http(s) URL, nothing else (no 'javascript:', no '//host'). */
const actionSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, NOTIF_MSG.badActionUrl)
    .refine((u) => notificationActionTarget(u) !== null, NOTIF_MSG.badActionUrl),
  label: z.string().trim().min(1).max(80),
});
export const notificationInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  importance: z.enum(['alta', 'media', 'baja']).default('media'),
  body: z.string().min(1).max(20_000),
  action: actionSchema.nullish(),
});
export const createNotificationSchema = notificationInputSchema.extend({ user_id: z.string().uuid() });
/** The answer of POST /batch and /role/{role}: how many notifications were written, and their ids. */
export const notificationBatchResponseSchema = z.object({ created: z.number().int(), ids: z.array(z.number().int()) });

export const announcementCategorySchema = z.enum(ANNOUNCEMENT_CATEGORIES);

export const announcementFileSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), file_url: z.string() });
export const announcementSchema = z.object({
  announcementId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  category: announcementCategorySchema,
  startDate: iso,
  endDate: iso.nullable(),
  createdAt: iso,
  enlace: z.string().nullable(),
  enlaceTexto: z.string().nullable(),
  publisher: z.string(),
  countries: z.array(z.string()),
  filesImg: z.array(announcementFileSchema),
  filesDoc: z.array(announcementFileSchema),
});
export type AnnouncementDto = z.infer<typeof announcementSchema>;
/** GET /publicaciones: page and size, optional fecha (published on or after that day, yyyy-MM-dd) and countries (comma-separated). */
export const announcementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
  fecha: z.iso.date({ error: NOTIF_MSG.badDate }).optional(),
  countries: z
    .string()
    .max(100)
    .optional()
    .transform((s) =>
      s
        ?.split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(COUNTRY_IDS as unknown as [CountryId, ...CountryId[]], { error: NOTIF_MSG.badCountry })).optional()),
});
export const announcementListSchema = z.object({
  data: z.array(announcementSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** {country} of POST /{country}/news and GET /{country}/createdAt/{createdAt} (any case). */
export const announcementCountryParamSchema = z
  .string()
  .max(3, { error: NOTIF_MSG.badCountry })
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(COUNTRY_IDS as unknown as [CountryId, ...CountryId[]], { error: NOTIF_MSG.badCountry }));
/** Body of POST /{country}/news: the building ids the home page reads news for (may be empty: the country's only). */
export const announcementNewsBodySchema = z
  .array(z.string({ error: NOTIF_MSG.badBuildings }).trim().min(1, NOTIF_MSG.badBuildings).max(64, NOTIF_MSG.badBuildings), {
    error: NOTIF_MSG.badBuildings,
  })
  .max(100, NOTIF_MSG.tooManyBuildings);
export const announcementCreatedAtParamsSchema = z.object({
  country: announcementCountryParamSchema,
  createdAt: z.iso.datetime({ offset: true, error: NOTIF_MSG.badCreatedAt }).transform((v) => new Date(v)),
});
export const announcementDataSchema = z.object({ data: z.array(announcementSchema) });

export const debitNoteSchema = z.object({
  id: z.number().int(),
  created_at: iso,
  reason: z.string(),
  description: z.string().nullable(),
  currency: z.string(),
  value: z.number(),
  status: z.enum(['pending', 'accepted']),
  accepted_at: iso.nullable(),
  accepted_by: z.object({ email: z.string(), name: z.string() }).nullable(),
  items: z.array(
    z.object({ id: z.number().int(), description: z.string(), item_date: z.string(), currency: z.string(), value: z.number() }),
  ),
  contract: z.object({
    code: z.string(),
    space: z.object({ code: z.string(), building: z.object({ id_sap: z.string(), name: z.string() }) }),
    brand: z.object({ name: z.string(), client: z.object({ name: z.string(), tax_id: z.string() }) }),
  }),
  recipients: z.array(z.object({ accepted_at: iso.nullable(), user: z.object({ email: z.string() }) })),
});
export type DebitNoteDto = z.infer<typeof debitNoteSchema>;

export const debitNoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(5),
  q: z.string().max(200).optional(),
  status: z.enum(['pending', 'accepted']).optional(),
  accepted_from: z.iso.datetime({ offset: true }).optional(),
  accepted_to: z.iso.datetime({ offset: true }).optional(),
});
export const debitNotePageSchema = z.object({
  content: z.array(debitNoteSchema),
  number: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
});
