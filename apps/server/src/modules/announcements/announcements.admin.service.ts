import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import {
  ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MSG as M, ANNOUNCEMENT_RECIPIENT_KINDS, announcementRecipientsOf, announcementState,
  canPublishAnnouncements, type AnnouncementAdminDetail, type AnnouncementInput, type AnnouncementRecipient,
  type AnnouncementUpdate, type RecipientKind,
} from '@vitrina/domain/notifications/announcements.admin';
import type { AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import { sanitizeRichHtml } from '../../lib/sanitize';
import type { AnnouncementsAdminRepo, AnnouncementsRepo } from './announcements.repo';
import { toAnnouncementDtos, type AnnouncementLinks } from './announcements.service';

type Caller = { userId: string; ip?: string };
/** A checked upload, kept in memory until the announcement is written. */
export interface AnnouncementUpload { name: string; mime: string; slot: 'img' | 'doc'; content: Buffer }

const notFound = () => new AppError('not_found', 404, M.notFound);

/**
 * The announcement administration: internal staff list and search; publishers (ANNOUNCEMENT_PUBLISHER_ROLES)
 * create, edit and delete. HTML is sanitised when stored; each write is one transaction and audited.
 */
export function createAnnouncementsAdminService(deps: { repo: AnnouncementsAdminRepo; read: AnnouncementsRepo; links: AnnouncementLinks; clock: Clock }) {
  const { repo, read, links, clock } = deps;

  /** 403 unless the caller holds an internal role (publisher: one allowed to publish). */
  async function authorize(caller: Caller, need: 'internal' | 'publisher') {
    const roles = await repo.internalRoles(caller.userId);
    if (!roles.length) throw new AppError('forbidden', 403, M.internalOnly);
    if (need === 'publisher' && !canPublishAnnouncements(roles)) throw new AppError('forbidden', 403, M.publishersOnly);
  }

  const columns = (v: AnnouncementInput) => ({
    title: v.title, description: v.description, content: sanitizeRichHtml(v.content), category: v.category,
    start_date: v.startDate, end_date: v.endDate, link: v.enlace, link_text: v.enlaceTexto,
  });
  /** The file rows, each encoded only when it is inserted. */
  function* fileRows(id: number, files: AnnouncementUpload[], from: number) {
    for (const [i, f] of files.entries()) {
      yield { announcement_id: id, kind: f.slot, name: f.name.slice(0, 255), mime: f.mime, content_base64: f.content.toString('base64'), position: from + i };
    }
  }
  /** The recipients of each kind, in one query per kind present. */
  const targetsOf = async (recipients: AnnouncementRecipient[]) => new Map(await Promise.all(ANNOUNCEMENT_RECIPIENT_KINDS.map(async (kind) => {
    const ids = recipients.filter((r) => r.kind === kind).map((r) => r.id);
    return [kind, await repo.recipientTargets(kind, ids)] as const;
  })));
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
    at: clock.now(), actor_user_id: caller.userId, action, entity: 'announcement', entity_id: String(id), ip: caller.ip ?? null, details,
  });

  return {
    authorize,

    /** POST /publicaciones: the announcement, its countries and files in one transaction. */
    async create(caller: Caller, input: AnnouncementInput, files: AnnouncementUpload[]) {
      await authorize(caller, 'publisher');
      if (files.length > ANNOUNCEMENT_LIMITS.files) throw new AppError('too_many_files', 400, M.tooManyFiles);
      const recipients = announcementRecipientsOf(input) ?? [];
      await checkRecipients(recipients, input.countries);
      const user = await repo.user(caller.userId);
      const id = await repo.transaction(async (w) => {
        const row = await w.insert({ ...columns(input), publisher: user ? `${user.nombres} ${user.apellidos}` : 'Vitrina', created_at: clock.now() });
        await w.setCountries(row.id, input.countries);
        await w.setRecipients(row.id, recipients);
        await w.insertFiles(fileRows(row.id, files, 0));
        await w.audit(audit(caller, 'announcement.create', row.id, { title: input.title, countries: input.countries, recipients, files: files.length }));
        return row.id;
      });
      return { message: M.created, data: await dtoOf(id) };
    },

    /** PUT /publicaciones: new values, new files added, the listed files removed. */
    async update(caller: Caller, input: AnnouncementUpdate, files: AnnouncementUpload[]) {
      await authorize(caller, 'publisher');
      const id = input.announcementId;
      if (!(await repo.byId(id))) throw notFound();
      const existing = await repo.fileIdsOf(id);
      if (input.removeFileIds.some((f) => !existing.includes(f))) throw new AppError('validation_error', 400, M.fileNotOfAnnouncement);
      const kept = existing.filter((f) => !input.removeFileIds.includes(f)).length;
      if (kept + files.length > ANNOUNCEMENT_LIMITS.files) throw new AppError('too_many_files', 400, M.tooManyFiles);
      // recipients left out are kept, and must still be of the (perhaps new) countries
      const recipients = announcementRecipientsOf(input);
      await checkRecipients(recipients ?? (await repo.recipientsOf(id)) as AnnouncementRecipient[], input.countries);
      const from = (await repo.lastPosition(id)) + 1;
      await repo.transaction(async (w) => {
        await w.update(id, columns(input));
        await w.setCountries(id, input.countries);
        if (recipients) await w.setRecipients(id, recipients);
        await w.removeFiles(id, input.removeFileIds);
        await w.insertFiles(fileRows(id, files, from));
        await w.audit(audit(caller, 'announcement.update', id, { title: input.title, countries: input.countries, recipients, added: files.length, removed: input.removeFileIds }));
      });
      return { message: M.updated, data: await dtoOf(id) };
    },

    /** DELETE /publicaciones/{id}: the announcement with its countries and files. */
    async remove(caller: Caller, id: number) {
      await authorize(caller, 'publisher');
      const row = await repo.byId(id);
      if (!row) throw notFound();
      await repo.transaction(async (w) => {
        if (!(await w.remove(id))) throw notFound();
        await w.audit(audit(caller, 'announcement.delete', id, { title: row.title }));
      });
      return { message: M.deleted };
    },

    /** GET /publicaciones/administracion: every announcement, whatever its dates and countries. */
    async list(caller: Caller, q: { page: number; size: number; q?: string; category?: AnnouncementCategory; country?: string }) {
      await authorize(caller, 'internal');
      const f = { q: q.q || undefined, category: q.category, country: q.country };
      const [rows, total] = await Promise.all([repo.page(f, q.size, (q.page - 1) * q.size), repo.count(f)]);
      const ids = rows.map((r) => r.id);
      const [countries, counts] = await Promise.all([read.countriesOf(ids), repo.fileCounts(ids)]);
      const now = clock.now();
      const n = (id: number, kind: string) => counts.find((c) => c.announcement_id === id && c.kind === kind)?.n ?? 0;
      return {
        data: rows.map((r) => ({
          announcementId: r.id, title: r.title, description: r.description, category: r.category as AnnouncementCategory,
          countries: countries.filter((c) => c.announcement_id === r.id).map((c) => c.country_id), publisher: r.publisher,
          startDate: r.start_date.toISOString(), endDate: r.end_date?.toISOString() ?? null, createdAt: r.created_at.toISOString(),
          state: announcementState(r.start_date, r.end_date, now), images: n(r.id, 'img'), attachments: n(r.id, 'doc'),
        })),
        page: q.page, size: q.size, total,
      };
    },

    /** GET /publicaciones/administracion/{id}: one announcement for editing, whatever its dates. */
    async detail(caller: Caller, id: number) {
      await authorize(caller, 'internal');
      return dtoOf(id);
    },

    /** POST /publicaciones/destinatarios/{kind}/search */
    async recipients(caller: Caller, kind: RecipientKind, body: { q: string; countries?: string[] }) {
      await authorize(caller, 'internal');
      const countries = body.countries?.length ? body.countries : undefined;
      const max = ANNOUNCEMENT_LIMITS.recipientsMax;
      const search = {
        empresas: repo.searchEmpresas, marcas: repo.searchMarcas, contratos: repo.searchContratos, usuarios: repo.searchUsuarios,
      }[kind];
      return { data: await search(body.q, countries, max) };
    },

    /** GET /edificios/mis: the buildings of the caller's clients; internal staff: of their country. */
    async myBuildings(caller: Caller) {
      if (await repo.hasClients(caller.userId)) return repo.buildingsOfUserClients(caller.userId);
      const user = await repo.user(caller.userId);
      if (!user || !(await repo.internalRoles(caller.userId)).length) return [];
      return repo.buildingsOfCountry(user.country_id);
    },
  };
}
export type AnnouncementsAdminService = ReturnType<typeof createAnnouncementsAdminService>;
