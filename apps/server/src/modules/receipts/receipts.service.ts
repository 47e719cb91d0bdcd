import { createHmac } from 'node:crypto';
import type { Clock } from '@vitrina/domain/common/clock';
import { zonedParts } from '@vitrina/domain/common/clock';
import { COUNTRIES, formatMoney, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import {
  bulkLoadFigures,
  bulkLoadReceiptPath,
  DETAIL_LABELS,
  RECEIPT_KIND_LABEL,
  type BulkLoadFigures,
  type ReceiptKind,
  type ReceiptVerification,
} from '@vitrina/domain/sales/receipts';
import { documentPdf, type PdfBlock } from '../../lib/pdf';
import type { Mailer } from '../../lib/mailer';
import type { Access } from '../access/scope';
import type { ContractInfo, ContractsRepo } from '../access/contracts.repo';
import { requireContract, requireContracts } from '../access/require';
import { requireSpaceContract } from '../access/space-contract';
import { notFound } from '../access/errors';
import type { ReceiptsRepo } from './receipts.repo';

export interface Caller {
  userId: string;
}

/** What a receipt prints, stored with it (the HMAC covers it). */
export interface ReceiptSnapshot {
  [key: string]: unknown;
  pais: CountryId;
  cliente: string;
  tax_id: string;
  edificio: string;
  local: string;
  marca: string;
  contrato: string;
  /** the day (yyyy-MM-dd) or the month (yyyy-MM) declared */
  periodo: string;
  declarado_por: string;
  declarado_por_email: string;
  /** the server's time of the record's last change (ISO) */
  registrado_en: string;
  metodo_ingreso: string | null;
  justificacion: string | null;
  comentario: string | null;
  total_tickets: number | null;
  monto_total_bruto: number | null;
  monto_total_neto: number | null;
  detalles: Record<string, number | string | null>;
}

/** What a whole bulk load's receipt prints (kind 'carga_masiva'), stored with it (the HMAC covers it). */
export interface BulkReceiptSnapshot extends BulkLoadFigures {
  [key: string]: unknown;
  pais: CountryId;
  cliente: string;
  tax_id: string;
  /** the days loaded: yyyy-MM-dd, or yyyy-MM-dd/yyyy-MM-dd */
  periodo: string;
  /** the space's code, or 'N locales' */
  local: string;
  declarado_por: string;
  declarado_por_email: string;
  /** the server's time of the load (ISO) */
  registrado_en: string;
}

/** A receipt before it is issued: its kind and what it prints. */
type ReceiptContent =
  { kind: Exclude<ReceiptKind, 'carga_masiva'>; snapshot: ReceiptSnapshot } | { kind: 'carga_masiva'; snapshot: BulkReceiptSnapshot };
/** An issued receipt: its content, verification code and time of issue. */
export type IssuedReceipt = ReceiptContent & { code: string; issuedAt: Date };
type IssuedBulkReceipt = Extract<IssuedReceipt, { kind: 'carga_masiva' }>;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(buf: Buffer, chars: number) {
  let bits = 0,
    value = 0,
    out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < chars) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** JSON with the keys of every object in order: the same text before and after a jsonb column (which reorders keys). */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

/** The verification code of a receipt: an HMAC of its kind, record, version and figures with the server's secret. */
export function receiptCode(secret: string, kind: ReceiptKind, recordId: string, version: string, snapshot: Record<string, unknown>) {
  const mac = createHmac('sha256', secret)
    .update(canonical([kind, recordId, version, snapshot]))
    .digest();
  return base32(mac, 20).match(/.{5}/g)!.join('-');
}

/** dd/MM/yyyy HH:mm in the country's time zone, with the zone's name. */
function localTime(iso: string, country: CountryId) {
  const p = zonedParts(new Date(iso), COUNTRIES[country].timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} (${COUNTRIES[country].timeZone})`;
}

/** A bulk load's days as a receipt says them: one day, or 'from to'. */
const bulkPeriodLabel = (s: BulkReceiptSnapshot) =>
  s.desde === s.hasta ? formatDayMonthYear(s.desde) : `${formatDayMonthYear(s.desde)} al ${formatDayMonthYear(s.hasta)}`;

/**
 * Declaration receipts: a PDF of an accepted record with its figures, the user, the
 * server's time and a verification code; the public verification of a code. A receipt is made
 * for the record's current version when asked for (and e-mailed after a declaration to the users
 * who want it), and stored so that its code can be verified later. A whole bulk load has one
 * receipt of its own ('carga_masiva'), made when the load is accepted, besides its days'.
 */
export function createReceiptsService(d: {
  repo: ReceiptsRepo;
  contracts: Pick<ContractsRepo, 'contractsOfSpace' | 'contractsByIds'>;
  access: Access;
  clock: Clock;
  secret: string;
  publicUrl: string;
  mailer?: Pick<Mailer, 'send'>;
}) {
  const { repo, clock } = d;

  const base = (c: ContractInfo) => ({
    pais: c.country_id as CountryId,
    cliente: c.client_name,
    tax_id: c.tax_id,
    edificio: c.building_name,
    local: c.space_code,
    marca: c.brand_name,
    contrato: c.contract_code,
  });

  async function issue<C extends ReceiptContent>(
    content: C,
    recordId: string,
    clientId: string,
  ): Promise<C & { code: string; issuedAt: Date }> {
    const { kind, snapshot } = content;
    const version = snapshot.registrado_en;
    const code = receiptCode(d.secret, kind, recordId, version, snapshot);
    const issuedAt = clock.now();
    await repo.save({
      code,
      kind,
      record_id: recordId,
      version,
      client_id: clientId,
      declared_by: snapshot.declarado_por_email,
      snapshot,
      issued_at: issuedAt,
    });
    return { ...content, code, issuedAt: (await repo.issuedAt(code)) ?? issuedAt };
  }

  /** A day's receipt: the caller reads the space's daily sales (404 another client's, 403 without permission); 404 without a record. */
  async function daily(caller: Caller, spaceId: string, date: string, companyId?: string) {
    const [scope, contracts] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsOfSpace(spaceId)]);
    const c = requireSpaceContract(scope, contracts, 'read:DailySales', { date, companyId });
    const row = await repo.dailySale(c.contract_id, date);
    if (!row) throw notFound('No hay una declaración aceptada para ese día');
    const s = row.sale;
    const justified = s.justification_id != null;
    const kind = justified ? 'justificacion' : s.metodo_ingreso === 'masiva' ? 'masiva' : 'diaria';
    return issue(
      {
        kind,
        snapshot: {
          ...base(c),
          periodo: s.fecha_registro,
          declarado_por: row.user_name ?? s.updated_by ?? s.created_by,
          declarado_por_email: s.updated_by ?? s.created_by,
          registrado_en: s.updated_at.toISOString(),
          metodo_ingreso: s.metodo_ingreso,
          justificacion: justified ? (row.justificacion ?? null) : null,
          comentario: (justified ? s.justification_comment : s.comentarios) ?? null,
          total_tickets: justified ? null : s.total_tickets,
          monto_total_bruto: justified ? null : s.monto_total_bruto,
          monto_total_neto: justified ? null : s.monto_total_neto,
          detalles: justified ? {} : s.detalles,
        },
      },
      s.id,
      c.client_id,
    );
  }

  /** A monthly sale's receipt: the caller reads the contract's monthly sales. */
  async function monthly(caller: Caller, saleId: string) {
    const row = await repo.monthlySale(saleId);
    if (!row) throw notFound('No hay una declaración mensual con ese identificador');
    const s = row.sale;
    const [scope, [c]] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsByIds([s.contract_id])]);
    if (!c) throw notFound();
    requireContract(scope, c, 'read:MonthlySales');
    return issue(
      {
        kind: 'mensual',
        snapshot: {
          ...base(c),
          periodo: s.periodo.slice(0, 7),
          declarado_por: row.user_name ?? s.updated_by ?? s.created_by,
          declarado_por_email: s.updated_by ?? s.created_by,
          registrado_en: s.updated_at.toISOString(),
          metodo_ingreso: null,
          justificacion: null,
          comentario: s.comentarios ?? null,
          total_tickets: s.total_tickets,
          monto_total_bruto: s.monto_total_bruto,
          monto_total_neto: s.monto_total_neto,
          detalles: s.detalles,
        },
      },
      s.id,
      c.client_id,
    );
  }

  /** What a bulk load's receipt prints: the load's rows as accepted, their totals, the uploader and the server's time. */
  function bulkSnapshot(row: NonNullable<Awaited<ReturnType<ReceiptsRepo['bulkLoad']>>>): BulkReceiptSnapshot {
    const { load } = row;
    const figures = bulkLoadFigures(load.filas, load.country_id as CountryId);
    return {
      pais: load.country_id as CountryId,
      cliente: row.client_name,
      tax_id: row.tax_id,
      periodo: figures.desde === figures.hasta ? figures.desde : `${figures.desde}/${figures.hasta}`,
      local: figures.locales.length === 1 ? figures.locales[0]! : `${figures.locales.length} locales`,
      declarado_por: row.user_name ?? load.created_by,
      declarado_por_email: load.created_by,
      registrado_en: load.created_at.toISOString(),
      ...figures,
    };
  }

  const BULK_NOT_FOUND = 'No hay una carga masiva con ese identificador';

  /** A bulk load and the issue of its receipt (404 without the load). */
  async function bulkLoadOf(loadId: string) {
    const row = await repo.bulkLoad(loadId);
    if (!row) throw notFound(BULK_NOT_FOUND);
    return {
      row,
      issue: () => issue({ kind: 'carga_masiva', snapshot: bulkSnapshot(row) }, loadId, row.load.client_id),
    };
  }

  /**
   * A whole bulk load's receipt: the caller reads the daily sales of every space the load
   * declared (404 when none is theirs to see, 403 when one is missing), as for the days' receipts.
   */
  async function bulkLoad(caller: Caller, loadId: string) {
    const load = await bulkLoadOf(loadId);
    const contractIds = [...new Set(load.row.load.filas.map((f) => f.contract_id))];
    const [scope, contracts] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsByIds(contractIds)]);
    requireContracts(scope, contracts, 'read:DailySales', BULK_NOT_FOUND);
    return load.issue();
  }

  /** Right after a bulk load is accepted: its receipt, as the upload's answer gives it (the load, the code, the download's path). */
  async function bulkLoadIssued(loadId: string) {
    const r = await (await bulkLoadOf(loadId)).issue();
    return { id: loadId, codigo: r.code, url: `/api${bulkLoadReceiptPath(loadId)}` };
  }

  // a page for people (the web app's comprobantes/{code}); machines read GET /api/fo/receipts/verify/{code}
  const verifyUrl = (code: string) => `${d.publicUrl}/comprobantes/${code}`;

  const verifyNote = (code: string) => `Verifica su autenticidad en ${verifyUrl(code)}`;

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
        { kind: 'heading', text: 'Totales de la carga' },
        {
          kind: 'table',
          table: {
            columns: [{ header: 'Concepto' }, { header: 'Valor', align: 'right', width: 180 }],
            rows: [
              ['Filas', count(s.cantidad_filas)],
              ['Total de tickets', count(s.total_tickets)],
              ['Total ventas', money(s.total_ventas)],
              ['Total notas de crédito', money(s.total_notas_credito)],
              ['Venta bruta', money(s.monto_total_bruto)],
              ['Venta neta', money(s.monto_total_neto)],
            ],
          },
        },
        { kind: 'heading', text: 'Filas cargadas' },
        {
          kind: 'table',
          table: {
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
          },
        },
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
      { kind: 'heading', text: 'Cifras declaradas' },
      { kind: 'table', table: { columns: [{ header: 'Concepto' }, { header: 'Valor', align: 'right', width: 180 }], rows: figures } },
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
    daily,
    monthly,
    bulkLoad,
    bulkLoadIssued,
    pdf,
    fileName,
    /** Public: whether a code is a genuine receipt of this server, and what it is a receipt of. */
    async verify(code: string): Promise<ReceiptVerification> {
      const r = await repo.byCode(code);
      const snapshot = r?.snapshot as ReceiptSnapshot | BulkReceiptSnapshot | undefined;
      if (!r || !snapshot || receiptCode(d.secret, r.kind as ReceiptKind, r.record_id, r.version, snapshot) !== r.code)
        return { valido: false, mensaje: 'El código no corresponde a un comprobante emitido por Vitrina' };
      const bulk = r.kind === 'carga_masiva' ? (snapshot as BulkReceiptSnapshot) : undefined;
      return {
        valido: true,
        mensaje: 'Comprobante auténtico emitido por Vitrina',
        comprobante: {
          tipo: r.kind as ReceiptKind,
          tipo_nombre: RECEIPT_KIND_LABEL[r.kind as ReceiptKind],
          emitido_en: r.issued_at.toISOString(),
          pais: snapshot.pais,
          empresa: snapshot.cliente,
          tax_id: snapshot.tax_id,
          ...(bulk
            ? {}
            : {
                edificio: (snapshot as ReceiptSnapshot).edificio,
                marca: (snapshot as ReceiptSnapshot).marca,
                justificacion: (snapshot as ReceiptSnapshot).justificacion,
              }),
          periodo: snapshot.periodo,
          local: snapshot.local,
          declarado_por: snapshot.declarado_por,
          registrado_en: snapshot.registrado_en,
          total_tickets: snapshot.total_tickets,
          monto_total_bruto: snapshot.monto_total_bruto,
          ...(bulk
            ? {
                cantidad_filas: bulk.cantidad_filas,
                filas: bulk.filas.map((f) => ({
                  fila: f.fila,
                  local: f.local,
                  fecha: f.fecha,
                  total_tickets: f.total_tickets,
                  total_ventas: f.total_ventas,
                  total_notas_credito: f.total_notas_credito,
                })),
              }
            : {}),
        },
      };
    },
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
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
