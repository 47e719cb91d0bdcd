import { describe, expect, it } from 'vitest';
import { NOTIF_MSG } from './messages';
import { announcementListQuerySchema, notificationInputSchema } from './notifications.schema';

describe('announcementListQuerySchema (GET /publicaciones)', () => {
  it.each([
    [{}, { page: 1, size: 50 }],
    [
      { page: '2', size: '3' },
      { page: 2, size: 3 },
    ],
    [{ fecha: '2026-11-22' }, { page: 1, size: 50, fecha: '2026-11-22' }],
    [{ countries: 'chl, per' }, { page: 1, size: 50, countries: ['CHL', 'PER'] }],
    [{ countries: 'COL,' }, { page: 1, size: 50, countries: ['COL'] }],
  ])('%j reads as %j', (input, out) => {
    expect(announcementListQuerySchema.parse(input)).toEqual(out);
  });
  it.each([
    [{ fecha: '22-11-2026' }, 'La fecha debe tener el formato AAAA-MM-DD'],
    [{ fecha: '2026-02-30' }, 'La fecha debe tener el formato AAAA-MM-DD'],
    [{ countries: 'CHL,BRA' }, 'País no válido: usa CHL, PER, ARG o COL'],
  ])('%j is refused: %s', (input, message) => {
    const r = announcementListQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('notificationInputSchema action (POST /notifications, /batch)', () => {
  const input = (url: string) => ({ title: 'Aviso', body: '<p>x</p>', action: { url, label: 'Ver' } });
  it.each(['noticias', 'espacio/locales', 'https://vitrina.test/feria'])('accepts %j', (url) => {
    expect(notificationInputSchema.parse(input(url)).action?.url).toBe(url);
  });
  it.each(['javascript:alert(1)', '//evil.example', '/chl/shopping/noticias', 'data:text/html,x', ''])(
    'refuses %j with the Spanish message',
    (url) => {
      const r = notificationInputSchema.safeParse(input(url));
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(NOTIF_MSG.badActionUrl);
    },
  );
  it('keeps no action', () => expect(notificationInputSchema.parse({ title: 'a', body: 'b' }).action).toBeUndefined());
});
