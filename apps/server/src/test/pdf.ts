/** Reads a PDF's metadata (Info dictionary) strings, as pdfkit writes them: for tests. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const text = pdf.toString('latin1');
  const info = /\/Info (\d+) 0 R/.exec(text);
  const dict = info ? new RegExp(`\\n${info[1]} 0 obj\\n<<([\\s\\S]*?)>>`).exec(text)?.[1] : undefined;
  const out: Record<string, string> = {};
  for (const m of (dict ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const raw = new RegExp(`\\n${m[2]} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1];
    if (raw === undefined) continue;
    const bytes = Buffer.from(raw.replace(/\\([()\\])/g, '$1'), 'latin1');
    out[m[1]!] =
      bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
  }
  return out;
}

/** How many pages a PDF has. */
export const pdfPages = (pdf: Buffer) => Number(/\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
