import { z } from 'zod';
import { COUNTRY_IDS, type CountryId } from '../countries/countries';
import { UPLOADER_DEFAULT_MAX_BYTES, type FileKind } from '../files/files.rules';
import { ANNOUNCEMENT_CATEGORIES, htmlToText } from './notifications.rules';
import { announcementSchema } from './notifications.schema';
import { idSchema } from '../common/ids';
import { humanText } from '../common/text';

/**
 * Rules of the announcement administration (POST/PUT/DELETE
 * /publicaciones, /publicaciones/administracion, /publicaciones/destinatarios/{kind}/search). The
 * spec gives no text limits for announcements; the limits below are this product's own.
 */

export const ANNOUNCEMENT_LIMITS = {
  title: 150,
  description: 300,
  /** HTML as sent, before sanitising */
  content: 20_000,
  link: 500,
  linkText: 40,
  /** files per announcement (images and PDFs together) */
  files: 10,
  /** bytes per file: the generic uploader's default */
  fileMaxBytes: UPLOADER_DEFAULT_MAX_BYTES,
  adminPageSize: 10,
  recipientsQueryMin: 2,
  recipientsMax: 20,
  /** chosen recipients (destinatarios) per announcement, and target buildings (edificios) */
  recipients: 200,
  buildings: 100,
  recipientIdMax: 64,
} as const;

/**
 * Who an announcement is for, beyond its countries (stored in announcement_recipients). An
 * announcement without any is for every tenant user of its countries; with some, only for tenant
 * users linked to one of them.
 */
export const ANNOUNCEMENT_RECIPIENT_KINDS = ['edificio', 'empresa', 'marca', 'contrato', 'usuario'] as const;
export type AnnouncementRecipientKind = (typeof ANNOUNCEMENT_RECIPIENT_KINDS)[number];
const RECIPIENT_LABEL: Record<AnnouncementRecipientKind, string> = {
  edificio: 'El centro comercial',
  empresa: 'La empresa',
  marca: 'La marca',
  contrato: 'El contrato',
  usuario: 'El usuario',
};

/** The upload kind of announcement files: images (carousel) and PDFs (attachments). */
export const ANNOUNCEMENT_FILE_KIND: FileKind = 'image-pdf';
/** Where an uploaded file goes: PDFs are attachments (doc), the rest pictures (img). */
export const announcementFileSlot = (ext: string): 'img' | 'doc' => (ext === 'pdf' ? 'doc' : 'img');

/** Spanish texts of the announcement administration (not in the spec's catalogue, except where said). */
export const ANNOUNCEMENT_MSG = {
  publishersOnly: 'Solo el personal autorizado puede publicar anuncios',
  internalOnly: 'Solo el personal interno puede administrar anuncios',
  titleRequired: 'Debes ingresar el título',
  contentRequired: 'Debes ingresar el contenido',
  categoryInvalid: 'Selecciona una categoría válida',
  countriesRequired: 'Selecciona al menos un país',
  countryInvalid: 'Selecciona un país válido',
  startRequired: 'Ingresa una fecha de inicio válida',
  endInvalid: 'Ingresa una fecha de término válida',
  endBeforeStart: 'La fecha de término debe ser posterior a la de inicio',
  linkInvalid: 'Ingresa un enlace válido (http o https)',
  linkTextWithoutLink: 'El texto del enlace requiere un enlace',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  badJsonPart: 'Falta la parte "publicacion" con los datos del anuncio',
  tooManyFiles: `Máximo ${ANNOUNCEMENT_LIMITS.files} archivos por anuncio`,
  fileNotOfAnnouncement: 'El archivo indicado no pertenece al anuncio',
  queryTooShort: `Ingresa al menos ${ANNOUNCEMENT_LIMITS.recipientsQueryMin} caracteres`,
  recipientKindInvalid: 'Tipo de destinatario no válido: usa edificio, empresa, marca, contrato o usuario',
  recipientIdRequired: 'Indica el identificador del destinatario',
  tooManyRecipients: `Máximo ${ANNOUNCEMENT_LIMITS.recipients} destinatarios por anuncio`,
  tooManyBuildings: `Máximo ${ANNOUNCEMENT_LIMITS.buildings} centros comerciales por anuncio`,
  /** a recipient that does not exist, or is not of the announcement's countries (checked by the server) */
  recipientNotFound: (kind: AnnouncementRecipientKind, id: string) =>
    `${RECIPIENT_LABEL[kind]} ${id} no existe o no pertenece a los países del anuncio`,
  /** an announcement that does not exist */
  notFound: 'No hay información disponible',
  created: 'Anuncio publicado',
  updated: 'Anuncio actualizado',
  deleted: 'Anuncio eliminado',
} as const;

const M = ANNOUNCEMENT_MSG;
const L = ANNOUNCEMENT_LIMITS;

const optionalText = (max: number) =>
  humanText()
    .max(max, M.tooLong(max))
    .nullish()
    .transform((v) => v || null);
const isoDate = (message: string) => z.iso.datetime({ offset: true, message }).transform((v) => new Date(v));
export const announcementCountrySchema = z
  .string({ error: M.countryInvalid })
  .max(3, { error: M.countryInvalid })
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(COUNTRY_IDS as unknown as [CountryId, ...CountryId[]], { error: M.countryInvalid }));

