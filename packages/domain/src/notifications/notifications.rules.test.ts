import { describe, expect, it } from 'vitest';
import {
  announcementIdOf,
  badgeLabel,
  cutText,
  groupByDay,
  htmlToText,
  isBehind,
  matchesSearch,
  announcementPreview,
  notificationActionTarget,
  notificationPreview,
  pendingDebitNotesTitle,
  slugify,
  relativeDay,
  notificationPageSize,
  pageNumber,
  filterAnnouncements,
  announcementTabOf,
  ANNOUNCEMENT_TABS,
  carouselDelay,
  announcementPath,
  announcementImageUrl,
  isAnnouncementImageWidth,
} from './notifications.rules';

describe('cutText / previews', () => {
  it.each([
    ['', 80, ''],
    ['a'.repeat(80), 80, 'a'.repeat(80)],
    ['a'.repeat(81), 80, `${'a'.repeat(80)}...`],
    ['ñandú', 3, 'ñan...'],
  ])('cutText(%j, %i)', (text, max, want) => expect(cutText(text, max)).toBe(want));

  it.each([
    ['<p>Hola <b>mundo</b></p>', 'Hola mundo'],
    ['<script>alert(1)</script>Texto', 'Texto'],
    ['a &amp; b&nbsp;c', 'a & b c'],
    [
      '<p>Se publicó la noticia <strong>Campaña</strong>. Revisa <a href="/x">aquí</a>, <em>ya</em></p>',
      'Se publicó la noticia Campaña. Revisa aquí, ya',
    ],
    ['<p>uno</p><p>dos</p>tres<br>cuatro<li>cinco</li>', 'uno dos tres cuatro cinco'],
    ['<b>a</b><B>b</B> <span class="x">c</span>', 'ab c'],
  ])('htmlToText(%j)', (html, want) => expect(htmlToText(html)).toBe(want));

  it('cuts notifications at 80 and news at 120 characters of text', () => {
    const long = `<p>${'x'.repeat(200)}</p>`;
    expect(notificationPreview(long)).toBe(`${'x'.repeat(80)}...`);
    expect(announcementPreview(long)).toBe(`${'x'.repeat(120)}...`);
    expect(notificationPreview('<p>corto</p>')).toBe('corto');
  });
});

describe('badgeLabel', () => {
  it.each([
    [0, undefined],
    [-1, undefined],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
    [Number.NaN, undefined],
  ])('%d → %s', (n, want) => expect(badgeLabel(n)).toBe(want));
});

describe('groupByDay', () => {
  const items = [
    { id: 'a', created_at: '2026-11-22T15:00:00Z' },
    { id: 'b', created_at: '2026-11-22T02:00:00Z' }, // 21 Nov in Santiago (UTC-3)
    { id: 'c', created_at: '2026-11-20T12:00:00Z' },
    { id: 'd', created_at: '2026-11-22T10:00:00Z' },
  ];
  it.each([
    [
      'America/Santiago',
      [
        ['2026-11-22', ['a', 'd']],
        ['2026-11-21', ['b']],
        ['2026-11-20', ['c']],
      ],
    ],
    [
      'UTC',
      [
        ['2026-11-22', ['a', 'b', 'd']],
        ['2026-11-20', ['c']],
      ],
    ],
  ] as const)('in %s', (tz, want) => {
    expect(groupByDay(items, tz).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual(want);
  });
  it('is empty for no items', () => expect(groupByDay([], 'UTC')).toEqual([]));
});

describe('notificationActionTarget', () => {
  it.each([
    ['noticias', { kind: 'portal', path: 'noticias' }],
    ['espacio/locales', { kind: 'portal', path: 'espacio/locales' }],
    ['perfil/mi_perfil', { kind: 'portal', path: 'perfil/mi_perfil' }],
    [' notas-de-cargo?desde=2026-11-01#x ', { kind: 'portal', path: 'notas-de-cargo?desde=2026-11-01#x' }],
    ['https://vitrina.test/feria', { kind: 'external', url: 'https://vitrina.test/feria' }],
    ['HTTP://vitrina.test', { kind: 'external', url: 'http://vitrina.test/' }],
  ] as const)('%j → %j', (url, want) => expect(notificationActionTarget(url)).toEqual(want));
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '//evil.example',
    '/\\evil.example',
    '\\evil.example',
    '/chl/shopping/noticias',
    '../../api/fo/auth/signout',
    'noticias/../../x',
    'https://',
    'http:///x',
    'ftp://vitrina.test/a',
    'mailto:a@b.cl',
    'noticias con espacio',
    '',
  ])('%j has no target', (url) => expect(notificationActionTarget(url)).toBeNull());
});

describe('isBehind (the 60-second poll of GET /last)', () => {
  it.each([
    [12, 12, false],
    [13, 12, true],
    [12, undefined, true],
    [12, null, true],
    [null, undefined, false],
    [null, null, false],
  ] as const)('server %j, held %j → %s', (server, held, want) => expect(isBehind(server, held)).toBe(want));
});

describe('texts and slugs', () => {
  it.each([
    [1, 'Tienes una nota de cargo por aceptar'],
    [3, 'Tienes 3 notas de cargo por aceptar'],
  ])('pendingDebitNotesTitle(%i)', (n, want) => expect(pendingDebitNotesTitle(n)).toBe(want));
  it.each([
    ['Corte de energía programado', 'corte-de-energia-programado'],
    ['¡Feria Navideña 2026!', 'feria-navidena-2026'],
  ])('slugify(%j)', (t, want) => expect(slugify(t)).toBe(want));
  it('announcementIdOf takes the part before the first underscore', () => {
    expect(announcementIdOf('12_feria_x')).toBe('12');
    expect(announcementIdOf('12')).toBe('12');
  });
  it.each([
    ['Corte de Energía', 'energia', true],
    ['Corte', '', true],
    ['Corte', 'agua', false],
  ])('matchesSearch(%j, %j)', (t, q, want) => expect(matchesSearch(t, q)).toBe(want));
});

