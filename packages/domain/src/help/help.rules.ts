/**
 * The help centre's rules: the ticket areas and their requests, the
 * climatización subtype, the ticket status flow, the FAQ categories and search, and the limits.
 */

/** FAQ categories. */
export const FAQ_CATEGORIES = [
  { id: '1', name: 'Reportería de ventas' },
  { id: '2', name: 'Cómo usar la plataforma' },
  { id: '3', name: 'Blog B2B' },
] as const;
export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];
export const FAQ_CATEGORY_IDS = FAQ_CATEGORIES.map((c) => c.id) as [FaqCategoryId, ...FaqCategoryId[]];
/** Questions shown on each category card. */
export const FAQ_CARD_QUESTIONS = 4;

/** The climatización subtype. */
export const CLIMATIZACION_SUBTYPES = ['Equipo de aire no funciona', 'Subir temperatura', 'Bajar temperatura'] as const;
export const CLIMATIZACION = 'Climatización';

/** Ticket areas and their requests. */
export const TICKET_AREAS = [
  {
    area: 'Mantención',
    requests: ['Problema eléctrico', CLIMATIZACION, 'Filtraciones', 'Problemas de agua', 'Problemas de gas', 'Mal olor dentro del local'],
  },
  { area: 'Seguridad', requests: ['Problema con botón de pánico', 'Problema con guardia'] },
  { area: 'Servicios', requests: ['Retiro de basura', 'Limpieza de baños', 'Limpieza de vitrina'] },
  {
    area: 'Auditoría/Ventas',
    requests: ['Problema con contraseña de la plataforma', 'Plataforma caída / no puedo declarar ventas', 'Crear nuevo usuario'],
  },
  { area: 'Finanzas', requests: ['Problema con facturas pendientes', 'Problema con gastos comunes'] },
] as const;

/** The help-request form: affected area and problem type. */
export const HELP_REQUEST_AREAS = ['IT', 'Administración', 'Operaciones'] as const;
export const HELP_REQUEST_TYPES = ['Software', 'Hardware', 'Otro'] as const;

/** Whether a ticket blocks customer service (the ticket's custom_fields). */
export const IMPIDE_ATENDER = ['si_impide_atender_clientes', 'no_impide_atender_clientes'] as const;
export type ImpideAtender = (typeof IMPIDE_ATENDER)[number];

export const requestsOf = (area: string): readonly string[] => TICKET_AREAS.find((a) => a.area === area)?.requests ?? [];
export const needsSubtype = (request: string) => request === CLIMATIZACION;

/**
 * Checks area → request → subtype against the table: the message of the first problem, or undefined.
 */
export function ticketAreaProblem(area: string, request: string, subtype?: string | null): string | undefined {
  const requests = requestsOf(area);
  if (!requests.length) return HELP_MSG.unknownArea;
  if (!requests.includes(request)) return HELP_MSG.unknownRequest;
  if (needsSubtype(request)) {
    if (!subtype) return HELP_MSG.subtypeRequired;
    if (!(CLIMATIZACION_SUBTYPES as readonly string[]).includes(subtype)) return HELP_MSG.unknownSubtype;
  } else if (subtype) return HELP_MSG.subtypeNotAllowed;
  return undefined;
}

/** The ticket's 'area' as the list shows it: affected area, request and optional subtype, comma-separated. */
export const ticketAreaText = (t: { area: string; request: string; subtype?: string | null }) =>
  [t.area, t.request, t.subtype].filter(Boolean).join(', ');

/** Ticket statuses and their labels. */
export const TICKET_STATUSES = ['new', 'open', 'pending', 'hold', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<string, string> = {
  new: 'Nuevo',
  sent: 'Enviado',
  closed: 'Cerrado',
  solved: 'Resuelto',
  open: 'Abierto',
  pending: 'Pendiente',
  hold: 'En espera',
  in_progress: 'Pendiente',
};
export const ticketStatusLabel = (s: string) => TICKET_STATUS_LABELS[s] ?? s;

/**
 * The flow new → open → pending / hold → solved → closed. Support moves a ticket forward, between
 * pending and hold, back to open from pending/hold, and reopens a solved one; closed is final.
 */
const FLOW: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ['open'],
  open: ['pending', 'hold', 'solved'],
  pending: ['open', 'hold', 'solved'],
  hold: ['open', 'pending', 'solved'],
  solved: ['open', 'closed'],
  closed: [],
};
export const canMoveTicket = (from: TicketStatus, to: TicketStatus) => FLOW[from].includes(to);
export const nextTicketStatuses = (from: TicketStatus): readonly TicketStatus[] => FLOW[from];
/** A tenant's reply reopens a solved ticket; a closed ticket takes no reply (null). */
export const statusAfterTenantReply = (s: TicketStatus): TicketStatus | null => (s === 'closed' ? null : s === 'solved' ? 'open' : s);
/** A support answer opens a new ticket (new → open); other statuses stay; closed takes no answer. */
export const statusAfterSupportAnswer = (s: TicketStatus): TicketStatus | null => (s === 'closed' ? null : s === 'new' ? 'open' : s);

