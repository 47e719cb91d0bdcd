import { describe, expect, it } from 'vitest';
import { invoiceDownload, invoicesQuerySchema, parseClientKey, debtImportSchema } from './finance.schema';

describe('finance schemas', () => {
  it('reads {country}-{taxId}, with hyphens inside the tax id', () => {
    expect(parseClientKey('CHL-76543210-3')).toEqual({ country: 'CHL', taxId: '76543210-3' });
    expect(parseClientKey('ARG-30-71234567-1')).toEqual({ country: 'ARG', taxId: '30-71234567-1' });
    expect(parseClientKey('XXX-1234')).toBeUndefined();
    expect(parseClientKey('CHL76543210')).toBeUndefined();
  });
  it('refuses unknown filters and page sizes over 100 with Spanish messages', () => {
    const bad = invoicesQuerySchema.safeParse({ foo: '1' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('Filtro desconocido: foo');
    expect(invoicesQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(invoicesQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(invoicesQuerySchema.safeParse({ month: '2026-13' }).success).toBe(false);
  });
  it.each([
    [{ url: null, tipo_visualizacion: 'pdf' }, 'CHL', 'Próximamente'],
    [{ url: 'https://x', tipo_visualizacion: null }, 'ARG', 'Próximamente'],
    [{ url: 'https://x', tipo_visualizacion: null }, 'COL', 'Próximamente'],
    [{ url: 'https://x', tipo_visualizacion: null }, 'CHL', 'No disponible'],
    [{ url: 'https://x', tipo_visualizacion: 'url' }, 'PER', 'url'],
    [{ url: '/api/x', tipo_visualizacion: 'pdf' }, 'CHL', 'pdf'],
  ] as const)('download cell of %j in %s is %s', (inv, country, expected) => {
    expect(invoiceDownload(inv, country)).toBe(expected);
  });
  it('limits an import batch', () => {
    expect(debtImportSchema.safeParse({ documents: new Array(5001).fill({}) }).success).toBe(false);
  });
});
