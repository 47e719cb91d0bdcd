import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { debtRowSchema } from '@vitrina/domain/finance/finance.schema';
import { notificationSchema } from '@vitrina/domain/notifications/notifications.schema';
import { periodResponseSchema, reportResponseSchema } from '@vitrina/domain/sales/daily.schema';
import { compiledSerializerCompiler, isPlainData } from './compiled-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('compiled serializer of hot answers', () => {
  it('the hot answers are plain data, so they are compiled', () => {
    for (const s of [z.object({ data: z.array(debtRowSchema) }), periodResponseSchema, reportResponseSchema, notificationSchema]) {
      expect(isPlainData(s)).toBe(true);
    }
  });

  it('writes exactly what zod + JSON.stringify write: key order, unknown keys dropped, null, escapes', () => {
    const schema = z.object({ data: z.array(debtRowSchema) });
    const rows = Array.from({ length: 50 }, (_, g) => ({
      folio: String(500000 + g),
      tipoDeDocumento: 'Factura electrónica "A"\n',
      sociedadFacturadora: 'Sociedad \\ 1',
      centroComercial: 'Mall ñ \u2028',
      fechaDeEmision: '2026-01-01',
      fechaDeVencimiento: '2026-02-01',
      totalFactura: g % 3 ? 1000 + g * 13.5 : -0.25,
      estadoDeuda: 'Vencido',
      linkFactura: g % 2 ? null : `/api/fo/debt/clients/CHL-1/debt-details/CL01-B${g}/download`,
      sociedad: 'CL01',
      nroFactura: `B${g}`,
      // not in the schema: dropped by both
      extra: { secret: true },
    }));
    const compiled = compiledSerializerCompiler(route(schema));
    const zod = serializerCompiler(route(schema) as never) as (d: unknown) => string;
    expect(compiled({ data: rows })).toBe(zod({ data: rows }));
    expect(JSON.parse(compiled({ data: rows })).data[0]).not.toHaveProperty('extra');
  });

  it('a schema that changes values on the way out keeps zod (transforms, dates, unions)', () => {
    expect(isPlainData(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(isPlainData(z.object({ at: z.date() }))).toBe(false);
    expect(isPlainData(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBe(false);
  });
});

describe('records of free values (the sales detalles)', () => {
  it('writes them as zod does', () => {
    const schema = z.object({ d: z.record(z.string(), z.unknown()).nullable(), n: z.number().int() });
    const compiled = compiledSerializerCompiler(route(schema));
    const zod = serializerCompiler(route(schema) as never) as (d: unknown) => string;
    for (const v of [
      { d: { total_tickets_boletas: 10, x: 'a"b', y: null, z: [1, { k: 2 }] }, n: 3 },
      { d: null, n: 0 },
      { d: {}, n: -7 },
    ]) {
      expect(compiled(v)).toBe(zod(v));
    }
  });
});
