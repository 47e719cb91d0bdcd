/**
 * A small text-only PDF (Helvetica, WinAnsi so Spanish accents show): a bold title and paragraphs
 * wrapped to the page, over as many A4 pages as they need. For demo documents and the default
 * code of ethics; real documents are uploaded files.
 */
export function textPdf(title: string, paragraphs: string[] = []) {
  const width = 595,
    height = 842,
    margin = 64,
    size = 11,
    leading = 16;
  // Helvetica averages about half an em per character: wrap at that width
  const perLine = Math.floor((width - 2 * margin) / (size * 0.5));
  const escape = (s: string) =>
    s
      .normalize('NFC')
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
      .replace(/[()\\]/g, '\\$&');
  const lines: { text: string; bold?: boolean; gap?: boolean }[] = [{ text: title, bold: true }];
  for (const p of paragraphs) {
    lines.push({ text: '', gap: true });
    let line = '';
    for (const word of p.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > perLine) {
        lines.push({ text: line });
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push({ text: line });
  }
  const perPage = Math.floor((height - 2 * margin) / leading);
  const pages: string[] = [];
  for (let i = 0; i < lines.length; i += perPage) {
    pages.push(
      lines
        .slice(i, i + perPage)
        .map((l, k) => {
          const y = height - margin - k * leading;
          return l.gap ? '' : `BT /${l.bold ? 'F2 16' : `F1 ${size}`} Tf ${margin} ${y} Td (${escape(l.text)}) Tj ET`;
        })
        .filter(Boolean)
        .join('\n'),
    );
  }
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // objects: 1 catalog, 2 pages, 3-4 fonts, then a page and its contents per page
  const kids = pages.map((_, i) => `${5 + 2 * i} 0 R`).join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    ...pages.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${6 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
