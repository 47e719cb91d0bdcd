import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MSG as M,
  announcementFileSlot,
  announcementInputSchema,
  announcementRecipientsOf,
  announcementState,
  announcementUpdateSchema,
  recipientSearchSchema,
} from './announcements.admin';

const ok = {
  title: 'Corte de agua',
  content: '<p>El lunes no habrá agua.</p>',
  category: 'Mantenimiento',
  countries: ['chl', 'CHL', 'PER'],
  startDate: '2026-11-22T12:00:00Z',
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('announcementInputSchema', () => {
  it('accepts a valid announcement, upper-casing and de-duplicating countries', () => {
    const r = announcementInputSchema.parse({ ...ok, enlace: 'https://vitrina.test/x', enlaceTexto: 'Ver' });
    expect(r.countries).toEqual(['CHL', 'PER']);
    expect(r.startDate).toEqual(new Date('2026-11-22T12:00:00Z'));
    expect(r.endDate).toBeNull();
    expect(r.description).toBeNull();
  });
  it.each([
    [{ title: '   ' }, M.titleRequired],
    [{ title: 'x'.repeat(151) }, M.tooLong(150)],
    [{ content: '<p> </p>' }, M.contentRequired],
    [{ content: undefined }, M.contentRequired],
    [{ category: 'Deportes' }, M.categoryInvalid],
    [{ countries: [] }, M.countriesRequired],
    [{ countries: ['BRA'] }, M.countryInvalid],
    [{ startDate: 'mañana' }, M.startRequired],
    [{ endDate: '2026-11-21T12:00:00Z' }, M.endBeforeStart],
    [{ endDate: '2026-13-01' }, M.endInvalid],
    [{ enlace: 'javascript:alert(1)' }, M.linkInvalid],
    [{ enlaceTexto: 'Ver' }, M.linkTextWithoutLink],
    [{ description: 'x'.repeat(301) }, M.tooLong(300)],
  ])('refuses %o with its message', (patch, message) => {
    expect(firstMessage(announcementInputSchema.safeParse({ ...ok, ...patch }))).toBe(message);
  });
  it('PUT needs the id and takes files to remove', () => {
    expect(announcementUpdateSchema.safeParse(ok).success).toBe(false);
    expect(announcementUpdateSchema.parse({ ...ok, announcementId: 3 }).removeFileIds).toEqual([]);
    expect(announcementUpdateSchema.parse({ ...ok, announcementId: 3, removeFileIds: [4] }).removeFileIds).toEqual([4]);
  });
});

describe('announcement recipients', () => {
  it('are optional; destinatarios take singular or plural kinds; buildings of both lists merge, duplicates dropped', () => {
    expect(announcementRecipientsOf(announcementInputSchema.parse(ok))).toBeUndefined();
    const r = announcementInputSchema.parse({
      ...ok,
      destinatarios: [
        { tipo: 'Empresas', id: ' CHL-1 ' },
        { tipo: 'empresa', id: 'CHL-1' },
        { tipo: 'edificio', id: 'B1' },
        { tipo: 'usuario', id: 'u' },
      ],
      edificios: ['B1', 'B2'],
    });
    expect(announcementRecipientsOf(r)).toEqual([
      { kind: 'empresa', id: 'CHL-1' },
      { kind: 'edificio', id: 'B1' },
      { kind: 'usuario', id: 'u' },
      { kind: 'edificio', id: 'B2' },
    ]);
    expect(announcementRecipientsOf(announcementUpdateSchema.parse({ ...ok, announcementId: 1, edificios: [] }))).toEqual([]);
  });
  it.each([
    [{ destinatarios: [{ tipo: 'local', id: 'x' }] }, M.recipientKindInvalid],
    [{ destinatarios: [{ tipo: 'empresa', id: ' ' }] }, M.recipientIdRequired],
    [{ destinatarios: [{ tipo: 'empresa' }] }, M.recipientIdRequired],
    [{ destinatarios: Array.from({ length: 201 }, (_, i) => ({ tipo: 'usuario', id: `u${i}` })) }, M.tooManyRecipients],
    [{ edificios: Array.from({ length: 101 }, (_, i) => `B${i}`) }, M.tooManyBuildings],
    [{ edificios: ['x'.repeat(65)] }, M.tooLong(64)],
  ])('refuses %o with its message', (patch, message) => {
    expect(firstMessage(announcementInputSchema.safeParse({ ...ok, ...patch }))).toBe(message);
  });
  it('names the refused recipient in Spanish', () => {
    expect(M.recipientNotFound('edificio', 'B9')).toBe('El centro comercial B9 no existe o no pertenece a los países del anuncio');
  });
});

describe('announcement rules', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it.each([
    ['2026-11-23T00:00:00Z', null, 'Programado'],
    ['2026-11-01T00:00:00Z', null, 'Vigente'],
    ['2026-11-01T00:00:00Z', '2026-11-30T00:00:00Z', 'Vigente'],
    ['2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z', 'Finalizado'],
  ] as const)('start %s end %s → %s', (start, end, state) => {
    expect(announcementState(new Date(start), end ? new Date(end) : null, now)).toBe(state);
  });
  it.each([
    ['pdf', 'doc'],
    ['png', 'img'],
    ['jpg', 'img'],
    ['webp', 'img'],
  ])('%s goes to %s', (ext, slot) => {
    expect(announcementFileSlot(ext)).toBe(slot);
  });
  it('recipient search needs two characters', () => {
    expect(firstMessage(recipientSearchSchema.safeParse({ q: ' a ' }))).toBe(M.queryTooShort);
    expect(recipientSearchSchema.parse({ q: 'caf', countries: ['chl'] })).toEqual({ q: 'caf', countries: ['CHL'] });
  });
});
