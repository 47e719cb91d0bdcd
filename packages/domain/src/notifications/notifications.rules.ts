import { zonedDateString } from '../common/clock';

/** Constants for notifications, news and charge notes. */
export const NOTIFICATION_LIMITS = {
  bell: 4,
  home: 3,
  badgeMax: 99,
  pollMs: 60_000,
  toastMs: 15_000,
  maxToasts: 5,
  preview: 80,
  pageSizes: [5, 10, 25, 50] as const,
  latestCap: 6,
} as const;

export const ANNOUNCEMENT_PAGE_LIMITS = { home: 3, card: 120, page: 3, debounceMs: 300 } as const;
export const DEBIT_NOTE_PAGE_SIZE = 5;

export const ANNOUNCEMENT_CATEGORIES = ['Noticias', 'Seguridad', 'Mantenimiento', 'Eventos', 'Marketing', 'Circulares'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** Inline elements: their tags join the text around them ('<b>x</b>.' reads 'x.', not 'x .'). */
const INLINE_TAG = /<\/?(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)\b[^>]*>/gi;

/** Plain text of an HTML fragment (tags dropped, common entities decoded, spaces collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text followed by '...' when longer. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** A notification body preview: 80 characters of its text. */
export const notificationPreview = (html: string) => cutText(htmlToText(html), NOTIFICATION_LIMITS.preview);
/** A news card's content: 120 characters of its text. */
export const announcementPreview = (html: string) => cutText(htmlToText(html), ANNOUNCEMENT_PAGE_LIMITS.card);

/** What the badge shows for an unread count: nothing at 0, '99+' above 99. */
export function badgeLabel(count: number, max: number = NOTIFICATION_LIMITS.badgeMax): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  return count > max ? `${max}+` : String(Math.floor(count));
}

/**
 * Items grouped by their day in a time zone, newest day first, keeping the input order within a
 * day (the list comes newest first).
 */
export function groupByDay<T extends { created_at: string }>(items: T[], timeZone: string): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  const index = new Map<string, { day: string; items: T[] }>();
  for (const item of items) {
    const day = zonedDateString(new Date(item.created_at), timeZone);
    let g = index.get(day);
    if (!g) {
      g = { day, items: [] };
      index.set(day, g);
      groups.push(g);
    }
    g.items.push(item);
  }
  return groups.sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** Where a notification's action leads: a page of the portal (relative to /{country}/shopping) or an external http(s) page. */
export type NotificationActionTarget = { kind: 'portal'; path: string } | { kind: 'external'; url: string };

/**
 * A relative portal path: segments of letters, digits and URL-safe signs (no scheme, no leading
 * slash, no '..', no backslash or spaces), with an optional query or fragment.
 */