/** Limits. */
export const TICKET_LIMITS = {
  description: 200,
  reply: 2000,
  files: 3,
  totalBytes: 15_732_000,
  perPage: 5,
  faqTitle: 200,
  faqContent: 20_000,
  search: 100,
  /** the best results a search answers */
  searchResults: 20,
  name: 150,
  phone: 30,
} as const;
/** The file kind (file service) of ticket attachments: images and PDF, sniffed by the file service. */
export const TICKET_FILE_KIND = 'ticket' as const;
/** Seconds before the form moves to 'Mis solicitudes'. */
export const TICKET_REDIRECT_SECONDS = 5;

/** Spanish messages of the help centre. */
export const HELP_MSG = {
  missingFields: 'Faltan campos por rellenar',
  required: 'Este campo es requerido',
  mandatory: 'Este campo es obligatorio',
  createFailed: 'No fue posible crear la solicitud',
  created: 'Creación exitosa',
  noTickets: 'Sin tickets disponibles',
  noResults: '¡Lo sentimos!, sin resultados.',
  noPhone: 'Teléfono no registrado',
  contractNotice: 'La creación de un reclamo o solicitud no modifica los términos y condiciones de tu contrato de arriendo.',
  unknownArea: 'El área seleccionada no existe',
  unknownRequest: 'La solicitud no corresponde al área seleccionada',
  subtypeRequired: 'Debes indicar el subtipo de climatización',
  unknownSubtype: 'El subtipo de climatización no existe',
  subtypeNotAllowed: 'Solo la climatización tiene subtipo',
  descriptionTooLong: `La descripción no puede superar los ${200} caracteres`,
  replyTooLong: 'La respuesta no puede superar los 2000 caracteres',
  tooManyFiles: 'Puedes adjuntar hasta 3 archivos',
  tooLarge: 'Los archivos no pueden superar 15,7 MB en total',
  badJsonPart: 'Falta la parte "ticket" con los datos de la solicitud, o no es un JSON válido',
  ticketNotFound: 'La solicitud no existe',
  spaceNotFound: 'El local seleccionado no existe o no te pertenece',
  closed: 'La solicitud está cerrada: no admite más respuestas',
  badTransition: (from: string, to: string) =>
    `No es posible pasar una solicitud de '${ticketStatusLabel(from)}' a '${ticketStatusLabel(to)}'`,
  otherEmail: 'Solo puedes consultar las solicitudes de tu propio correo',
  supportOnly: 'Solo la mesa de ayuda puede hacer esto',
  faqNotFound: 'La pregunta no existe',
  faqSaved: 'Pregunta guardada',
  answered: 'Respuesta enviada',
  emptyReply: 'Escribe una respuesta o adjunta un archivo',
  notifTitle: 'Respuesta a tu solicitud',
  mailSubject: (id: number) => `Respuesta a tu solicitud #${id}`,
} as const;

/** Lower case, accents removed, spaces collapsed: 'Contraseña' and 'contrasena' match (the FAQ search). */
export const normalizeSearch = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();

export interface Searchable {
  id: number;
  title: string;
  content: string;
}

/** A prepared search index: each entry's normalised title and text, computed once. */
export function faqIndex<T extends Searchable>(items: readonly T[]) {
  return items.map((item) => ({ item, title: normalizeSearch(item.title), text: normalizeSearch(item.content) }));
}

/**
 * The questions matching every word of `query` (accent- and case-insensitive), best first: a word
 * in the title weighs more than one in the answer; a title that holds the whole query weighs most.
 */
export function searchFaqs<T extends Searchable>(
  index: ReturnType<typeof faqIndex<T>>,
  query: string,
  limit = TICKET_LIMITS.searchResults,
): T[] {
  const q = normalizeSearch(query);
  const words = q.split(' ').filter(Boolean);
  if (!words.length) return [];
  const scored: { item: T; score: number }[] = [];
  for (const e of index) {
    let score = 0;
    let all = true;
    for (const w of words) {
      const inTitle = e.title.includes(w);
      const inText = e.text.includes(w);
      if (!inTitle && !inText) {
        all = false;
        break;
      }
      score += (inTitle ? 3 : 0) + (inText ? 1 : 0);
    }
    if (!all) continue;
    if (e.title.includes(q)) score += 5;
    scored.push({ item: e.item, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.item.id - b.item.id)
    .slice(0, limit)
    .map((s) => s.item);
}

/** A question's title as a path segment of centro-de-ayuda/{preguntaTitulo}. */
export const faqSlug = (title: string) => normalizeSearch(title).replace(/ /g, '-').slice(0, 120);
