import { describe, expect, it } from 'vitest';
import { bulkRequestSchema, dailyReportRequestSchema, justificationFormSchema, justificationRequestSchema } from './daily.schema';
import { SALES_MSG } from './messages';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('dailyReportRequestSchema', () => {
  const base = { country_id: 'chl', space_int_code: 'c1001', fecha_registro: '2026-11-20' };

  it('accepts a Chile report and uppercases the country', () => {
    const r = dailyReportRequestSchema.safeParse({ ...base, detalles: { total_tickets_boletas: 2, total_monto_efectivo_boletas: 1000 } });
    expect(r.success).toBe(true);
    expect(r.data?.country_id).toBe('CHL');
    expect(r.data?.metodo_ingreso).toBe('form');
  });

  it.each([
    [
      { ...base, detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 10, total_monto_tarjeta_boletas: 10 } },
      SALES_MSG.ticketsVsAmounts,
    ],
    [
      { ...base, fecha_registro: '2026-02-30', detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 10 } },
      SALES_MSG.invalidDate,
    ],
    [{ ...base, comentarios: 'x'.repeat(256), detalles: { total_tickets_boletas: 1, total_monto_efectivo_boletas: 10 } }, SALES_MSG.max255],
    [{ ...base, country_id: 'per', detalles: { total_monto_sin_igv: 10, serie_boletas: '123456' }, total_tickets: 1 }, SALES_MSG.max5],
    [{ ...base, country_id: 'arg', detalles: { total_monto_efectivo: 10 } }, SALES_MSG.required],
  ])('refuses with the Spanish message (%#)', (payload, message) => {
    expect(messages(dailyReportRequestSchema.safeParse(payload))).toContain(message);
  });

  it('refuses an unknown country', () => {
    expect(dailyReportRequestSchema.safeParse({ ...base, country_id: 'bra' }).success).toBe(false);
  });
});

describe('justificationRequestSchema', () => {
  it('requires a justification code', () => {
    const r = justificationRequestSchema.safeParse({ fecha_registro: '2026-11-20', space_int_code: 'c1001', country_id: 'CHL' });
    expect(messages(r)).toContain(SALES_MSG.justificationRequired);
  });
});

describe('justificationFormSchema', () => {
  const schema = justificationFormSchema({ saleDate: '2026-11-10', periodoOf: (id) => id === 1 });
  it.each([
    [{ justificacionId: null, confirm: true }, SALES_MSG.justificationRequired],
    [{ justificacionId: 2, confirm: false }, SALES_MSG.confirmRequired],
    [{ justificacionId: 2, confirm: true, addComment: true, comentario: ' ' }, SALES_MSG.commentRequired],
    [{ justificacionId: 1, confirm: true, desde: '2026-11-01' }, SALES_MSG.bothDates],
    [{ justificacionId: 1, confirm: true, desde: '2026-11-11', hasta: '2026-11-12' }, SALES_MSG.dateInRange('2026-11-10')],
    [{ justificacionId: 1, confirm: true, desde: '2026-10-31', hasta: '2026-11-12' }, SALES_MSG.rangeOutsideMonth],
  ])('%o → %s', (v, message) => expect(messages(schema.safeParse(v))).toContain(message));

  it('accepts a valid range', () => {
    expect(schema.safeParse({ justificacionId: 1, confirm: true, desde: '2026-11-01', hasta: '2026-11-15' }).success).toBe(true);
  });
});

it('bulk body must have rows', () => {
  expect(messages(bulkRequestSchema.safeParse([]))).toContain(SALES_MSG.bulkEmpty);
});
