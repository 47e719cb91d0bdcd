import { formatMoney, type CountryId } from '@vitrina/domain/countries/countries';
import type { DailyRow } from '@vitrina/domain/sales/daily.schema';
import { SALES_MSG } from '@vitrina/domain/sales/messages';
import { DS_TEXT } from '../messages';

export type DayAction = 'declare' | 'edit' | 'justified' | 'audited' | 'none';

/** What the action cell of a day offers. */
export function dayAction(row: DailyRow, canDeclare: boolean): DayAction {
  if (row.auditada) return 'audited';
  if (row.justification_id != null) return 'justified';
  if (!canDeclare || !row.editable) return 'none';
  return row.id ? 'edit' : 'declare';
}

/** 'Justificada por {name} - {comment}'. */
export const justifiedText = (row: DailyRow) => SALES_MSG.justifiedBy(row.justificacion_nombre ?? '', row.justification_comment);

export const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const detalle = (row: DailyRow, key: string) => num(row.detalles?.[key]);

export const money = (v: number | null | undefined, c: CountryId) => (v === null || v === undefined ? null : formatMoney(v, c));

/**
 * The markers of the read-only finance page: only 'Sin declarar' for a
 * declarable day without a sale, and the justification; no other status, no audit lock.
 */
export function financeMarker(row: DailyRow): 'notDeclared' | 'justified' | null {
  if (row.justification_id != null) return 'justified';
  return row.cargable && !row.id && row.tipo !== 'no declarada' ? 'notDeclared' : null;
}

/** Days that may be opened in the calendar: pending, reported, justified, plus audited to see the lock. */
export const isClickable = (row: DailyRow, hoy: string) => row.fecha_registro <= hoy && row.tipo !== 'no declarada';

export const statusColor = (tipo: string): 'default' | 'success' | 'warning' | 'info' | 'error' => {
  switch (tipo) {
    case 'reportada':
      return 'success';
    case 'auditada':
      return 'info';
    case 'justificada':
      return 'default';
    case 'no declarada':
      return 'error';
    default:
      return 'warning';
  }
};

export const statusLabel = (tipo: string) => DS_TEXT.statusLabel[tipo] ?? tipo;

/** 'marzo 2026' */
export const monthLabel = (ym: string) => {
  const [y, m] = ym.split('-').map(Number);
  return `${DS_TEXT.months[m! - 1]} ${y}`;
};

/** 'Lunes 05/03/2026' */
export const dayLabel = (row: { fecha: string; weekday: number }) => `${DS_TEXT.weekdays[row.weekday]} ${row.fecha}`;
