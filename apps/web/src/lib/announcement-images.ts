import { announcementImageUrl, type AnnouncementCategory } from '@vitrina/domain/notifications/notifications.rules';
import type { AnnouncementDto } from '@vitrina/domain/notifications/notifications.schema';

/** Colours of each category's default picture (one per category plus a default). */
const PALETTE: Record<AnnouncementCategory | 'default', [string, string]> = {
  Noticias: ['#0d3b66', '#3a7ca5'],
  Seguridad: ['#8d0801', '#d1495b'],
  Mantenimiento: ['#5f4b00', '#c9a227'],
  Eventos: ['#4a1b6d', '#9d4edd'],
  Marketing: ['#0b6e4f', '#2fbf71'],
  Circulares: ['#33415c', '#7d8597'],
  default: ['#1d3557', '#457b9d'],
};

const svg = (label: string, [from, to]: [string, string]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="1280" height="720" fill="url(#g)"/>` +
  `<circle cx="1090" cy="140" r="260" fill="#fff" fill-opacity=".08"/><circle cx="160" cy="640" r="200" fill="#fff" fill-opacity=".06"/>` +
  `<text x="80" y="620" font-family="Arial, sans-serif" font-size="96" font-weight="700" fill="#fff" fill-opacity=".92">${label}</text></svg>`;

const cache = new Map<string, string>();
/** The default picture of a category (an inline SVG). */
export function categoryImage(category: string): string {
  const key = category in PALETTE ? category : 'default';
  let url = cache.get(key);
  if (!url) {
    url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg(key === 'default' ? 'Vitrina' : key, PALETTE[key as keyof typeof PALETTE]))}`;
    cache.set(key, url);
  }
  return url;
}

/**
 * The pictures of an announcement as webp at the width of their use (news cards 400, the
 * carousel 1280), or its category's default picture when it has none.
 */
export const announcementImages = (a: Pick<AnnouncementDto, 'filesImg' | 'category'>, use: 'news' | 'carousel' = 'news'): string[] =>
  a.filesImg.length ? a.filesImg.map((f) => announcementImageUrl(f.file_url, use)) : [categoryImage(a.category)];
