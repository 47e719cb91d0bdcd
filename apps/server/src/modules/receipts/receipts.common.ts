import { createHmac } from 'node:crypto';
import type { Clock } from '@vitrina/domain/common/clock';
import { zonedParts } from '@vitrina/domain/common/clock';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import { type BulkLoadFigures, type ReceiptKind } from '@vitrina/domain/sales/receipts';
import type { Mailer } from '../../lib/mailer';
import type { Access } from '../access/scope';
import type { ContractInfo, ContractsRepo } from '../../lib/contracts.repo';
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
export type ReceiptContent =
  { kind: Exclude<ReceiptKind, 'carga_masiva'>; snapshot: ReceiptSnapshot } | { kind: 'carga_masiva'; snapshot: BulkReceiptSnapshot };
/** An issued receipt: its content, verification code and time of issue. */
export type IssuedReceipt = ReceiptContent & { code: string; issuedAt: Date };
export type IssuedBulkReceipt = Extract<IssuedReceipt, { kind: 'carga_masiva' }>;

export const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function base32(buf: Buffer, chars: number) {
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
export const canonical = (v: unknown): string =>
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
export function localTime(iso: string, country: CountryId) {
  const p = zonedParts(new Date(iso), COUNTRIES[country].timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)} (${COUNTRIES[country].timeZone})`;
}

/** A bulk load's days as a receipt says them: one day, or 'from to'. */
export const bulkPeriodLabel = (s: BulkReceiptSnapshot) =>
  s.desde === s.hasta ? formatDayMonthYear(s.desde) : `${formatDayMonthYear(s.desde)} al ${formatDayMonthYear(s.hasta)}`;

export interface ReceiptsDeps {
  repo: ReceiptsRepo;
  contracts: Pick<ContractsRepo, 'contractsOfSpace' | 'contractsByIds'>;
  access: Access;
  clock: Clock;
  secret: string;
  publicUrl: string;
  mailer?: Pick<Mailer, 'send'>;
}

/** What the receipts' use cases share: the dependencies, a contract's fields, the issue and storage of a receipt, the verification link. */
export function createReceiptsCommon(d: ReceiptsDeps) {
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

  // a page for people (the web app's comprobantes/{code}); machines read GET /api/fo/receipts/verify/{code}
  const verifyUrl = (code: string) => `${d.publicUrl}/comprobantes/${code}`;

  const verifyNote = (code: string) => `Verifica su autenticidad en ${verifyUrl(code)}`;

  return { d, repo, clock, base, issue, verifyUrl, verifyNote };
}

export type ReceiptsCommon = ReturnType<typeof createReceiptsCommon>;
