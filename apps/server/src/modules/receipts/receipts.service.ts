import { createHmac } from 'node:crypto';
import type { Clock } from '@vitrina/domain/common/clock';
import { zonedParts } from '@vitrina/domain/common/clock';
import { COUNTRIES, formatMoney, formatNumber, type CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { DETAIL_LABELS, RECEIPT_KIND_LABEL, type ReceiptKind, type ReceiptVerification } from '@vitrina/domain/sales/receipts';
import { documentPdf, type PdfBlock } from '../../lib/pdf';
import type { Mailer } from '../../lib/mailer';
import type { Access } from '../access/scope';
import type { ContractInfo, ContractsRepo } from '../access/contracts.repo';
import { requireContract } from '../access/require';
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
export function receiptCode(secret: string, kind: ReceiptKind, recordId: string, version: string, snapshot: ReceiptSnapshot) {
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

/**
 * Declaration receipts (issue #19): a PDF of an accepted record with its figures, the user, the
 * server's time and a verification code; the public verification of a code. A receipt is made
 * for the record's current version when asked for (and e-mailed after a declaration to the users
 * who want it), and stored so that its code can be verified later.
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

  async function issue(kind: ReceiptKind, recordId: string, snapshot: ReceiptSnapshot, clientId: string) {
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
    const stored = await repo.byCode(code);
    return { kind, code, snapshot, issuedAt: stored?.issued_at ?? issuedAt };
  }

  /** A day's receipt: the caller reads the space's daily sales (404 another client's, 403 without permission); 404 without a record. */
  async function daily(caller: Caller, spaceId: string, date: string, companyId?: string) {
    const [scope, contracts] = await Promise.all([d.access.loadScope(caller.userId), d.contracts.contractsOfSpace(spaceId)]);
    const c = requireSpaceContract(scope, contracts, 'read:DailySales', { date, companyId });
    const row = await repo.dailySale(c.contract_id, date);
    if (!row) throw notFound('No hay una declaración aceptada para ese día');
    const s = row.sale;
    const justified = s.justification_id != null;
    const kind: ReceiptKind = justified ? 'justificacion' : s.metodo_ingreso === 'masiva' ? 'masiva' : 'diaria';
    return issue(
      kind,
      s.id,
      {
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
      'mensual',
      s.id,
      {
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
      c.client_id,
    );
  }

  const verifyUrl = (code: string) => `${d.publicUrl}/api/fo/receipts/verify/${code}`;

  /** The receipt as a PDF. */
  async function pdf(r: Awaited<ReturnType<typeof issue>>) {
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
      footer: `Este comprobante acredita que Vitrina aceptó la declaración con las cifras indicadas a la hora registrada en el servidor. Verifica su autenticidad en ${verifyUrl(r.code)}`,
      createdAt: r.issuedAt,
      subject: `Código de verificación ${r.code}`,
    });
  }

  /** The file name of a receipt's download. */
  const fileName = (r: Awaited<ReturnType<typeof issue>>) =>
    `comprobante-${r.kind}-${r.snapshot.local.replace(/[^\w-]+/g, '_')}-${r.snapshot.periodo}.pdf`;

  return {
    daily,
    monthly,
    pdf,
    fileName,
    /** Public: whether a code is a genuine receipt of this server, and what it is a receipt of. */
    async verify(code: string): Promise<ReceiptVerification> {
      const r = await repo.byCode(code);
      const snapshot = r?.snapshot as ReceiptSnapshot | undefined;
      if (!r || !snapshot || receiptCode(d.secret, r.kind as ReceiptKind, r.record_id, r.version, snapshot) !== r.code)
        return { valido: false, mensaje: 'El código no corresponde a un comprobante emitido por Vitrina' };
      return {
        valido: true,
        mensaje: 'Comprobante auténtico emitido por Vitrina',
        comprobante: {
          tipo: r.kind as ReceiptKind,
          tipo_nombre: RECEIPT_KIND_LABEL[r.kind as ReceiptKind],
          emitido_en: r.issued_at.toISOString(),
          periodo: snapshot.periodo,
          local: snapshot.local,
          monto_total_bruto: snapshot.monto_total_bruto,
        },
      };
    },
    /** After an accepted declaration: e-mails its receipt to the caller when their profile asks for it. */
    async mailIfWanted(caller: Caller, make: () => Promise<Awaited<ReturnType<typeof issue>>>) {
      if (!d.mailer) return false;
      const who = await repo.wantsReceiptsByEmail(caller.userId);
      if (!who?.on) return false;
      const r = await make();
      const file = await pdf(r);
      await d.mailer.send({
        to: who.email,
        subject: `Comprobante de declaración ${r.snapshot.local} ${r.snapshot.periodo}`,
        text: `Adjuntamos el comprobante de tu declaración (${RECEIPT_KIND_LABEL[r.kind]}, local ${r.snapshot.local}, ${r.snapshot.periodo}).\nCódigo de verificación: ${r.code}\n${verifyUrl(r.code)}`,
        html: `<p>Adjuntamos el comprobante de tu declaración (${RECEIPT_KIND_LABEL[r.kind]}, local ${r.snapshot.local}, ${r.snapshot.periodo}).</p><p>Código de verificación: <strong>${r.code}</strong></p>`,
        attachments: [{ filename: fileName(r), content: file, contentType: 'application/pdf' }],
      });
      return true;
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
