import { readFileSync } from 'node:fs';
import { serverPath } from '../paths';

/**
 * PDFs through pdfkit with an embedded font that covers Spanish (DejaVu Sans, shipped in
 * apps/server/assets/fonts with its licence): the brand's header on every page, a title, paragraphs,
 * key/value lines and tables, over as many A4 pages as they need. Used for the default code of
 * ethics, demo documents and the declaration receipts.
 */

const FONT_DIR = serverPath('assets/fonts');
type Font = Parameters<PDFKit.PDFDocument['registerFont']>[1];
/**
 * pdfkit and fontkit, loaded with the first PDF a process makes (most processes make none for a
 * long time), and the fonts parsed once per process (each document embeds only the glyphs it uses).
 */
let pdfKit: Promise<typeof import('pdfkit')> | undefined;
const loadPdfKit = () => (pdfKit ??= import('pdfkit').then((m) => m.default));
let fonts: Promise<{ regular: Font; bold: Font }> | undefined;
const loadFonts = () =>
  // fontkit ships no types: only create() is used, and its result goes to pdfkit as is
  // @ts-expect-error the untyped module
  (fonts ??= import('fontkit').then((fontkit: { create(b: Buffer): unknown }) => {
    const open = (file: string) => fontkit.create(readFileSync(`${FONT_DIR}/${file}`)) as Font;
    return { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  }));

/** The brand's colours (the web theme's primary). */
export const BRAND = { name: 'Vitrina', tagline: 'Portal de locatarios', color: '#123c73', muted: '#5f6b7a' };

/** A fixed creation date, so the same content gives the same bytes (demo files, tests). */
const EPOCH = new Date('2026-01-01T00:00:00Z');

export interface PdfTable {
  columns: { header: string; align?: 'left' | 'right'; width?: number }[];
  rows: string[][];
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; fields: [label: string, value: string][] }
  | { kind: 'table'; table: PdfTable };

/** A table under its heading. */
export const titledTable = (heading: string, table: PdfTable): PdfBlock[] => [
  { kind: 'heading', text: heading },
  { kind: 'table', table },
];

export interface PdfDocumentSpec {
  title: string;
  /** a line under the title (small, muted) */
  subtitle?: string;
  blocks?: PdfBlock[];
  /** small text at the foot of the last page */
  footer?: string;
  /** the document's creation date in its metadata (default: a fixed date) */
  createdAt?: Date;
  /** the metadata's subject (receipts: their verification code) */
  subject?: string;
  /**
   * 'embedded' (default): DejaVu Sans, embedded (a subset). 'standard': the PDF's built-in
   * Helvetica (WinAnsi: Spanish accents, ñ, ¿ and ¡ show; nothing embedded), ten times faster:
   * for the hundreds of demo invoices the seed makes.
   */
  font?: 'embedded' | 'standard';
}

const PAGE = { size: 'A4' as const, margin: 56 };

/** A PDF of blocks under the brand's header. */
export async function documentPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const standard = spec.font === 'standard';
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { top: PAGE.margin + 36, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    info: {
      Title: spec.title,
      Author: BRAND.name,
      Producer: BRAND.name,
      Creator: BRAND.name,
      CreationDate: spec.createdAt ?? EPOCH,
      ...(spec.subject ? { Subject: spec.subject } : {}),
    },
    bufferPages: false,
    autoFirstPage: false,
    lang: 'es',
  });
  if (standard) {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  } else {
    const { regular, bold } = await loadFonts();
    doc.registerFont('body', regular);
    doc.registerFont('bold', bold);
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const header = () => {
    const width = doc.page.width;
    doc.save();
    doc.rect(0, 0, width, 40).fill(BRAND.color);
    doc.fillColor('#ffffff').font('bold').fontSize(14).text(BRAND.name, left, 13, { lineBreak: false });
    doc
      .font('body')
      .fontSize(9)
      .text(BRAND.tagline, width - PAGE.margin - 150, 16, { width: 150, align: 'right', lineBreak: false });
    doc.restore();
    doc.fillColor('#000000').font('body').fontSize(11);
    doc.x = left;
    doc.y = doc.page.margins.top;
  };
  doc.on('pageAdded', header);
  doc.addPage();

  const contentWidth = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const ensure = (h: number) => {
    if (doc.y + h > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  doc.font('bold').fontSize(16).fillColor('#000000').text(spec.title, left, doc.y, { width: contentWidth() });
  if (spec.subtitle) doc.moveDown(0.2).font('body').fontSize(9).fillColor(BRAND.muted).text(spec.subtitle, { width: contentWidth() });
  doc.fillColor('#000000');

  for (const b of spec.blocks ?? []) {
    doc.moveDown(0.8);
    doc.x = left;
    if (b.kind === 'heading') {
      ensure(30);
      doc.font('bold').fontSize(12).text(b.text, { width: contentWidth() });
    } else if (b.kind === 'paragraph') {
      doc.font('body').fontSize(11).text(b.text, { width: contentWidth(), lineGap: 3 });
    } else if (b.kind === 'fields') {
      for (const [label, value] of b.fields) {
        ensure(16);
        const y = doc.y;
        doc.font('bold').fontSize(10).text(label, left, y, { width: 150 });
        const afterLabel = doc.y;
        doc
          .font('body')
          .fontSize(10)
          .text(value, left + 160, y, { width: contentWidth() - 160 });
        doc.y = Math.max(doc.y, afterLabel) + 2;
      }
    } else {
      table(b.table);
    }
  }
  if (spec.footer) {
    doc.moveDown(1.5);
    doc.x = left;
    doc.font('body').fontSize(8).fillColor(BRAND.muted).text(spec.footer, { width: contentWidth() });
    doc.fillColor('#000000');
  }
  doc.end();
  return done;

  function table(t: PdfTable) {
    const total = contentWidth();
    const fixed = t.columns.reduce((s, c) => s + (c.width ?? 0), 0);
    const flexible = t.columns.filter((c) => !c.width).length;
    const widths = t.columns.map((c) => c.width ?? (total - fixed) / Math.max(1, flexible));
    const pad = 4;
    const row = (cells: string[], head: boolean) => {
      doc.font(head ? 'bold' : 'body').fontSize(9);
      const h = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 2 * pad }))) + 2 * pad;
      ensure(h);
      const y = doc.y;
      if (head) doc.save().rect(left, y, total, h).fill('#e8eef6').restore();
      let x = left;
      cells.forEach((c, i) => {
        doc
          .fillColor('#000000')
          .font(head ? 'bold' : 'body')
          .fontSize(9)
          .text(c, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: t.columns[i]?.align ?? 'left' });
        x += widths[i]!;
      });
      doc
        .save()
        .moveTo(left, y + h)
        .lineTo(left + total, y + h)
        .lineWidth(0.5)
        .strokeColor('#c3ccd8')
        .stroke()
        .restore();
      doc.x = left;
      doc.y = y + h;
    };
    row(
      t.columns.map((c) => c.header),
      true,
    );
    for (const r of t.rows) row(r, false);
  }
}

/** A title and paragraphs under the brand's header (demo documents, the code of ethics). */
export const textPdf = (title: string, paragraphs: string[] = [], o: Pick<PdfDocumentSpec, 'font'> = {}) =>
  documentPdf({ title, blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text })), ...o });
