import { AppError } from '@vitrina/domain/common/errors';
import { zonedDayStart, type Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import type { AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementDto, announcementListQuerySchema } from '@vitrina/domain/notifications/notifications.schema';
import type { z } from 'zod';
import type { AnnouncementsRepo } from './announcements.repo';
import type { Access } from '../access/scope';
import { requireOwnCountry } from '../access/require-notifications';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { lruCache, toWebp } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import type { LinkSigner } from '../../lib/signed-links';
import { isId } from '@vitrina/domain/common/ids';
import { requireValidLink } from '../access/require-links';

type Caller = { userId: string };
type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;
export type Row = NonNullable<Awaited<ReturnType<AnnouncementsRepo['visibleById']>>>;
/** Most news POST /{country}/news answers (the home page shows 3, the news page pages through 3 at a time). */
const HOME_ANNOUNCEMENTS_MAX = 50;
export const FILES_BASE = '/api/fo/announcements/files';
export const IMAGES_BASE = '/api/fo/announcements/images';
/** The bucket of announcement files: POST /signal/{country} may name it, no other. */
export const ANNOUNCEMENTS_BUCKET = 'publicaciones';
type FileKind = 'img' | 'doc';

/**
 * The links of announcement files, signed like every download of the portal (lib/signed-links):
 * pictures (<img> sends no session) and attachments alike. A link is only handed out in an
 * answer the caller may read (the audience and dates were checked), so holding one is the
 * credential; the links in answers are 'stable' (same URL for a period, cacheable), those of
 * POST /signal last FILES_LINK_MINUTES from the click.
 */
export function createAnnouncementLinks(signer: LinkSigner) {
  const base = (kind: FileKind) => (kind === 'img' ? IMAGES_BASE : FILES_BASE);
  const url = (kind: FileKind, id: number, stable: boolean) => {
    const { expires, signature } = signer.sign(ANNOUNCEMENTS_BUCKET, `${kind}/${id}`, { stable });
    return { url: `${base(kind)}/${id}?${new URLSearchParams({ expires: String(expires), signature })}`, expires };
  };
  return {
    /** The URL in an answer (file_url). */
    inAnswer: (kind: FileKind, id: number) => url(kind, id, true).url,
    /** The URL of POST /signal and when it expires. */
    fresh: (kind: FileKind, id: number) => url(kind, id, false),
    verify: (kind: FileKind, id: number, expires: number | undefined, signature: string | undefined) =>
      signer.verify(ANNOUNCEMENTS_BUCKET, `${kind}/${id}`, expires, signature),
  };
}
export type AnnouncementLinks = ReturnType<typeof createAnnouncementLinks>;

type FileRow = { id: number; announcement_id: number; kind: string; name: string; mime: string };

/** Announcements in their API form, with countries and signed file links. */
export async function toAnnouncementDtos(
  repo: Pick<AnnouncementsRepo, 'countriesOf' | 'filesOf'>,
  links: AnnouncementLinks,
  rows: Row[],
): Promise<AnnouncementDto[]> {
  const ids = rows.map((r) => r.id);
  const [countries, files] = await Promise.all([repo.countriesOf(ids), repo.filesOf(ids)]);
  return rows.map((r) =>
    announcementDto(
      links,
      r,
      countries.filter((c) => c.announcement_id === r.id).map((c) => c.country_id),
      files.filter((f) => f.announcement_id === r.id),
    ),
  );
}

/** One announcement in its API form, given its countries and files (in their order). */
function announcementDto(links: AnnouncementLinks, r: Row, countries: string[], own: FileRow[]): AnnouncementDto {
  const dto = (f: FileRow) => ({
    id: f.id,
    name: f.name,
    mime: f.mime,
    file_url: links.inAnswer(f.kind as FileKind, f.id),
  });
  return {
    announcementId: r.id,
    title: r.title,
    description: r.description,
    content: r.content,
    category: r.category as AnnouncementCategory,
    startDate: r.start_date.toISOString(),
    endDate: r.end_date?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    enlace: r.link,
    enlaceTexto: r.link_text,
    publisher: r.publisher,
    countries,
    filesImg: own.filter((f) => f.kind === 'img').map(dto),
    filesDoc: own.filter((f) => f.kind === 'doc').map(dto),
  };
}

const notFound = () => new AppError('not_found', 404, NOTIF_MSG.announcementNotFound);

export function createAnnouncementsService(deps: {
  repo: AnnouncementsRepo;
  clock: Clock;
  links: AnnouncementLinks;
  storage: FileStorage;
  /** the caller's country is the one of their scope (read once per request, kept a few seconds) */
  access: Pick<Access, 'loadScope'>;
}) {
  const variants = lruCache<{ mime: string; body: Buffer }>(100);
  const { repo, clock, links, storage, access } = deps;
  const fileNotFound = () => new AppError('not_found', 404, NOTIF_MSG.fileNotFound);

  /** A file's bytes: from the file storage, or from the row for files stored before the storage (legacy rows). */
  const bytesOf = async (f: NonNullable<Awaited<ReturnType<AnnouncementsRepo['file']>>>): Promise<Readable> => {
    if (f.bucket && f.path) {
      try {
        return await storage.get(f.bucket, f.path);
      } catch {
        throw fileNotFound();
      }
    }
    if (f.content_base64 === null) throw fileNotFound();
    return Readable.from([Buffer.from(f.content_base64, 'base64')]);
  };

  const countryOf = async (caller: Caller): Promise<string> => (await access.loadScope(caller)).countryId;
  /** The caller as a reader of their own country; a {country} in the path must be that one (403). */
  const readerOf = async (caller: Caller, country?: string) => {
    const own = requireOwnCountry(await access.loadScope(caller), country, NOTIF_MSG.otherCountry);
    return { userId: caller.userId, countries: [own] };
  };
  const toDtos = (rows: Row[]) => toAnnouncementDtos(repo, links, rows);

  return {
    /** Announcements published now in the caller's country (since `fecha`, when given), newest first. */
    async list(caller: Caller, q: AnnouncementListQuery) {
      const country = await countryOf(caller);
      // a tenant reads its own country's announcements; `countries` narrows that, it never widens it
      const countries = q.countries ? q.countries.filter((c) => c === country) : [country];
      if (!countries.length) return { data: [], page: q.page, size: q.size, total: 0 };
      const reader = { userId: caller.userId, countries };
      const now = clock.now();
      const since = q.fecha ? zonedDayStart(q.fecha, COUNTRIES[country as CountryId].timeZone) : undefined;
      const [rows, total] = await Promise.all([
        repo.page(reader, now, q.size, (q.page - 1) * q.size, since),
        repo.count(reader, now, since),
      ]);
      return { data: await toDtos(rows), page: q.page, size: q.size, total };
    },
    async detail(caller: Caller, id: number) {
      const row = await repo.visibleById(id, await readerOf(caller), clock.now());
      if (!row) throw notFound();
      return (await toDtos([row]))[0]!;
    },
    /** PUT /publicaciones/{id}/read: the caller opened an announcement it may read now (the first time counts; the publishers' read count). */
    async markRead(caller: Caller, id: number) {
      const now = clock.now();
      if (!(await repo.visibleById(id, await readerOf(caller), now))) throw notFound();
      await repo.markRead(id, caller.userId, now);
      return { read: true as const };
    },
    /** POST /{country}/news: visible now, for the whole country or one of the given buildings, newest first. */
    async news(caller: Caller, country: string, buildings: string[]) {
      const rows = await repo.news(await readerOf(caller, country), clock.now(), [...new Set(buildings)], HOME_ANNOUNCEMENTS_MAX);
      return { data: rows.map((r) => announcementDto(links, r, r.countries, r.files)) };
    },
    /** GET /{country}/createdAt/{createdAt}: the visible announcements created at that instant. */
    async createdAt(caller: Caller, country: string, at: Date) {
      return { data: await toDtos(await repo.createdAt(await readerOf(caller, country), clock.now(), at)) };
    },
    /**
     * POST /signal/{country}: a signed download link (FILES_LINK_MINUTES) for an attachment of an
     * announcement the caller may read now. {country} must be the caller's (403); bucket, when
     * given, the announcements' one; path is the attachment's file_url (or its id).
     */
    async signal(caller: Caller, country: string, body: { path: string; bucket?: string }) {
      const reader = await readerOf(caller, country);
      const id = Number(body.path.split(/[?#]/)[0]!.split('/').pop());
      if (!isId(id)) throw new AppError('bad_request', 400, NOTIF_MSG.fileNotFound);
      if (body.bucket && body.bucket !== ANNOUNCEMENTS_BUCKET) throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      if (!(await repo.fileReadable(id, 'doc', reader, clock.now()))) throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      const link = links.fresh('doc', id);
      return { data: { signal_url: link.url, expires_at: new Date(link.expires * 1000).toISOString() } };
    },
    /** The attachment of a signed link (403 when the signature is wrong, 410 when it expired). */
    async signedFile(id: number, expires: number | undefined, signature: string | undefined) {
      requireValidLink(
        links.verify('doc', id, expires, signature),
        { code: 'invalid_link', message: NOTIF_MSG.fileNotFound },
        { code: 'link_expired', message: NOTIF_MSG.linkExpired },
      );
      const f = await repo.file(id);
      if (!f || f.kind !== 'doc') throw fileNotFound();
      return { name: f.name, mime: f.mime, size: f.size_bytes, body: await bytesOf(f) };
    },
    /**
     * A picture of a signed link (those in the answers: the caller could read its announcement);
     * without a valid signature 404, nothing revealed. With a width, the picture scaled down to
     * it as webp (the conversions are kept in a small cache: a stored picture never changes, an
     * edit stores a new file with a new id).
     */
    async image(
      id: number,
      link: { expires?: number; signature?: string },
      width?: number,
    ): Promise<{ mime: string; body: Buffer; maxAge: number }> {
      const check = links.verify('img', id, link.expires, link.signature);
      if (check === 'invalid') throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      if (check === 'expired') throw new AppError('link_expired', 410, NOTIF_MSG.linkExpired);
      // read every time: a deleted announcement's pictures must stop answering at once
      const f = await repo.file(id);
      if (!f || f.kind !== 'img') throw fileNotFound();
      // the browser may keep it until the link expires
      const maxAge = Math.max(0, link.expires! - Math.floor(clock.now().getTime() / 1000));
      const key = `${id}:${width}`;
      const cached = width ? variants.get(key) : undefined;
      if (cached) return { ...cached, maxAge };
      const original = await buffer(await bytesOf(f));
      if (!width) return { mime: f.mime, body: original, maxAge };
      const variant = await toWebp(original, width).then(
        (body) => ({ mime: 'image/webp', body }),
        () => ({ mime: f.mime, body: original }), // a picture sharp cannot read is served as stored
      );
      variants.set(key, variant);
      return { ...variant, maxAge };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
