import { pipePart } from '../../lib/multipart';
import type { Notify } from '../../lib/notify';
import { Transform, type Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import {
  HELP_MSG as M,
  TICKET_FILE_KIND,
  TICKET_LIMITS,
  nextTicketStatuses,
  ticketAreaText,
  ticketStatusLabel,
  type FaqCategoryId,
  type ImpideAtender,
  type TicketStatus,
} from '@vitrina/domain/help/help.rules';
import type { Faq, TicketDetail, TicketSummary } from '@vitrina/domain/help/help.schema';
import type { FaqRow, TicketFileRow } from '../../db/schema/index';
import type { MailOutbox } from '../../lib/mail-outbox';
import type { FileStorage } from '../../lib/storage';
import type { Access } from '../access/scope';
import { requireTicket } from '../access/require-help';
import type { HelpRepo, TicketFileInsert } from './help.repo';

export type Caller = { userId: string };

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
/** The mail outbox: an answer's e-mail is written in the answer's transaction, sent once it committed. */
export type TicketMailer = Pick<MailOutbox, 'enqueue' | 'deliverSoon'>;

/** The store a new ticket is for (the caller's contract on it). */
export type TicketStore = Awaited<ReturnType<HelpRepo['spaceContracts']>>[number];
/** An upload of a ticket request, stored and waiting for its row. */
export type TicketUpload = TicketFileInsert;

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const ticketNotFound = () => new AppError('not_found', 404, M.ticketNotFound);
export const faqNotFound = () => new AppError('not_found', 404, M.faqNotFound);
export const tooLarge = () => new AppError('too_large', 400, M.tooLarge);
export const nameOf = (u: { nombres: string | null; apellidos: string | null } | undefined) =>
  u ? `${u.nombres ?? ''} ${u.apellidos ?? ''}`.trim() : '';

export const faqDto = (f: FaqRow): Faq => ({
  id: f.id,
  title: f.title,
  content: f.content,
  category_id: f.category_id as FaqCategoryId,
  position: f.position,
  published: f.published,
});

export interface HelpDeps {
  repo: HelpRepo;
  access: Access;
  clock: Clock;
  files: TicketFileStore;
  notify: Notify;
  mailer: TicketMailer;
  publicUrl: string;
}

/** What the help centre's use cases share: the dependencies, the uploads' budget and clean-up, a ticket's detail and who sees it. */
export function createHelpCommon(d: HelpDeps) {
  const { repo, access, clock, files } = d;

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

  return { d, repo, access, clock, files, discardUploads, withUploads, budget, storeOne, summary, fileUrl, fileDto, detail, seen };
}

export type HelpCommon = ReturnType<typeof createHelpCommon>;
