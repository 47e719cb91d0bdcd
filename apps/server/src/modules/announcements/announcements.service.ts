import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@vitrina/domain/common/errors';
import { zonedDayStart, type Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import type { AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementDto, announcementListQuerySchema } from '@vitrina/domain/notifications/notifications.schema';
import type { z } from 'zod';
import type { AnnouncementsRepo } from './announcements.repo';
import { lruCache, toWebp } from '../../lib/images';

type Caller = { userId: string };
type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;
export type Row = NonNullable<Awaited<ReturnType<AnnouncementsRepo['visibleById']>>>;
/** Signed download links live 5 minutes. */
const LINK_TTL_MS = 5 * 60_000;
/** Most news POST /{country}/news answers (the home page shows 3, the news page pages through 3 at a time). */
const NEWS_MAX = 50;
export const FILES_BASE = '/api/fo/announcements/files';
export const IMAGES_BASE = '/api/fo/announcements/images';

/** Announcements in their API form, with countries and file links. */
export async function toAnnouncementDtos(repo: Pick<AnnouncementsRepo, 'countriesOf' | 'filesOf'>, rows: Row[]): Promise<AnnouncementDto[]> {
  const ids = rows.map((r) => r.id);
  const [countries, files] = await Promise.all([repo.countriesOf(ids), repo.filesOf(ids)]);
  return rows.map((r) => {
    const own = files.filter((f) => f.announcement_id === r.id);
    const dto = (f: (typeof own)[number]) => ({
      id: f.id, name: f.name, mime: f.mime,
      file_url: f.kind === 'img' ? `${IMAGES_BASE}/${f.id}` : `${FILES_BASE}/${f.id}`,
    });
    return {
      announcementId: r.id, title: r.title, description: r.description, content: r.content,
      category: r.category as AnnouncementCategory, startDate: r.start_date.toISOString(),
      endDate: r.end_date?.toISOString() ?? null, createdAt: r.created_at.toISOString(),
      enlace: r.link, enlaceTexto: r.link_text, publisher: r.publisher,
      countries: countries.filter((c) => c.announcement_id === r.id).map((c) => c.country_id),
      filesImg: own.filter((f) => f.kind === 'img').map(dto),
      filesDoc: own.filter((f) => f.kind === 'doc').map(dto),
    };
  });
}

const notFound = () => new AppError('not_found', 404, NOTIF_MSG.announcementNotFound);

export function createAnnouncementsService(deps: { repo: AnnouncementsRepo; clock: Clock; secret?: Buffer }) {
  const variants = lruCache<{ mime: string; body: Buffer }>(100);
  const { repo, clock } = deps;
  const secret = deps.secret ?? randomBytes(32);
  const sign = (id: number, exp: number) => createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url');

  const countryOf = async (caller: Caller) => {
    const c = await repo.userCountry(caller.userId);
    if (!c) throw notFound();
    return c;
  };
  /** The caller as a reader of their own country; a {country} in the path must be that one (403). */
  const readerOf = async (caller: Caller, country?: string) => {
    const own = await countryOf(caller);
    if (country && country !== own) throw new AppError('forbidden', 403, NOTIF_MSG.otherCountry);
    return { userId: caller.userId, countries: [own] };
  };
  const toDtos = (rows: Row[]) => toAnnouncementDtos(repo, rows);

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
      const [rows, total] = await Promise.all([repo.page(reader, now, q.size, (q.page - 1) * q.size, since), repo.count(reader, now, since)]);
      return { data: await toDtos(rows), page: q.page, size: q.size, total };
    },
    async detail(caller: Caller, id: number) {
      const row = await repo.visibleById(id, await readerOf(caller), clock.now());
      if (!row) throw notFound();
      return (await toDtos([row]))[0]!;
    },
    /** POST /{country}/news: visible now, for the whole country or one of the given buildings, newest first. */
    async news(caller: Caller, country: string, buildings: string[]) {
      const rows = await repo.news(await readerOf(caller, country), clock.now(), [...new Set(buildings)], NEWS_MAX);
      return { data: await toDtos(rows) };
    },
    /** GET /{country}/createdAt/{createdAt}: the visible announcements created at that instant. */
    async createdAt(caller: Caller, country: string, at: Date) {
      return { data: await toDtos(await repo.createdAt(await readerOf(caller, country), clock.now(), at)) };
    },
    /** A signed, short-lived download link for an attachment the caller may see (POST /signal). */
    async signal(caller: Caller, path: string) {
      const id = Number(path.split('/').pop());
      if (!Number.isInteger(id) || id <= 0) throw new AppError('bad_request', 400, NOTIF_MSG.fileNotFound);
      if (!(await repo.fileReadable(id, await readerOf(caller)))) throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      const exp = clock.now().getTime() + LINK_TTL_MS;
      return { signal_url: `${FILES_BASE}/${id}?exp=${exp}&sig=${sign(id, exp)}` };
    },
    /** The file of a signed link (401 when the signature is wrong, 410 when it expired). */
    async signedFile(id: number, exp: number, sig: string) {
      const want = Buffer.from(sign(id, exp));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) throw new AppError('invalid_link', 403, NOTIF_MSG.fileNotFound);
      if (exp < clock.now().getTime()) throw new AppError('link_expired', 410, NOTIF_MSG.linkExpired);
      const f = await repo.file(id);
      if (!f) throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      return f;
    },
    /**
     * Announcement pictures are public (they are shown in <img>); attachments are not. With a
     * width, the picture scaled down to it as webp (the conversions are kept in a small cache:
     * a stored picture never changes, an edit stores a new file with a new id).
     */
    async image(id: number, width?: number): Promise<{ mime: string; body: Buffer }> {
      // read every time: a deleted announcement's pictures must stop answering at once
      const f = await repo.file(id);
      if (!f || f.kind !== 'img') throw new AppError('not_found', 404, NOTIF_MSG.fileNotFound);
      const original = Buffer.from(f.content_base64, 'base64');
      if (!width) return { mime: f.mime, body: original };
      const key = `${id}:${width}`;
      const cached = variants.get(key);
      if (cached) return cached;
      const variant = await toWebp(original, width).then(
        (body) => ({ mime: 'image/webp', body }),
        () => ({ mime: f.mime, body: original }), // a picture sharp cannot read is served as stored
      );
      variants.set(key, variant);
      return variant;
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
