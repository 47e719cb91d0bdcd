import { z } from 'zod';
import { idSchema } from '../common/ids';
import { humanText } from '../common/text';
import { COUNTRY_IDS } from '../countries/countries';
import {
  CLIMATIZACION_SUBTYPES,
  FAQ_CATEGORY_IDS,
  HELP_MSG,
  HELP_REQUEST_AREAS,
  HELP_REQUEST_TYPES,
  IMPIDE_ATENDER,
  TICKET_LIMITS,
  TICKET_STATUSES,
  needsSubtype,
  ticketAreaProblem,
} from './help.rules';

const required = (max: number) => humanText({ error: HELP_MSG.missingFields }).min(1, HELP_MSG.missingFields).max(max);

/** The JSON part 'ticket' of POST /ticket (the form's fields; name and e-mail come from the session). */
export const ticketInputSchema = z
  .object({
    edificio: z.string().max(50).optional(),
    local_id: z.string().min(1, HELP_MSG.missingFields).max(50),
    area: required(50),
    request: required(100),
    subtype: z.enum(CLIMATIZACION_SUBTYPES).nullish(),
    impide: z.enum(IMPIDE_ATENDER).default('no_impide_atender_clientes'),
    description: humanText({ multiline: true, error: HELP_MSG.missingFields })
      .min(1, HELP_MSG.missingFields)
      .max(TICKET_LIMITS.description, HELP_MSG.descriptionTooLong),
    phone: z
      .string()
      .trim()
      .max(TICKET_LIMITS.phone)
      .regex(/^[+\d ()-]*$/, 'El teléfono solo puede contener números.')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    const problem = ticketAreaProblem(v.area, v.request, v.subtype);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['request'] });
  });
export type TicketInput = z.output<typeof ticketInputSchema>;

const chosen = (max: number) => z.string().max(max).min(1, HELP_MSG.required);
/**
 * The ticket form as the user fills it ('Crear solicitud'): each missing choice says 'Este campo es
 * requerido' under it; a description past its limit is kept, in error, and not sent.
 */
export const ticketFormSchema = z
  .object({
    edificio: chosen(50),
    local_id: chosen(50),
    area: chosen(50),
    request: chosen(100),
    subtype: z.string().max(50),
    impide: z.enum(IMPIDE_ATENDER),
    description: z
      .string()
      .max(TICKET_LIMITS.description, HELP_MSG.descriptionTooLong)
      .refine((d) => d.trim().length > 0, HELP_MSG.required),
    phone: z.string().max(TICKET_LIMITS.phone),
  })
  .superRefine((v, ctx) => {
    if (needsSubtype(v.request) && !v.subtype) ctx.addIssue({ code: 'custom', message: HELP_MSG.required, path: ['subtype'] });
  });
export type TicketForm = z.output<typeof ticketFormSchema>;

/** The help-request form (POST /api/fo/faqs/contacto, JSON part 'solicitud', optional evidence). */
export const helpRequestSchema = z.object({
  area: z.enum(HELP_REQUEST_AREAS, { error: HELP_MSG.missingFields }),
  tipo: z.enum(HELP_REQUEST_TYPES, { error: HELP_MSG.missingFields }),
  descripcion: humanText({ multiline: true, error: HELP_MSG.missingFields })
    .min(1, HELP_MSG.missingFields)
    .max(TICKET_LIMITS.description, HELP_MSG.descriptionTooLong),
});
export type HelpRequestInput = z.output<typeof helpRequestSchema>;

const mandatory = (max: number) =>
  z
    .string()
    .max(max)
    .refine((x) => x.trim().length > 0, HELP_MSG.mandatory);
/** The help-request form as the user fills it: each missing field says 'Este campo es obligatorio' under it. */
export const helpRequestFormSchema = z.object({
  area: mandatory(100),
  tipo: mandatory(100),
  descripcion: mandatory(TICKET_LIMITS.description),
});

/** The JSON part 'respuesta' of a reply (tenant or support). */
export const ticketReplySchema = z.object({
  body: humanText({ multiline: true }).max(TICKET_LIMITS.reply, HELP_MSG.replyTooLong).default(''),
});
export type TicketReplyInput = z.output<typeof ticketReplySchema>;

