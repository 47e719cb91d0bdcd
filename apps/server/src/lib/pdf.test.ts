import { describe, expect, it } from 'vitest';
import { documentPdf, textPdf } from './pdf';
import { pdfInfo, pdfPages } from '../test/pdf';

describe('lib/pdf (pdfkit, embedded DejaVu Sans)', () => {
  it.each([
    ['a title alone', 'Protocolo de evacuacion', [], 1],
    ['accents and parentheses', 'Código (ética) \\ ñandú ¿sí? €', ['Él dijo: ¿sí? Año, señor, pingüino.'], 1],
    ['a long text over pages', 'Largo', Array.from({ length: 40 }, (_, i) => `Párrafo ${i} `.repeat(30)), 4],
  ])('%s: a valid PDF with its pages and the title in its metadata', async (_name, title, paragraphs, minPages) => {
    const pdf = await textPdf(title, paragraphs);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(minPages);
    expect(pdfInfo(pdf)).toMatchObject({ Title: title, Author: 'Vitrina' });
    // the font is embedded (a subset of DejaVu Sans), not a standard font without ñ or €
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans/);
    expect(text).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("the seed's fast variant uses the built-in Helvetica (nothing embedded)", async () => {
    const pdf = await textPdf('Factura N° 1', ['Año 2026, señor'], { font: 'standard' });
    expect(pdfInfo(pdf).Title).toBe('Factura N° 1');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/Helvetica/);
    expect(pdf.toString('latin1')).not.toMatch(/DejaVuSans/);
  });

  it('the same content gives the same bytes (fixed creation date)', async () => {
    const [a, b] = await Promise.all([textPdf('Igual', ['uno']), textPdf('Igual', ['uno'])]);
    expect(a.equals(b)).toBe(true);
  });

  it('tables run over pages with the header on each page', async () => {
    const pdf = await documentPdf({
      title: 'Tabla',
      subtitle: 'Subtítulo',
      blocks: [
        { kind: 'fields', fields: [['Usuario', 'María Núñez']] },
        {
          kind: 'table',
          table: {
            columns: [{ header: 'Día' }, { header: 'Monto', align: 'right', width: 120 }],
            rows: Array.from({ length: 120 }, (_, i) => [`Día ${i}`, '$ 1.234']),
          },
        },
      ],
      footer: 'Pie',
      createdAt: new Date('2026-11-25T10:00:00Z'),
    });
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(3);
    expect(pdf.toString('latin1')).toContain('/CreationDate');
  });
});
