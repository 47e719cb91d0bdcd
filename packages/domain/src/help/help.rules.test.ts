import { describe, expect, it } from 'vitest';
import {
  CLIMATIZACION_SUBTYPES,
  HELP_MSG,
  TICKET_AREAS,
  canMoveTicket,
  faqIndex,
  faqSlug,
  normalizeSearch,
  searchFaqs,
  statusAfterSupportAnswer,
  statusAfterTenantReply,
  ticketAreaProblem,
  ticketAreaText,
  ticketStatusLabel,
} from './help.rules';
import { helpRequestSchema, ticketInputSchema } from './help.schema';

describe('ticket areas', () => {
  it('has the five areas with their requests', () => {
    expect(TICKET_AREAS.map((a) => [a.area, a.requests.length])).toEqual([
      ['Mantención', 6],
      ['Seguridad', 2],
      ['Servicios', 3],
      ['Auditoría/Ventas', 3],
      ['Finanzas', 2],
    ]);
  });
  it('requires the subtype for climatización only', () => {
    expect(ticketAreaProblem('Mantención', 'Climatización')).toBe(HELP_MSG.subtypeRequired);
    expect(ticketAreaProblem('Mantención', 'Climatización', 'Subir temperatura')).toBeUndefined();
    expect(ticketAreaProblem('Mantención', 'Climatización', 'Más frío')).toBe(HELP_MSG.unknownSubtype);
    expect(ticketAreaProblem('Mantención', 'Filtraciones', 'Subir temperatura')).toBe(HELP_MSG.subtypeNotAllowed);
    expect(ticketAreaProblem('Seguridad', 'Filtraciones')).toBe(HELP_MSG.unknownRequest);
    expect(ticketAreaProblem('Jardinería', 'Filtraciones')).toBe(HELP_MSG.unknownArea);
    expect(CLIMATIZACION_SUBTYPES).toHaveLength(3);
  });
  it('writes the area comma-separated', () => {
    expect(ticketAreaText({ area: 'Mantención', request: 'Climatización', subtype: 'Bajar temperatura' })).toBe(
      'Mantención, Climatización, Bajar temperatura',
    );
    expect(ticketAreaText({ area: 'Finanzas', request: 'Problema con gastos comunes', subtype: null })).toBe(
      'Finanzas, Problema con gastos comunes',
    );
  });
  it('refuses a ticket without description or with more than 200 characters, with the Spanish message', () => {
    const base = { local_id: 'c1003', area: 'Seguridad', request: 'Problema con guardia', description: 'x' };
    expect(ticketInputSchema.safeParse(base).success).toBe(true);
    const empty = ticketInputSchema.safeParse({ ...base, description: '  ' });
    expect(empty.error?.issues[0]?.message).toBe(HELP_MSG.missingFields);
    const long = ticketInputSchema.safeParse({ ...base, description: 'x'.repeat(201) });
    expect(long.error?.issues[0]?.message).toBe(HELP_MSG.descriptionTooLong);
    const noSub = ticketInputSchema.safeParse({ ...base, area: 'Mantención', request: 'Climatización' });
    expect(noSub.error?.issues[0]?.message).toBe(HELP_MSG.subtypeRequired);
  });
  it('accepts the help-request form only with its options', () => {
    expect(helpRequestSchema.safeParse({ area: 'IT', tipo: 'Software', descripcion: 'No carga' }).success).toBe(true);
    expect(helpRequestSchema.safeParse({ area: 'Ventas', tipo: 'Software', descripcion: 'No carga' }).success).toBe(false);
  });
});

describe('ticket status flow', () => {
  it('moves new → open → pending/hold → solved → closed', () => {
    expect(canMoveTicket('new', 'open')).toBe(true);
    expect(canMoveTicket('open', 'pending')).toBe(true);
    expect(canMoveTicket('open', 'hold')).toBe(true);
    expect(canMoveTicket('pending', 'solved')).toBe(true);
    expect(canMoveTicket('solved', 'closed')).toBe(true);
  });
  it('refuses skipping steps and anything out of closed', () => {
    expect(canMoveTicket('new', 'solved')).toBe(false);
    expect(canMoveTicket('new', 'closed')).toBe(false);
    expect(canMoveTicket('open', 'closed')).toBe(false);
    for (const s of ['new', 'open', 'pending', 'hold', 'solved'] as const) expect(canMoveTicket('closed', s)).toBe(false);
  });
  it('reopens a solved ticket on a tenant reply; a closed one takes none', () => {
    expect(statusAfterTenantReply('solved')).toBe('open');
    expect(statusAfterTenantReply('pending')).toBe('pending');
    expect(statusAfterTenantReply('closed')).toBeNull();
    expect(statusAfterSupportAnswer('new')).toBe('open');
    expect(statusAfterSupportAnswer('closed')).toBeNull();
  });
  it('labels the statuses in Spanish', () => {
    expect(['new', 'open', 'pending', 'hold', 'solved', 'closed', 'in_progress'].map(ticketStatusLabel)).toEqual([
      'Nuevo',
      'Abierto',
      'Pendiente',
      'En espera',
      'Resuelto',
      'Cerrado',
      'Pendiente',
    ]);
  });
});

describe('FAQ search', () => {
  const faqs = [
    { id: 1, title: '¿Cómo recupero mi contraseña?', content: '<p>Usa el enlace de acceso.</p>' },
    { id: 2, title: '¿Cómo declaro mis ventas?', content: '<p>Ingresa tu <b>contraseña</b> y ve a Ventas.</p>' },
    { id: 3, title: 'Blog B2B', content: 'Novedades del centro' },
  ];
  const index = faqIndex(faqs);
  it('normalises accents and case', () => {
    expect(normalizeSearch('  CONTRASEÑA  Área ')).toBe('contrasena area');
    expect(normalizeSearch('<p>Hola</p>')).toBe('hola');
  });
  it('finds "contrasena" in "contraseña", title matches first', () => {
    expect(searchFaqs(index, 'contrasena').map((f) => f.id)).toEqual([1, 2]);
    expect(searchFaqs(index, 'CONTRASEÑA').map((f) => f.id)).toEqual([1, 2]);
  });
  it('needs every word and finds nothing for an unknown word or an empty query', () => {
    expect(searchFaqs(index, 'declaro ventas').map((f) => f.id)).toEqual([2]);
    expect(searchFaqs(index, 'xyz')).toEqual([]);
    expect(searchFaqs(index, '  ')).toEqual([]);
  });
  it('answers at most the 20 best results', () => {
    const many = faqIndex(Array.from({ length: 50 }, (_, i) => ({ id: i + 1, title: `Ventas ${i}`, content: 'ventas' })));
    expect(searchFaqs(many, 'ventas')).toHaveLength(20);
  });
  it('makes a slug of a title', () => {
    expect(faqSlug('¿Cómo recupero mi contraseña?')).toBe('como-recupero-mi-contrasena');
  });
});
