import { COUNTRIES, formatMoney, formatNumber } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { DETAIL_LABELS, RECEIPT_KIND_LABEL } from '@vitrina/domain/sales/receipts';
import { documentPdf, titledTable, type PdfBlock, type PdfTable } from '../../lib/pdf';
import {
  type Caller,
  type IssuedReceipt,
  type IssuedBulkReceipt,
  localTime,
  bulkPeriodLabel,
  type ReceiptsCommon,
} from './receipts.common';

/** The columns of a receipt's table of figures: what, and its value. */
const FIGURE_COLUMNS: PdfTable['columns'] = [{ header: 'Concepto' }, { header: 'Valor', align: 'right', width: 180 }];

/** A receipt as a document: its PDF, its file name, and its e-mail to the users who want it. */
export function createReceiptDocuments(common: ReceiptsCommon) {
  const { d, verifyUrl, verifyNote } = common;
  /** A whole bulk load's receipt as a PDF: its fields, totals and every row (over as many pages as they need). */
  function bulkPdf(r: IssuedBulkReceipt) {
    const s = r.snapshot;
    const country = s.pais;
    const money = (n: number) => formatMoney(n, country);
    const count = (n: number) => formatNumber(n, country);
    const period = bulkPeriodLabel(s);
    return documentPdf({
      title: `Comprobante de declaración: ${RECEIPT_KIND_LABEL[r.kind].toLowerCase()}`,
      subtitle: `${s.cliente} · ${count(s.cantidad_filas)} filas · ${period}`,
      blocks: [
        {
          kind: 'fields',
          fields: [
            ['Cliente', `${s.cliente} (${COUNTRIES[country].taxIdLabel} ${s.tax_id})`],
            ['Tipo', RECEIPT_KIND_LABEL[r.kind]],
            ['Días cargados', period],
            ['Locales', s.locales.join(', ')],
            ['Filas', count(s.cantidad_filas)],
            ['Cargado por', `${s.declarado_por} <${s.declarado_por_email}>`],
            ['Registrado en el servidor', localTime(s.registrado_en, country)],
            ['Comprobante emitido', localTime(r.issuedAt.toISOString(), country)],
          ],
        },
        ...titledTable('Totales de la carga', {
          columns: FIGURE_COLUMNS,
          rows: [
            ['Filas', count(s.cantidad_filas)],
            ['Total de tickets', count(s.total_tickets)],
            ['Total ventas', money(s.total_ventas)],
            ['Total notas de crédito', money(s.total_notas_credito)],
            ['Venta bruta', money(s.monto_total_bruto)],
            ['Venta neta', money(s.monto_total_neto)],
          ],
        }),
        ...titledTable('Filas cargadas', {
          columns: [
            { header: 'Fila', align: 'right', width: 40 },
            { header: 'Local' },
            { header: 'Fecha', width: 70 },
            { header: 'Tickets', align: 'right', width: 55 },
            { header: 'Total ventas', align: 'right', width: 100 },
            { header: 'Notas de crédito', align: 'right', width: 100 },
          ],
          rows: s.filas.map((f) => [
            String(f.fila),
            `${f.local} · ${f.marca}`,
            formatDayMonthYear(f.fecha),
            count(f.total_tickets),
            money(f.total_ventas),
            money(f.total_notas_credito),
          ]),
        }),
        { kind: 'heading', text: 'Código de verificación' },
        { kind: 'paragraph', text: r.code },
      ],
      footer: `Este comprobante acredita que Vitrina aceptó la carga masiva con las filas indicadas a la hora registrada en el servidor. ${verifyNote(r.code)}`,
      createdAt: r.issuedAt,
      subject: `Código de verificación ${r.code}`,
    });
  }

  /** The receipt as a PDF. */
  async function pdf(r: IssuedReceipt) {
    if (r.kind === 'carga_masiva') return bulkPdf(r);
    const s = r.snapshot;
    const country = s.pais;
    const money = (n: number | null) => (n == null ? '—' : formatMoney(n, country));
    const periodLabel = r.kind === 'mensual' ? `${s.periodo.slice(5, 7)}/${s.periodo.slice(0, 4)}` : formatDayMonthYear(s.periodo);
    const figures: string[][] = [];
    if (r.kind === 'justificacion') {
      figures.push(['Justificación', s.justificacion ?? '—']);
    } else {
      for (const [k, v] of Object.entries(s.detalles)) {
        const l = DETAIL_LABELS[k];
        if (!l || v === null || v === undefined || v === '') continue;
        figures.push([l.label, typeof v === 'number' ? (l.money ? money(v) : formatNumber(v, country)) : String(v)]);
      }
      figures.push(['Total de tickets', s.total_tickets == null ? '—' : formatNumber(s.total_tickets, country)]);
      figures.push(['Venta bruta', money(s.monto_total_bruto)], ['Venta neta', money(s.monto_total_neto)]);
    }
    const blocks: PdfBlock[] = [
      {
        kind: 'fields',
        fields: [
          ['Cliente', `${s.cliente} (${COUNTRIES[country].taxIdLabel} ${s.tax_id})`],
          ['Centro comercial', s.edificio],
          ['Local', `${s.local} · ${s.marca}`],
          ['Contrato', s.contrato],
          [r.kind === 'mensual' ? 'Mes declarado' : 'Día declarado', periodLabel],
          ['Tipo', RECEIPT_KIND_LABEL[r.kind]],
          ['Declarado por', `${s.declarado_por} <${s.declarado_por_email}>`],
          ['Registrado en el servidor', localTime(s.registrado_en, country)],
          ['Comprobante emitido', localTime(r.issuedAt.toISOString(), country)],
        ],
      },
      ...titledTable('Cifras declaradas', { columns: FIGURE_COLUMNS, rows: figures }),
    ];
    if (s.comentario) blocks.push({ kind: 'heading', text: 'Comentario' }, { kind: 'paragraph', text: s.comentario });
    blocks.push({ kind: 'heading', text: 'Código de verificación' }, { kind: 'paragraph', text: r.code });
    return documentPdf({
      title: `Comprobante de declaración: ${RECEIPT_KIND_LABEL[r.kind].toLowerCase()}`,
      subtitle: `${s.cliente} · Local ${s.local} · ${periodLabel}`,
      blocks,
      footer: `Este comprobante acredita que Vitrina aceptó la declaración con las cifras indicadas a la hora registrada en el servidor. ${verifyNote(r.code)}`,
      createdAt: r.issuedAt,
      subject: `Código de verificación ${r.code}`,
    });
  }

  /** The file name of a receipt's download (a bulk load's: its days and the code's first group). */
  const fileName = (r: IssuedReceipt) =>
    r.kind === 'carga_masiva'
      ? `comprobante-${r.kind}-${r.snapshot.desde}_${r.snapshot.hasta}-${r.code.slice(0, 5)}.pdf`
      : `comprobante-${r.kind}-${r.snapshot.local.replace(/[^\w-]+/g, '_')}-${r.snapshot.periodo}.pdf`;

  /** What a receipt's e-mail says it is about. */
  const mailAbout = (r: IssuedReceipt) =>
    r.kind === 'carga_masiva'
      ? {
          subject: `carga masiva ${r.snapshot.periodo}`,
          text: `${RECEIPT_KIND_LABEL[r.kind]}, ${r.snapshot.cantidad_filas} filas, ${r.snapshot.periodo}`,
        }
      : {
          subject: `${r.snapshot.local} ${r.snapshot.periodo}`,
          text: `${RECEIPT_KIND_LABEL[r.kind]}, local ${r.snapshot.local}, ${r.snapshot.periodo}`,
        };

  return {
    pdf,
    fileName,

    /** After an accepted declaration: e-mails its receipt to the caller when their profile asks for it. */
    async mailIfWanted(caller: Caller, make: () => Promise<IssuedReceipt>) {
      if (!d.mailer) return false;
      // the preference comes with the caller's scope (read once per request, cached across them)
      const who = await d.access.loadScope(caller);
      if (!who.receiptsByEmail) return false;
      const r = await make();
      const file = await pdf(r);
      const about = mailAbout(r);
      await d.mailer.send({
        to: who.email,
        subject: `Comprobante de declaración ${about.subject}`,
        text: `Adjuntamos el comprobante de tu declaración (${about.text}).\nCódigo de verificación: ${r.code}\n${verifyUrl(r.code)}`,
        html: `<p>Adjuntamos el comprobante de tu declaración (${about.text}).</p><p>Código de verificación: <strong>${r.code}</strong></p>`,
        attachments: [{ filename: fileName(r), content: file, contentType: 'application/pdf' }],
      });
      return true;
    },
  };
}