const PORTAL_PATH = /^(?![/\\])(?!.*(?:^|\/)\.\.(?:\/|$|[?#]))[\w\-.~%!$&'()*+,;=@/]+(?:[?#][^\s\\]*)?$/;

/**
 * The target of a notification action URL: a relative portal
 * path such as 'noticias' or 'espacio/locales', or an absolute http(s) URL; anything else
 * ('javascript:', '//host', '/absolute') is no target. The server stores only URLs with a target.
 */
export function notificationActionTarget(url: string): NotificationActionTarget | null {
  const u = url.trim();
  if (/^https?:\/\//i.test(u)) {
    if (!/^https?:\/\/[^/\\\s]/i.test(u)) return null;
    try {
      const parsed = new URL(u);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname
        ? { kind: 'external', url: parsed.href }
        : null;
    } catch {
      return null;
    }
  }
  return PORTAL_PATH.test(u) ? { kind: 'portal', path: u } : null;
}

/**
 * The 60-second poll (GET /last): the portal is behind when the server's latest id is
 * not the newest one it holds (none held yet counts as behind once the server has one).
 */
export const isBehind = (serverLastId: number | null, newestHeld: number | null | undefined) =>
  serverLastId !== null && serverLastId !== (newestHeld ?? null);

/** 'Tienes una nota de cargo por aceptar' / 'Tienes N notas de cargo por aceptar'. */
export const pendingDebitNotesTitle = (n: number) =>
  n === 1 ? 'Tienes una nota de cargo por aceptar' : `Tienes ${n} notas de cargo por aceptar`;

/** The URL slug of an announcement title: '{id}_{slug}'. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The id part of '{id}_{slug}'. */
export const announcementIdOf = (param: string) => param.split('_')[0] ?? param;

/** Whether a text matches a search (case and accent insensitive). */
export function matchesSearch(text: string, q: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = norm(q.trim());
  return needle === '' || norm(text).includes(needle);
}

/** 'today' / 'yesterday' for a yyyy-MM-dd day relative to today's yyyy-MM-dd, otherwise null. */
export function relativeDay(day: string, today: string): 'today' | 'yesterday' | null {
  if (day === today) return 'today';
  const t = new Date(`${today}T12:00:00Z`);
  t.setUTCDate(t.getUTCDate() - 1);
  return t.toISOString().slice(0, 10) === day ? 'yesterday' : null;
}

/** The page sizes a user may choose (5, 10, 25, 50; default 5): anything else falls back to 5. */
export function notificationPageSize(value: unknown): number {
  const n = Number(value);
  return (NOTIFICATION_LIMITS.pageSizes as readonly number[]).includes(n) ? n : NOTIFICATION_LIMITS.pageSizes[0];
}

/** A positive page number from a URL value (1 when missing or invalid). */
export function pageNumber(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

type AnnouncementItem = { category: AnnouncementCategory; title: string; content: string; description?: string | null };
export type AnnouncementTab = 'Todas' | AnnouncementCategory;
export const ANNOUNCEMENT_TABS: readonly AnnouncementTab[] = ['Todas', ...ANNOUNCEMENT_CATEGORIES];

/**
 * 'Noticias' filtered in the client: the search (title, description and the text
 * of the content, accent-insensitive) first, then the counts of every category tab over the
 * search result, then the chosen tab and its page of 3.
 */
export function filterAnnouncements<T extends AnnouncementItem>(
  items: T[],
  opts: { tab: AnnouncementTab; q: string; page: number; size?: number },
) {
  const size = opts.size ?? ANNOUNCEMENT_PAGE_LIMITS.page;
  const found = items.filter((a) => matchesSearch(`${a.title} ${a.description ?? ''} ${htmlToText(a.content)}`, opts.q));
  const counts = Object.fromEntries(
    ANNOUNCEMENT_TABS.map((t) => [t, t === 'Todas' ? found.length : found.filter((a) => a.category === t).length]),
  ) as Record<AnnouncementTab, number>;
  const inTab = opts.tab === 'Todas' ? found : found.filter((a) => a.category === opts.tab);
  const pages = Math.max(1, Math.ceil(inTab.length / size));
  const page = Math.min(Math.max(1, opts.page), pages);
  return { counts, total: inTab.length, pages, page, items: inTab.slice((page - 1) * size, page * size) };
}

/** A news tab from a URL value ('Todas' when unknown). */
export const announcementTabOf = (value: string | null | undefined): AnnouncementTab =>
  (ANNOUNCEMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AnnouncementTab) : 'Todas';

/** The announcement carousel moves after a random 1.5 to 3 seconds per slide. */
export const CAROUSEL_MS = { min: 1_500, max: 3_000 } as const;
export const carouselDelay = (random: () => number = Math.random) =>
  Math.round(CAROUSEL_MS.min + Math.min(Math.max(random(), 0), 1) * (CAROUSEL_MS.max - CAROUSEL_MS.min));

/** The announcement page path under the country home: '{id}_{slug}?createdAt=...'. */
export const announcementPath = (home: string, a: { announcementId: number; title: string; createdAt: string }) =>
  `${home}/${a.announcementId}_${slugify(a.title)}?createdAt=${encodeURIComponent(a.createdAt)}`;

/** Picture widths the portal asks for: news cards 400, the carousel 1280, as webp. */
export const ANNOUNCEMENT_IMAGE_WIDTHS = { news: 400, carousel: 1280 } as const;
export const isAnnouncementImageWidth = (w: number) => Object.values(ANNOUNCEMENT_IMAGE_WIDTHS).includes(w as 400 | 1280);

/** The webp variant of a stored announcement picture at one of those widths; other URLs (inline defaults) as they are. */
export function announcementImageUrl(url: string, use: keyof typeof ANNOUNCEMENT_IMAGE_WIDTHS): string {
  if (!url.startsWith('/api/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${ANNOUNCEMENT_IMAGE_WIDTHS[use]}&format=webp`;
}
