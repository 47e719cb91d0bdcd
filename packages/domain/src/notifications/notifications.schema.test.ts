import { describe, expect, it } from 'vitest';
import { announcementListQuerySchema } from './notifications.schema';

describe('announcementListQuerySchema (GET /publicaciones)', () => {
  it.each([
    [{}, { page: 1, size: 50 }],
    [{ page: '2', size: '3' }, { page: 2, size: 3 }],
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