export const ticketStatusSchema = z.object({ status: z.enum(TICKET_STATUSES) });

/** The support queue's filters: country, area, status, at least `min_days` old; oldest first. */
export const ticketQueueQuerySchema = z.object({
  country: z.enum(COUNTRY_IDS).optional(),
  area: z.string().max(50).optional(),
  status: z.enum(TICKET_STATUSES).optional(),
  min_days: z.coerce.number().int().min(0).max(3650).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type TicketQueueQuery = z.output<typeof ticketQueueQuerySchema>;

export const ticketFileSchema = z.object({ id: z.number(), name: z.string(), mime: z.string(), size: z.number(), url: z.string() });
export const ticketMessageSchema = z.object({
  id: z.number(),
  from_support: z.boolean(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  files: z.array(ticketFileSchema),
});
/** A ticket as the list shows it. */
export const ticketSummarySchema = z.object({
  id: z.number(),
  area: z.string(),
  contenido: z.string(),
  createdAt: z.string(),
  status: z.enum(TICKET_STATUSES),
  status_label: z.string(),
});
export const ticketDetailSchema = ticketSummarySchema.extend({
  affected_area: z.string(),
  request: z.string(),
  subtype: z.string().nullable(),
  impide: z.enum(IMPIDE_ATENDER),
  country: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  edificio: z.string().nullable(),
  nombre_edificio: z.string().nullable(),
  local_id: z.string().nullable(),
  nro_local: z.string().nullable(),
  nombre_marca: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  assigned_to: z.string().nullable(),
  assigned_name: z.string().nullable(),
  updatedAt: z.string(),
  next_statuses: z.array(z.enum(TICKET_STATUSES)),
  messages: z.array(ticketMessageSchema),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export type TicketDetail = z.infer<typeof ticketDetailSchema>;
export type TicketMessage = z.infer<typeof ticketMessageSchema>;
/** A ticket or help request created: its message and the ticket. */
export const ticketCreatedSchema = z.object({ message: z.string(), data: ticketSummarySchema });
export const ticketRepliedSchema = z.object({ message: z.string(), data: ticketDetailSchema });

export const ticketQueuePageSchema = z.object({
  content: z.array(
    ticketSummarySchema.extend({ country: z.string(), client_name: z.string(), name: z.string(), assigned_name: z.string().nullable() }),
  ),
  total_elements: z.number(),
  page: z.number(),
  size: z.number(),
});
export type TicketQueuePage = z.infer<typeof ticketQueuePageSchema>;

/** The user's buildings with their stores, for the ticket form. */
export const ticketBuildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  sap_id: z.string(),
  spaces: z.array(z.object({ space_id: z.string(), space_num: z.string(), brand_name: z.string(), client_id: z.string() })),
});
export type TicketBuilding = z.infer<typeof ticketBuildingSchema>;

/** A FAQ. */
export const faqSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  category_id: z.enum(FAQ_CATEGORY_IDS),
  position: z.number(),
  published: z.boolean(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ data: z.array(faqSchema) });
/** GET /faqs/{key}: the category's questions and the one the key selects. */
export const faqsByKeySchema = faqListSchema.extend({ selected: z.number().nullable() });
export const faqSavedSchema = z.object({ message: z.string(), data: faqSchema });

export const faqInputSchema = z.object({
  category_id: z.enum(FAQ_CATEGORY_IDS, { error: HELP_MSG.mandatory }),
  title: humanText({ error: HELP_MSG.mandatory }).min(1, HELP_MSG.mandatory).max(TICKET_LIMITS.faqTitle),
  content: z.string().min(1, HELP_MSG.mandatory).max(TICKET_LIMITS.faqContent),
  published: z.boolean().default(true),
});
export type FaqInput = z.output<typeof faqInputSchema>;
export const faqUpdateSchema = faqInputSchema.partial();
export const faqReorderSchema = z.object({ category_id: z.enum(FAQ_CATEGORY_IDS), ids: z.array(idSchema).min(1).max(500) });