const fields = {
  title: humanText({ error: M.titleRequired }).min(1, M.titleRequired).max(L.title, M.tooLong(L.title)),
  description: optionalText(L.description),
  content: z
    .string({ error: M.contentRequired })
    .max(L.content, M.tooLong(L.content))
    .refine((v) => htmlToText(v).length > 0, M.contentRequired),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { error: M.categoryInvalid }),
  countries: z
    .array(announcementCountrySchema, { error: M.countriesRequired })
    .min(1, M.countriesRequired)
    .transform((v) => [...new Set(v)]),
  startDate: isoDate(M.startRequired),
  endDate: isoDate(M.endInvalid)
    .nullish()
    .transform((v) => v ?? null),
  enlace: z
    .string()
    .trim()
    .max(L.link, M.tooLong(L.link))
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), M.linkInvalid)
    .nullish()
    .transform((v) => v || null),
  enlaceTexto: optionalText(L.linkText),
};

const recipientId = z
  .string({ error: M.recipientIdRequired })
  .trim()
  .min(1, M.recipientIdRequired)
  .max(L.recipientIdMax, M.tooLong(L.recipientIdMax));
/** Chosen recipients: a list of {tipo, id} (tipo singular, or the plural of the search calls), and building ids. */
const recipientFields = {
  destinatarios: z
    .array(
      z.object({
        tipo: z
          .string({ error: M.recipientKindInvalid })
          .transform((v) => v.toLowerCase().replace(/s$/, ''))
          .pipe(z.enum(ANNOUNCEMENT_RECIPIENT_KINDS, { error: M.recipientKindInvalid })),
        id: recipientId,
      }),
    )
    .max(L.recipients, M.tooManyRecipients)
    .optional(),
  edificios: z.array(recipientId).max(L.buildings, M.tooManyBuildings).optional(),
};

export type AnnouncementRecipient = { kind: AnnouncementRecipientKind; id: string };
/**
 * The recipients an input sets, de-duplicated (buildings of both lists merged); undefined when it
 * names neither list (an edit then keeps the stored recipients).
 */
export function announcementRecipientsOf(v: {
  destinatarios?: { tipo: AnnouncementRecipientKind; id: string }[];
  edificios?: string[];
}): AnnouncementRecipient[] | undefined {
  if (!v.destinatarios && !v.edificios) return undefined;
  const all = [
    ...(v.destinatarios ?? []).map((d) => ({ kind: d.tipo, id: d.id })),
    ...(v.edificios ?? []).map((id) => ({ kind: 'edificio' as const, id })),
  ];
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = `${r.kind}:${r.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type Dated = { startDate: Date; endDate: Date | null; enlace: string | null; enlaceTexto: string | null };
const crossChecks = (v: Dated, ctx: z.RefinementCtx) => {
  // refinements also run when a field already failed: check the types first
  if (v.endDate instanceof Date && v.startDate instanceof Date && v.endDate.getTime() <= v.startDate.getTime())
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
  if (v.enlaceTexto && !v.enlace) ctx.addIssue({ code: 'custom', path: ['enlaceTexto'], message: M.linkTextWithoutLink });
};

/** The JSON part 'publicacion' of POST /publicaciones. */
export const announcementInputSchema = z.object({ ...fields, ...recipientFields }).superRefine(crossChecks);
export type AnnouncementInput = z.output<typeof announcementInputSchema>;

/**
 * The JSON part 'publicacion' of PUT /publicaciones: the id, and the files to drop. destinatarios and
 * edificios replace the stored recipients when either is given; both left out keep them.
 */
export const announcementUpdateSchema = z
  .object({
    ...fields,
    ...recipientFields,
    announcementId: z.number({ error: M.notFound }).int().positive(),
    removeFileIds: z.array(idSchema).max(100).default([]),
  })
  .superRefine(crossChecks);
export type AnnouncementUpdate = z.output<typeof announcementUpdateSchema>;

/** GET /publicaciones/administracion/{id} and the answer of POST/PUT: the announcement with its recipients. */
export const announcementAdminDetailSchema = announcementSchema.extend({
  destinatarios: z.array(
    z.object({
      tipo: z.enum(ANNOUNCEMENT_RECIPIENT_KINDS),
      id: z.string(),
      name: z.string().nullable(),
      country: z.string().nullable(),
    }),
  ),
  /** target building ids (also listed in destinatarios as tipo edificio, with their names) */
  edificios: z.array(z.string()),
});
export type AnnouncementAdminDetail = z.infer<typeof announcementAdminDetailSchema>;

/** Where an announcement stands in time. */
export type AnnouncementState = 'Programado' | 'Vigente' | 'Finalizado';
export function announcementState(start: Date, end: Date | null, now: Date): AnnouncementState {
  if (start.getTime() > now.getTime()) return 'Programado';
  if (end && end.getTime() < now.getTime()) return 'Finalizado';
  return 'Vigente';
}

/** GET /publicaciones/administracion */
export const announcementAdminQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(L.adminPageSize),
  q: z.string().trim().max(200, M.tooLong(200)).optional(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { error: M.categoryInvalid }).optional(),
  country: announcementCountrySchema.optional(),
});

export const announcementAdminItemSchema = z.object({
  announcementId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(ANNOUNCEMENT_CATEGORIES),
  countries: z.array(z.string()),
  publisher: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(['Programado', 'Vigente', 'Finalizado']),
  images: z.number().int(),
  attachments: z.number().int(),
  /** tenant users it is for (its countries and recipients), and how many of them opened it */
  audience: z.number().int(),
  reads: z.number().int(),
});
export const announcementAdminPageSchema = z.object({
  data: z.array(announcementAdminItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

export const RECIPIENT_KINDS = ['empresas', 'marcas', 'contratos', 'usuarios'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
/** POST /publicaciones/destinatarios/{kind}/search */
export const recipientSearchSchema = z.object({
  q: z.string({ error: M.queryTooShort }).trim().min(L.recipientsQueryMin, M.queryTooShort).max(100, M.tooLong(100)),
  countries: z.array(announcementCountrySchema).max(4).optional(),
});
export const recipientListSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string().nullable(), country: z.string() })),
});
