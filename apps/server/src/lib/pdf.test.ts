import { describe, expect, it } from 'vitest';
import { textPdf } from './pdf';

/** Every object the cross-reference table lists starts at its offset ("n 0 obj"). */
function xrefHolds(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)![1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  return entries.length;
}

describe('textPdf', () => {
  it.each([
    ['a title alone', 'Protocolo de evacuacion', [], 1],
    ['accents and parentheses', 'Código (ética) \\ ñandú', ['Él dijo: ¿sí?'], 1],
    ['a long text over pages', 'Largo', Array.from({ length: 40 }, (_, i) => `Párrafo ${i} `.repeat(30)), 4],
  ])('%s: a valid PDF with its pages and a correct cross-reference table', (_name, title, paragraphs, minPages) => {
    const pdf = textPdf(title, paragraphs);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const pages = Number(/\/Count (\d+)/.exec(text)![1]);
    expect(pages).toBeGreaterThanOrEqual(minPages);
    expect(xrefHolds(pdf)).toBe(4 + 2 * pages);
    // the title is written escaped, in latin1
    const escaped = title.replace(/[()\\]/g, '\\$&');
    expect(text).toContain(`(${escaped}) Tj`);
  });

  it('wraps lines to the page width', () => {
    const text = textPdf('T', ['palabra '.repeat(200)]).toString('latin1');
    const lines = [...text.matchAll(/\(([^)]*)\) Tj/g)].map((m) => m[1]!);
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(85);
  });
});
