import { Transform, type Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import {
  HELP_MSG as M,
  TICKET_FILE_KIND,
  TICKET_LIMITS,
  canMoveTicket,
  faqIndex,
  faqSlug,
  nextTicketStatuses,
  searchFaqs,
  statusAfterSupportAnswer,
  statusAfterTenantReply,
  ticketAreaText,
  ticketStatusLabel,
  type FaqCategoryId,
  type ImpideAtender,
  type TicketStatus,
} from '@vitrina/domain/help/help.rules';
import type {
  Faq,
  FaqInput,
  HelpRequestInput,
  TicketBuilding,
  TicketDetail,
  TicketInput,
  TicketQueuePage,
  TicketQueueQuery,
  TicketReplyInput,
  TicketSummary,
} from '@vitrina/domain/help/help.schema';
import type { FaqRow, TicketFileRow, TicketRow } from '../../db/schema/index';
import type { MailMessage } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import { sanitizeRichHtml } from '../../lib/sanitize';
import { pipePart } from '../../lib/multipart';
import type { Access } from '../access/scope';
import { requireStaff, requireTicket, requireTicketEmail, staffCountries, ticketAdminClients, ticketStores } from '../access/require';
import type { HelpRepo, TicketFileInsert } from './help.repo';

type Caller = { userId: string };

/** What the help centre needs of the file service (wired in app.ts): a sniffed, recorded upload, and the storage to read it back. */
export interface TicketFileStore {
  store(
    caller: Caller,
    clientId: string,
    kind: typeof TICKET_FILE_KIND,
    name: string,
    source: Readable,
  ): Promise<{ id: string; original_name: string; mime: string; size_bytes: number; bucket: string; path: string }>;
  storage: FileStorage;
}
/** A support answer told to the requester in the bell (the notification service, wired in app.ts). */
export type TicketNotifier = (
  by: string,
  userId: string,
  n: { title: string; body: string; importance: 'alta' | 'media' | 'baja'; action: { url: string; label: string } },
) => Promise<unknown>;
export interface TicketMailer {
  send(m: MailMessage): Promise<void>;
}

/** The store a new ticket is for (the caller's contract on it). */
type TicketStore = Awaited<ReturnType<HelpRepo['spaceContracts']>>[number];
/** An upload of a ticket request, stored and waiting for its row. */
export type TicketUpload = TicketFileInsert;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ticketNotFound = () => new AppError('not_found', 404, M.ticketNotFound);
const faqNotFound = () => new AppError('not_found', 404, M.faqNotFound);
const tooLarge = () => new AppError('too_large', 400, M.tooLarge);
const nameOf = (u: { nombres: string | null; apellidos: string | null } | undefined) =>
  u ? `${u.nombres ?? ''} ${u.apellidos ?? ''}`.trim() : '';

const faqDto = (f: FaqRow): Faq => ({
  id: f.id,
  title: f.title,
  content: f.content,
  category_id: f.category_id as FaqCategoryId,
  position: f.position,
  published: f.published,
});

/**
 * The help centre (spec 3 §2.1, §7; #15): FAQs (read by everyone signed in, managed with
 * manage:Faq) and tickets (raised by tenants for their stores, answered by support staff with
 * manage:Ticket in the portal; each answer told in the bell and by e-mail).
 */
export function createHelpService(d: {
  repo: HelpRepo;
  access: Access;
  clock: Clock;
  files: TicketFileStore;
  notify: TicketNotifier;
  mailer: TicketMailer;
  publicUrl: string;
}) {
  const { repo, access, clock, files } = d;

  // the published questions' search index, rebuilt when they changed: here, or on another
  // instance over the same database (a cheap version query per search tells)
  let index: { version: string; search: ReturnType<typeof faqIndex<Faq>> } | undefined;
  const published = async () => (await repo.faqs(true)).map(faqDto);
  const searchIndex = async () => {
    const version = await repo.faqsVersion();
    if (index?.version !== version) index = { version, search: faqIndex(await published()) };
    return index.search;
  };
  const faqChanged = () => {
    index = undefined;
  };

  const discardUploads = async (stored: readonly TicketUpload[]) => {
    for (const f of stored) await files.storage.remove(f.bucket, f.path).catch(() => undefined);
    await repo.dropFileRows(stored.map((f) => f.file_id)).catch(() => undefined);
  };
  const withUploads = async <T>(stored: TicketUpload[], write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      await discardUploads(stored);
      throw err;
    }
  };

  /**
   * The byte budget of one request's files: each upload streams through a counter that refuses
   * the request (400) once the files together pass 15,732,000 bytes.
   */
  const budget = () => {
    let used = 0;
    return (source: Readable): Readable => {
      const counter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          used += chunk.length;
          if (used > TICKET_LIMITS.totalBytes) cb(tooLarge());
          else cb(null, chunk);
        },
      });
      return pipePart(source, counter);
    };
  };

  const storeOne = async (caller: Caller, clientId: string, name: string, source: Readable): Promise<TicketUpload> => {
    const f = await files.store(caller, clientId, TICKET_FILE_KIND, name, source);
    return { file_id: f.id, name: f.original_name, mime: f.mime, size_bytes: f.size_bytes, bucket: f.bucket, path: f.path };
  };

  const summary = (t: {
    id: number;
    area: string;
    request: string;
    subtype: string | null;
    description: string;
    created_at: Date;
    status: string;
  }): TicketSummary => ({
    id: t.id,
    area: ticketAreaText(t),
    contenido: t.description,
    createdAt: t.created_at.toISOString(),
    status: t.status as TicketStatus,
    status_label: ticketStatusLabel(t.status),
  });
  const fileUrl = (f: TicketFileRow) => `/api/fo/tickets/ticket/${f.ticket_id}/files/${f.id}`;
  const fileDto = (f: TicketFileRow) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size_bytes, url: fileUrl(f) });

  async function detail(id: number): Promise<TicketDetail> {
    const row = await repo.ticket(id);
    if (!row) throw ticketNotFound();
    const t = row.ticket;
    const [messages, fileRows] = await Promise.all([repo.messages(id), repo.files(id)]);
    const status = t.status as TicketStatus;
    const first = {
      id: 0,
      from_support: false,
      author: t.requester_name,
      body: t.description,
      created_at: t.created_at.toISOString(),
      files: fileRows.filter((f) => f.message_id === null).map(fileDto),
    };
    return {
      ...summary(t),
      affected_area: t.area,
      request: t.request,
      subtype: t.subtype,
      impide: t.impide as ImpideAtender,
      country: t.country_id,
      client_id: t.client_id,
      client_name: row.client_name,
      edificio: t.building_id,
      nombre_edificio: row.building_name,
      local_id: t.space_id,
      nro_local: row.space_code,
      nombre_marca: t.brand_name,
      name: t.requester_name,
      email: t.requester_email,
      phone: t.requester_phone,
      assigned_to: t.assigned_to,
      assigned_name: row.assigned_nombres === null ? null : nameOf({ nombres: row.assigned_nombres, apellidos: row.assigned_apellidos }),
      updatedAt: t.updated_at.toISOString(),
      next_statuses: [...nextTicketStatuses(status)],
      messages: [
        first,
        ...messages.map((m) => ({
          id: m.message.id,
          from_support: m.message.from_support,
          author: m.message.from_support ? `Mesa de ayuda (${nameOf(m)})` : nameOf(m),
          body: m.message.body,
          created_at: m.message.created_at.toISOString(),
          files: fileRows.filter((f) => f.message_id === m.message.id).map(fileDto),
        })),
      ],
    };
  }

  /** The ticket and how the caller acts on it (support / tenant), or 404. */
  async function seen(caller: Caller, id: number) {
    const row = await repo.ticket(id);
    if (!row) throw ticketNotFound();
    const scope = await access.loadScope(caller);
    return { row, as: requireTicket(scope, row.ticket, M.ticketNotFound), scope };
  }

  async function tellRequester(by: string, ticketId: number) {
    const row = (await repo.ticket(ticketId))!;
    const t = row.ticket;
    const path = `centro-de-ayuda?ticket=${t.id}`;
    const link = `${d.publicUrl}/${t.country_id.toLowerCase()}/shopping/${path}`;
    await d.notify(by, t.user_id, {
      title: M.notifTitle,
      importance: 'media',
      body: `<p>La mesa de ayuda respondió tu solicitud #${t.id} (${escape(ticketAreaText(t))}).</p>`,
      action: { url: path, label: 'Ver solicitud' },
    });
    const text = [
      `Hola ${t.requester_name},`,
      '',
      `La mesa de ayuda respondió tu solicitud #${t.id} (${ticketAreaText(t)}).`,
      `Estado: ${ticketStatusLabel(t.status)}.`,
      'Revisa la respuesta en el portal:',
      link,
    ].join('\n');
    const html = `<p>Hola ${escape(t.requester_name)},</p>
<p>La mesa de ayuda respondió tu solicitud #${t.id} (${escape(ticketAreaText(t))}).</p>
<p>Estado: ${escape(ticketStatusLabel(t.status))}.</p>
<p><a href="${escape(link)}">Ver solicitud</a></p>`;
    await d.mailer.send({ to: t.requester_email, subject: M.mailSubject(t.id), text, html });
  }

  return {
    discardUploads,
    budget,

    // FAQs
    allFaqs: async () => ({ data: await published() }),
    /** A category ('1'..'3') or a question's slug: the category's published questions and the chosen one. */
    async faqsByKey(key: string) {
      const all = await published();
      // a category id first ('1', '2', '3'), then a question's slug or id
      const isCategory = all.some((f) => f.category_id === key);
      const chosen = isCategory ? undefined : all.find((f) => faqSlug(f.title) === key || String(f.id) === key);
      const category = isCategory ? key : chosen?.category_id;
      if (!category) throw faqNotFound();
      return { data: all.filter((f) => f.category_id === category), selected: chosen?.id ?? null };
    },
    search: async (text: string) => ({ data: searchFaqs(await searchIndex(), text) }),
    async manageList(caller: Caller) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      return { data: (await repo.faqs(false)).map(faqDto) };
    },
    async createFaq(caller: Caller, input: FaqInput) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const now = clock.now();
      const row = await repo.insertFaq({
        category_id: input.category_id,
        title: input.title,
        content: sanitizeRichHtml(input.content),
        published: input.published,
        position: (await repo.lastFaqPosition(input.category_id)) + 1,
        created_at: now,
        updated_at: now,
      });
      faqChanged();
      return { message: M.faqSaved, data: faqDto(row) };
    },
    async updateFaq(caller: Caller, id: number, input: Partial<FaqInput>) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const old = await repo.faqById(id);
      if (!old) throw faqNotFound();
      const set = {
        ...(input.category_id !== undefined && input.category_id !== old.category_id
          ? { category_id: input.category_id, position: (await repo.lastFaqPosition(input.category_id)) + 1 }
          : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.content !== undefined ? { content: sanitizeRichHtml(input.content) } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        updated_at: clock.now(),
      };
      const row = (await repo.updateFaq(id, set))!;
      faqChanged();
      return { message: M.faqSaved, data: faqDto(row) };
    },
    async reorderFaqs(caller: Caller, category: FaqCategoryId, ids: number[]) {
      requireStaff(await access.loadScope(caller), 'manage:Faq', { message: M.supportOnly });
      const inCategory = new Set((await repo.faqsOfCategory(category)).map((f) => f.id));
      if (new Set(ids).size !== ids.length || ids.length !== inCategory.size || ids.some((id) => !inCategory.has(id)))
        throw new AppError('validation_error', 400, 'El orden debe nombrar cada pregunta de la categoría una vez');
      await repo.reorderFaqs(ids, clock.now());
      faqChanged();
      return { data: (await repo.faqs(false)).filter((f) => f.category_id === category).map(faqDto) };
    },

    // tickets
    /** The caller's buildings with the stores they raise tickets for. */
    async stores(caller: Caller): Promise<TicketBuilding[]> {
      const scope = await access.loadScope(caller);
      const rows = ticketStores(scope, await repo.clientStores([...scope.clients.keys()]));
      const out = new Map<string, TicketBuilding>();
      for (const r of rows) {
        const b = out.get(r.building_id) ?? { id: r.building_id, name: r.building_name, sap_id: r.building_sap, spaces: [] };
        if (!b.spaces.some((s) => s.space_id === r.space_id))
          b.spaces.push({ space_id: r.space_id, space_num: r.space_code, brand_name: r.brand_name, client_id: r.client_id });
        out.set(r.building_id, b);
      }
      return [...out.values()];
    },

    /** Checks a new ticket's store before any file is read: the caller's contract on that space, or 404. */
    async acceptTicket(caller: Caller, input: TicketInput) {
      const scope = await access.loadScope(caller);
      const [store] = ticketStores(scope, await repo.spaceContracts(input.local_id, [...scope.clients.keys()]));
      if (!store || (input.edificio && input.edificio !== store.building_id)) throw new AppError('not_found', 404, M.spaceNotFound);
      return store;
    },
    /** Checks a help request (§2.5) before any file is read: the caller's first client. */
    async acceptHelpRequest(caller: Caller) {
      const scope = await access.loadScope(caller);
      const clientId = [...scope.clients.keys()][0];
      if (!clientId) throw new AppError('forbidden', 403, 'Solo los usuarios de una empresa pueden crear solicitudes');
      return { client_id: clientId, country_id: (await repo.clientCountry(clientId))! };
    },
    storeUpload: storeOne,

    /** POST /ticket: the ticket and its files in one transaction; the phone saved to the user when given. */
    createTicket: (caller: Caller, input: TicketInput, store: TicketStore, uploads: TicketUpload[]) =>
      withUploads(uploads, async () => {
        const user = (await repo.user(caller.userId))!;
        const now = clock.now();
        const phone = input.phone?.trim() || null;
        const ticket = await repo.transaction(async (w) => {
          const t = await w.insertTicket({
            client_id: store.client_id,
            country_id: store.country_id,
            user_id: caller.userId,
            building_id: store.building_id,
            space_id: store.space_id,
            brand_name: store.brand_name,
            area: input.area,
            request: input.request,
            subtype: input.subtype ?? null,
            impide: input.impide,
            description: input.description,
            status: 'new',
            requester_name: nameOf(user),
            requester_email: user.email,
            requester_phone: phone ?? user.phone,
            created_at: now,
            updated_at: now,
          });
          await w.insertFiles(t.id, null, uploads);
          if (phone && phone !== user.phone) await w.setPhone(caller.userId, phone, now);
          return t;
        });
        return { message: M.created, data: summary(ticket) };
      }),

    /** POST /api/fo/faqs/contacto: the help-request form of §2.5 as a ticket of the caller's first client. */
    createHelpRequest: (
      caller: Caller,
      input: HelpRequestInput,
      target: { client_id: string; country_id: string },
      uploads: TicketUpload[],
    ) =>
      withUploads(uploads, async () => {
        const user = (await repo.user(caller.userId))!;
        const now = clock.now();
        const ticket = await repo.transaction(async (w) => {
          const t = await w.insertTicket({
            client_id: target.client_id,
            country_id: target.country_id,
            user_id: caller.userId,
            area: input.area,
            request: input.tipo,
            impide: 'no_impide_atender_clientes',
            description: input.descripcion,
            status: 'new',
            requester_name: nameOf(user),
            requester_email: user.email,
            requester_phone: user.phone,
            created_at: now,
            updated_at: now,
          });
          await w.insertFiles(t.id, null, uploads);
          return t;
        });
        return { message: M.created, data: summary(ticket) };
      }),

    /** GET /ticket/findByEmail/{email}: one's own tickets (with a company administrator's clients'), or support's read by e-mail. */
    async findByEmail(caller: Caller, email: string): Promise<TicketSummary[]> {
      const scope = await access.loadScope(caller);
      const how = requireTicketEmail(scope, email, M.otherEmail);
      if (how === 'own') return (await repo.ticketsOf(caller.userId, scope.email, ticketAdminClients(scope))).map((r) => summary(r.ticket));
      return (await repo.ticketsByEmail(email.toLowerCase(), staffCountries(scope, 'manage:Ticket'))).map((r) => summary(r.ticket));
    },
    async detail(caller: Caller, id: number) {
      await seen(caller, id);
      return detail(id);
    },
    /** Checks a reply before any file is read: the caller sees the ticket and it is not closed. */
    async acceptReply(caller: Caller, id: number) {
      const { row, as } = await seen(caller, id);
      if (row.ticket.status === 'closed') throw new AppError('ticket_closed', 409, M.closed);
      return { ticket: row.ticket, as };
    },
    /** A reply with files: support answers (new → open, the requester told) or the tenant replies (solved → open). */
    reply: (caller: Caller, accepted: { ticket: TicketRow; as: 'support' | 'tenant' }, input: TicketReplyInput, uploads: TicketUpload[]) =>
      withUploads(uploads, async () => {
        if (!input.body && !uploads.length) throw new AppError('validation_error', 400, M.emptyReply);
        const fresh = (await repo.ticket(accepted.ticket.id))!.ticket;
        const support = accepted.as === 'support';
        const next = support
          ? statusAfterSupportAnswer(fresh.status as TicketStatus)
          : statusAfterTenantReply(fresh.status as TicketStatus);
        if (next === null) throw new AppError('ticket_closed', 409, M.closed);
        const now = clock.now();
        await repo.transaction(async (w) => {
          const m = await w.insertMessage({
            ticket_id: fresh.id,
            author_id: caller.userId,
            from_support: support,
            body: input.body,
            created_at: now,
          });
          await w.insertFiles(fresh.id, m.id, uploads);
          await w.setTicket(fresh.id, { status: next, updated_at: now });
        });
        if (support) await tellRequester(caller.userId, fresh.id);
        return { message: M.answered, data: await detail(fresh.id) };
      }),

    /** The support queue: every client's tickets (support sees all, #15), filtered by country, area, status and age, oldest first. */
    async queue(caller: Caller, q: TicketQueueQuery): Promise<TicketQueuePage> {
      const scope = await access.loadScope(caller);
      requireStaff(scope, 'manage:Ticket', { message: M.supportOnly });
      const countries = staffCountries(scope, 'manage:Ticket').filter((c) => !q.country || c === q.country);
      const createdBefore = q.min_days ? new Date(clock.now().getTime() - q.min_days * 86_400_000) : undefined;
      const { rows, total } = countries.length
        ? await repo.queue({ countries, area: q.area, status: q.status, createdBefore, limit: q.size, offset: (q.page - 1) * q.size })
        : { rows: [], total: 0 };
      return {
        content: rows.map((r) => ({
          ...summary(r.ticket),
          country: r.ticket.country_id,
          client_name: r.client_name,
          name: r.ticket.requester_name,
          assigned_name: r.assigned_nombres === null ? null : nameOf({ nombres: r.assigned_nombres, apellidos: r.assigned_apellidos }),
        })),
        total_elements: total,
        page: q.page,
        size: q.size,
      };
    },
    /** A status change along the flow (support only); anything else 409. */
    async setStatus(caller: Caller, id: number, to: TicketStatus) {
      const { row, as } = await seen(caller, id);
      if (as !== 'support') throw new AppError('forbidden', 403, M.supportOnly);
      const from = row.ticket.status as TicketStatus;
      if (!canMoveTicket(from, to)) throw new AppError('bad_transition', 409, M.badTransition(from, to));
      await repo.setTicket(id, { status: to, updated_at: clock.now() });
      return detail(id);
    },
    /** Assigns the ticket to the calling support agent. */
    async assign(caller: Caller, id: number) {
      const { row, as } = await seen(caller, id);
      if (as !== 'support') throw new AppError('forbidden', 403, M.supportOnly);
      if (row.ticket.status === 'closed') throw new AppError('ticket_closed', 409, M.closed);
      await repo.setTicket(id, { assigned_to: caller.userId, updated_at: clock.now() });
      return detail(id);
    },
    /** A ticket's file, for those who see the ticket. */
    async file(caller: Caller, id: number, fileId: number) {
      await seen(caller, id);
      const f = await repo.file(id, fileId);
      if (!f) throw new AppError('not_found', 404, M.ticketNotFound);
      return { file: f, body: await files.storage.get(f.bucket, f.path) };
    },
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
