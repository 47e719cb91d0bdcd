import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import {
  ANNOUNCEMENT_FILE_KIND,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MSG as M,
  ANNOUNCEMENT_RECIPIENT_KINDS,
  announcementFileSlot,
  announcementRecipientsOf,
  announcementState,
  type AnnouncementAdminDetail,
  type AnnouncementInput,
  type AnnouncementRecipient,
  type AnnouncementUpdate,
  type RecipientKind,
} from '@vitrina/domain/notifications/announcements.admin';
import type { AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import { extensionOf } from '@vitrina/domain/files/files.rules';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { FileStorage } from '../../lib/storage';
import { UploadCheck } from '../../lib/upload-check';
import { pipePart } from '../../lib/multipart';
import type { AnnouncementsAdminRepo, AnnouncementsRepo } from './announcements.repo';
import { ANNOUNCEMENTS_BUCKET, toAnnouncementDtos, type AnnouncementLinks } from './announcements.service';
import { cleanFileName } from '@vitrina/domain/common/text';

type Caller = { userId: string; ip?: string };
/** A checked upload, already in the file storage (bucket + path) and waiting for its row. */
export interface AnnouncementUpload {
  name: string;
  mime: string;
  slot: 'img' | 'doc';
  bucket: string;
  path: string;
  size: number;
}

const notFound = () => new AppError('not_found', 404, M.notFound);

/**
 * The announcement administration: internal staff list and search; publishers (publish:Announcement)
 * create, edit and delete. Who may call each use case is decided before it runs, by the routes'
 * abilities (read:Directory, publish:Announcement) in the access layer's ability hook.
 * HTML is sanitised when stored; each write is one transaction and audited.
 */
export function createAnnouncementsAdminService(deps: {
  repo: AnnouncementsAdminRepo;
  read: AnnouncementsRepo;
  links: AnnouncementLinks;
  storage: FileStorage;
  clock: Clock;
}) {
  const { repo, read, links, storage, clock } = deps;

  /** Removes stored files (after a refusal, or once their rows are gone); a missing one is no error. */
  const discardUploads = async (files: readonly { bucket: string | null; path: string | null }[]) => {
    for (const f of files) if (f.bucket && f.path) await storage.remove(f.bucket, f.path).catch(() => undefined);
  };
  /** Runs a write with its uploads; when it fails, the uploads leave the storage again. */
  const withUploads = async <T>(files: AnnouncementUpload[], write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      await discardUploads(files);
      throw err;
    }
  };

  const columns = (v: AnnouncementInput) => ({
    title: v.title,
    description: v.description,
    content: sanitizeRichHtml(v.content),
    category: v.category,
    start_date: v.startDate,
    end_date: v.endDate,
    link: v.enlace,
    link_text: v.enlaceTexto,
  });
  /** The file rows of stored uploads. */
  const fileRows = (id: number, files: AnnouncementUpload[], from: number) =>
    files.map((f, i) => ({
      announcement_id: id,
      kind: f.slot,
      name: f.name.slice(0, 255),
      mime: f.mime,
      bucket: f.bucket,
      path: f.path,
      size_bytes: f.size,
      position: from + i,
    }));
  /** The recipients of each kind, in one query per kind present. */
  const targetsOf = async (recipients: AnnouncementRecipient[]) =>
    new Map(
      await Promise.all(
        ANNOUNCEMENT_RECIPIENT_KINDS.map(async (kind) => {
          const ids = recipients.filter((r) => r.kind === kind).map((r) => r.id);
          return [kind, await repo.recipientTargets(kind, ids)] as const;
        }),
      ),
    );
  /** 400 (nothing written) for a recipient that does not exist or is not of the announcement's countries. */
  const checkRecipients = async (recipients: AnnouncementRecipient[], countries: string[]) => {
    const targets = await targetsOf(recipients);
    for (const r of recipients) {
      const target = targets.get(r.kind)?.find((x) => x.id === r.id);
      if (!target || !countries.includes(target.country)) throw new AppError('validation_error', 400, M.recipientNotFound(r.kind, r.id));
    }
  };
  const dtoOf = async (id: number): Promise<AnnouncementAdminDetail> => {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    const recipients = (await repo.recipientsOf(id)) as AnnouncementRecipient[];
    const [[dto], targets] = await Promise.all([toAnnouncementDtos(read, links, [row]), targetsOf(recipients)]);
    const destinatarios = recipients.map((r) => {
      const target = targets.get(r.kind)?.find((x) => x.id === r.id);
      return { tipo: r.kind, id: r.id, name: target?.name ?? null, country: target?.country ?? null };
    });
    return { ...dto!, destinatarios, edificios: recipients.filter((r) => r.kind === 'edificio').map((r) => r.id) };
  };
  const audit = (caller: Caller, action: string, id: number, details: Record<string, unknown>) => ({
    at: clock.now(),
    actor_user_id: caller.userId,
    action,
    entity: 'announcement',
    entity_id: String(id),
    ip: caller.ip ?? null,
    details,
  });

  return {
    /**
     * Streams one upload to the file storage (FILES_DIR or S3, as every upload of the portal)
     * through the file service's type and size check (bytes sniffed while streaming); a refused
     * file leaves nothing behind.
     */
    async storeUpload(originalName: string, source: Readable): Promise<AnnouncementUpload> {
      const name = cleanFileName(originalName);
      const now = clock.now();
      const ext = extensionOf(name);
      const path = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}${ext ? `.${ext}` : ''}`;
      const check = new UploadCheck(ANNOUNCEMENT_FILE_KIND, name, ANNOUNCEMENT_LIMITS.fileMaxBytes);
      await storage.put(ANNOUNCEMENTS_BUCKET, path, pipePart(source, check));
      return { name, mime: check.mime, slot: announcementFileSlot(check.ext), bucket: ANNOUNCEMENTS_BUCKET, path, size: check.size };
    },
    discardUploads,

    /** POST /publicaciones: the announcement, its countries and files in one transaction. */
    create: (caller: Caller, input: AnnouncementInput, files: AnnouncementUpload[]) =>
      withUploads(files, async () => {
        if (files.length > ANNOUNCEMENT_LIMITS.files) throw new AppError('too_many_files', 400, M.tooManyFiles);
        const recipients = announcementRecipientsOf(input) ?? [];
        await checkRecipients(recipients, input.countries);
        const user = await repo.user(caller.userId);
        const id = await repo.transaction(async (w) => {
          const row = await w.insert({
            ...columns(input),
            publisher: user ? `${user.nombres} ${user.apellidos}` : 'Vitrina',
            created_at: clock.now(),
          });
          await w.setCountries(row.id, input.countries);
          await w.setRecipients(row.id, recipients);
          await w.insertFiles(fileRows(row.id, files, 0));
          await w.audit(
            audit(caller, 'announcement.create', row.id, {
              title: input.title,
              countries: input.countries,
              recipients,
              files: files.length,
            }),
          );
          return row.id;
        });
        return { message: M.created, data: await dtoOf(id) };
      }),

    /** PUT /publicaciones: new values, new files added, the listed files removed. */
    update: (caller: Caller, input: AnnouncementUpdate, files: AnnouncementUpload[]) =>
      withUploads(files, async () => {
        const id = input.announcementId;
        if (!(await repo.byId(id))) throw notFound();
        const existing = await repo.fileIdsOf(id);
        if (input.removeFileIds.some((f) => !existing.includes(f))) throw new AppError('validation_error', 400, M.fileNotOfAnnouncement);
        const kept = existing.filter((f) => !input.removeFileIds.includes(f)).length;
        if (kept + files.length > ANNOUNCEMENT_LIMITS.files) throw new AppError('too_many_files', 400, M.tooManyFiles);
        // recipients left out are kept, and must still be of the (perhaps new) countries
        const recipients = announcementRecipientsOf(input);
        await checkRecipients(recipients ?? ((await repo.recipientsOf(id)) as AnnouncementRecipient[]), input.countries);
        const from = (await repo.lastPosition(id)) + 1;
        const removed = await repo.fileLocations(id, input.removeFileIds);
        await repo.transaction(async (w) => {
          await w.update(id, columns(input));
          await w.setCountries(id, input.countries);
          if (recipients) await w.setRecipients(id, recipients);
          await w.removeFiles(id, input.removeFileIds);
          await w.insertFiles(fileRows(id, files, from));
          await w.audit(
            audit(caller, 'announcement.update', id, {
              title: input.title,
              countries: input.countries,
              recipients,
              added: files.length,
              removed: input.removeFileIds,
            }),
          );
        });
        await discardUploads(removed);
        return { message: M.updated, data: await dtoOf(id) };
      }),

    /** DELETE /publicaciones/{id}: the announcement with its countries and files. */
    async remove(caller: Caller, id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      const stored = await repo.fileLocations(id);
      await repo.transaction(async (w) => {
        if (!(await w.remove(id))) throw notFound();
        await w.audit(audit(caller, 'announcement.delete', id, { title: row.title }));
      });
      await discardUploads(stored);
      return { message: M.deleted };
    },

    /** GET /publicaciones/administracion: every announcement, whatever its dates and countries. */
    async list(caller: Caller, q: { page: number; size: number; q?: string; category?: AnnouncementCategory; country?: string }) {
      const f = { q: q.q || undefined, category: q.category, country: q.country };
      const [rows, total] = await Promise.all([repo.page(f, q.size, (q.page - 1) * q.size), repo.count(f)]);
      const ids = rows.map((r) => r.id);
      const [countries, counts, stats] = await Promise.all([read.countriesOf(ids), repo.fileCounts(ids), repo.readStats(ids)]);
      const now = clock.now();
      const n = (id: number, kind: string) => counts.find((c) => c.announcement_id === id && c.kind === kind)?.n ?? 0;
      return {
        data: rows.map((r) => ({
          announcementId: r.id,
          title: r.title,
          description: r.description,
          category: r.category as AnnouncementCategory,
          countries: countries.filter((c) => c.announcement_id === r.id).map((c) => c.country_id),
          publisher: r.publisher,
          startDate: r.start_date.toISOString(),
          endDate: r.end_date?.toISOString() ?? null,
          createdAt: r.created_at.toISOString(),
          state: announcementState(r.start_date, r.end_date, now),
          images: n(r.id, 'img'),
          attachments: n(r.id, 'doc'),
          audience: stats.find((x) => x.id === r.id)?.audience ?? 0,
          reads: stats.find((x) => x.id === r.id)?.reads ?? 0,
        })),
        page: q.page,
        size: q.size,
        total,
      };
    },

    /** GET /publicaciones/administracion/{id}: one announcement for editing, whatever its dates. */
    async detail(caller: Caller, id: number) {
      return dtoOf(id);
    },

    /** POST /publicaciones/destinatarios/{kind}/search */
    async recipients(caller: Caller, kind: RecipientKind, body: { q: string; countries?: string[] }) {
      const countries = body.countries?.length ? body.countries : undefined;
      const max = ANNOUNCEMENT_LIMITS.recipientsMax;
      const search = {
        empresas: repo.searchEmpresas,
        marcas: repo.searchMarcas,
        contratos: repo.searchContratos,
        usuarios: repo.searchUsuarios,
      }[kind];
      return { data: await search(body.q, countries, max) };
    },

    /** GET /edificios/mis: the buildings of the caller's clients; internal staff: of their country. */
    async myBuildings(caller: Caller) {
      // a tenant with contracts: one round trip; no buildings: a member of no client may be staff
      const own = await repo.buildingsOfUserClients(caller.userId);
      if (own.length || (await repo.hasClients(caller.userId))) return own;
      const user = await repo.user(caller.userId);
      if (!user || !(await repo.internalRoles(caller.userId)).length) return [];
      return repo.buildingsOfCountry(user.country_id);
    },
  };
}
export type AnnouncementsAdminService = ReturnType<typeof createAnnouncementsAdminService>;