describe('relativeDay', () => {
  it.each([
    ['2026-11-22', '2026-11-22', 'today'],
    ['2026-11-21', '2026-11-22', 'yesterday'],
    ['2026-02-28', '2026-03-01', 'yesterday'],
    ['2025-12-31', '2026-01-01', 'yesterday'],
    ['2026-11-20', '2026-11-22', null],
    ['2026-11-23', '2026-11-22', null],
  ] as const)('%s relative to %s → %s', (day, today, want) => expect(relativeDay(day, today)).toBe(want));
});

describe('paging values from the URL', () => {
  it.each([
    [undefined, 5],
    ['10', 10],
    [25, 25],
    ['50', 50],
    ['7', 5],
    ['abc', 5],
    ['100', 5],
  ])('notificationPageSize(%j) → %i', (v, want) => expect(notificationPageSize(v)).toBe(want));
  it.each([
    [undefined, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['x', 1],
  ])('pageNumber(%j) → %i', (v, want) => expect(pageNumber(v)).toBe(want));
});

describe('filterAnnouncements', () => {
  const a = (title: string, category: (typeof ANNOUNCEMENT_TABS)[number] & string, content = '') => ({
    title,
    category: category as 'Noticias',
    content,
  });
  const items = [
    a('Corte de energía', 'Mantenimiento', '<p>Torre B</p>'),
    a('Feria navideña', 'Eventos', '<p>Música en vivo</p>'),
    a('Nuevo protocolo de evacuación', 'Seguridad'),
    a('Campaña de verano', 'Marketing', '<p>Energía solar</p>'),
    a('Circular 12', 'Circulares'),
    a('Apertura', 'Noticias'),
    a('Mantención de ascensores', 'Mantenimiento'),
  ];
  it('counts every tab over the search result and pages by 3', () => {
    const r = filterAnnouncements(items, { tab: 'Todas', q: '', page: 1 });
    expect(r.counts).toEqual({ Todas: 7, Noticias: 1, Seguridad: 1, Mantenimiento: 2, Eventos: 1, Marketing: 1, Circulares: 1 });
    expect([r.total, r.pages, r.items.length]).toEqual([7, 3, 3]);
    expect(filterAnnouncements(items, { tab: 'Todas', q: '', page: 3 }).items.map((i) => i.title)).toEqual(['Mantención de ascensores']);
  });
  it.each([
    ['energia', 'Todas', ['Corte de energía', 'Campaña de verano']],
    ['energia', 'Marketing', ['Campaña de verano']],
    ['', 'Mantenimiento', ['Corte de energía', 'Mantención de ascensores']],
    ['torre b', 'Todas', ['Corte de energía']],
    ['nada', 'Todas', []],
  ] as const)('q=%j tab=%s', (q, tab, want) =>
    expect(filterAnnouncements(items, { tab, q, page: 1 }).items.map((i) => i.title)).toEqual(want),
  );
  it('clamps the page into range', () => {
    expect(filterAnnouncements(items, { tab: 'Eventos', q: '', page: 9 }).page).toBe(1);
    expect(filterAnnouncements([], { tab: 'Todas', q: '', page: 1 })).toMatchObject({ total: 0, pages: 1, items: [] });
  });
  it.each([
    ['Eventos', 'Eventos'],
    ['x', 'Todas'],
    [null, 'Todas'],
  ])('announcementTabOf(%j) → %s', (v, want) => expect(announcementTabOf(v)).toBe(want));
});

describe('carousel and announcement paths', () => {
  it.each([
    [0, 1500],
    [0.5, 2250],
    [1, 3000],
    [-1, 1500],
    [2, 3000],
  ])('carouselDelay(random=%d) → %i', (r, want) => expect(carouselDelay(() => r)).toBe(want));
  it('builds {home}/{id}_{slug}?createdAt=', () => {
    expect(
      announcementPath('/cl/shopping', { announcementId: 12, title: '¡Feria Navideña 2026!', createdAt: '2026-11-20T10:00:00.000Z' }),
    ).toBe('/cl/shopping/12_feria-navidena-2026?createdAt=2026-11-20T10%3A00%3A00.000Z');
    expect(announcementIdOf('12_feria-navidena-2026')).toBe('12');
  });
});

describe('announcement picture variants', () => {
  it.each([
    ['/api/fo/announcements/images/7', 'news', '/api/fo/announcements/images/7?w=400&format=webp'],
    ['/api/fo/announcements/images/7', 'carousel', '/api/fo/announcements/images/7?w=1280&format=webp'],
    ['/api/fo/announcements/images/7?v=2', 'news', '/api/fo/announcements/images/7?v=2&w=400&format=webp'],
    ['data:image/svg+xml;charset=utf-8,%3Csvg', 'news', 'data:image/svg+xml;charset=utf-8,%3Csvg'],
  ] as const)('%s for %s → %s', (url, use, expected) => {
    expect(announcementImageUrl(url, use)).toBe(expected);
  });
  it.each([
    [400, true],
    [1280, true],
    [800, false],
    [0, false],
  ])('width %i allowed: %s', (w, ok) => {
    expect(isAnnouncementImageWidth(w)).toBe(ok);
  });
});
