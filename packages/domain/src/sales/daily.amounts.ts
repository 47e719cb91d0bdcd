import type { CountryId } from '../countries/countries';
import { SALES_MSG } from './messages';

/** The figures of a sale: limits, money rounding and decimals, Chile's totals and each country's daily totals. */

/** Chile's VAT divisor. */
export const CHILE_VAT_DIVISOR = 1.19;
export const MONEY_MAX = 9_999_999_999.99;
export const MONTHLY_MONEY_MAX = 9_999_999_999;
export const CHILE_TICKETS_MAX = 10_000;
export const TRANSACTIONS_MAX = 99_999_999;
export const COMMENT_MAX = 255;
export const SERIES_MAX = 5;
export const EMPTY_COMMENT = 'SIN COMENTARIOS';
export const BULK_MAX_BYTES = 10 * 1024 * 1024;
export const BULK_MAX_ERRORS_SHOWN = 5;
export const MAX_STORE_CHIEFS = 2;

/**
 * The store-chief limit: a store (space) has at most MAX_STORE_CHIEFS enabled
 * store chiefs (EXT_LOCAL), counted per space across its contracts. Whether adding `userId` to the
 * space's current chiefs would pass it (one already there does not count twice).
 */
export const storeChiefLimitReached = (chiefUserIds: ReadonlySet<string>, userId: string) =>
  !chiefUserIds.has(userId) && chiefUserIds.size >= MAX_STORE_CHIEFS;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Money rounded to the country's decimals (none for Chile, 2 otherwise). */
export const roundMoney = (n: number, country: CountryId) => (country === 'CHL' ? Math.round(n) : round2(n));

/** Decimals a money amount may carry in a country. */
export const moneyDecimals = (country: CountryId) => (country === 'CHL' ? 0 : 2);

/** Whether `n` has at most `decimals` decimals (tolerant to binary floating point). */
export function hasAtMostDecimals(n: number, decimals: number) {
  const f = n * 10 ** decimals;
  return Math.abs(f - Math.round(f)) < 1e-6;
}

/** The comment as stored: trimmed, or 'SIN COMENTARIOS' when empty (report form). */
export const normalizeComment = (c: string | null | undefined) => (c?.trim() ? c.trim() : EMPTY_COMMENT);

export interface ChileAmounts {
  boletas: { tickets: number; cash: number; card: number };
  facturas: { tickets: number; cash: number; card: number };
  exentas: { tickets: number; amount: number };
}

/** Chile: gross = cash + card of boletas and facturas, plus exentas; net = (gross − exempt)/1.19 + exempt. */
export function chileTotals(a: ChileAmounts) {
  const boletas = a.boletas.cash + a.boletas.card;
  const facturas = a.facturas.cash + a.facturas.card;
  const exempt = a.exentas.amount;
  const gross = boletas + facturas + exempt;
  const net = Math.round((gross - exempt) / CHILE_VAT_DIVISOR + exempt);
  return { boletas, facturas, exempt, gross, net, tickets: a.boletas.tickets + a.facturas.tickets + a.exentas.tickets };
}

/**
 * Chile's ticket check for a group ("ticket count must be >= cash+card amounts, else
 * 'El número de ticket puede ser igual o mayor a los montos'"; and "Continuing is blocked if
 * amounts exceed ticket count"; exentas are "compared against card ('Monto total') amount only";
 * "tickets > 0 with zero amounts makes the step invalid").
 *
 * Reading: "amounts" are the amount entries of the group (cash and card for boletas and
 * facturas; the single 'Monto total' for exentas), and the ticket count must be at least the
 * number of those entries that carry money: each payment method used needs at least one ticket.
 * The literal money reading (tickets >= cash + card in pesos) cannot be meant: tickets are capped
 * at 10.000, so a whole day could never sell more than $10.000, while the same section
 * allows amounts of 15 digits up to 9.999.999.999. Used by the stepper and by the server.
 */
export function chileGroupValid(tickets: number, amounts: number[]): boolean {
  const entries = amounts.filter((x) => x > 0).length;
  if (tickets > 0 && entries === 0) return false;
  return tickets >= entries;
}

/** A Chile group's ticket issue, as the stepper blocks its step and the server refuses it. */
export function chileGroupIssue(tickets: number, amounts: number[]): string | undefined {
  if (tickets > CHILE_TICKETS_MAX) return SALES_MSG.ticketsMax;
  return chileGroupValid(tickets, amounts) ? undefined : SALES_MSG.ticketsVsAmounts;
}

/**
 * Net totals of Peru, Argentina and Colombia. The declared amount is the country's
 * net base (PER: amount without IGV; ARG: cash receipts; COL: "net = gross amount (cash)", i.e.
 * the amount as declared, with no tax taken out as Chile does), and "Total net shown = net minus
 * absolute credit notes" for all three: Colombia's form offers 'Añadir notas de crédito' and its
 * payload sends montoNotasCredito negated like Argentina's, so they count there too.
 * Credit notes are stored negative; the sign they come with does not matter.
 */
export function netTotal(_country: Exclude<CountryId, 'CHL'>, amount: number, creditNotes: number) {
  return round2(amount - Math.abs(creditNotes));
}

/** The detalles of a daily sale record; every field optional, per country. */
export interface DailyDetalles {
  total_tickets_boletas?: number;
  total_tickets_facturas?: number;
  total_tickets_exentas?: number;
  total_monto_exentas?: number;
  total_monto_efectivo_boletas?: number;
  total_monto_tarjeta_boletas?: number;
  total_monto_efectivo_facturas?: number;
  total_monto_tarjeta_facturas?: number;
  total_monto_nota_credito?: number;
  total_monto_sin_igv?: number;
  serie_boletas?: string | null;
  serie_facturas?: string | null;
  total_monto_efectivo?: number;
  /** bulk rows */
  total_ventas?: number;
  total_notas_credito?: number;
}

export interface FieldIssue {
  field: string;
  message: string;
}

export interface DailyTotals {
  monto_total_bruto: number;
  monto_total_neto: number;
  total_tickets: number;
  detalles: DailyDetalles;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function checkMoney(issues: FieldIssue[], field: string, value: unknown, country: CountryId, opts: { required?: boolean } = {}) {
  if (value === undefined || value === null) {
    if (opts.required) issues.push({ field, message: SALES_MSG.required });
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    issues.push({ field, message: SALES_MSG.required });
    return;
  }
  if (value < 0) issues.push({ field, message: SALES_MSG.positive });
  else if (value > MONEY_MAX) issues.push({ field, message: SALES_MSG.moneyMax });
  else if (!hasAtMostDecimals(value, moneyDecimals(country))) {
    issues.push({ field, message: country === 'CHL' ? SALES_MSG.noDecimals : SALES_MSG.twoDecimals });
  }
}

export function checkTickets(issues: FieldIssue[], field: string, value: unknown, max: number, maxMessage: string, required = false) {
  if (value === undefined || value === null) {
    if (required) issues.push({ field, message: SALES_MSG.required });
    return;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) issues.push({ field, message: SALES_MSG.integer });
  else if (value < 0) issues.push({ field, message: SALES_MSG.positive });
  else if (value > max) issues.push({ field, message: maxMessage });
}

/**
 * Validates a declaration's detalles for a country and computes the stored totals.
 * The server never trusts totals sent by a client: it stores these. Credit notes are stored
 * negative. Returns the issues (field + Spanish message) when invalid.
 */
export function computeDailyTotals(
  country: CountryId,
  input: DailyDetalles,
  totalTickets?: number,
): { ok: true; totals: DailyTotals } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  if (country === 'CHL') {
    const tk = (f: keyof DailyDetalles) => checkTickets(issues, f, input[f], CHILE_TICKETS_MAX, SALES_MSG.ticketsMax);
    tk('total_tickets_boletas');
    tk('total_tickets_facturas');
    tk('total_tickets_exentas');
    for (const f of [
      'total_monto_efectivo_boletas',
      'total_monto_tarjeta_boletas',
      'total_monto_efectivo_facturas',
      'total_monto_tarjeta_facturas',
      'total_monto_exentas',
    ] as const)
      checkMoney(issues, f, input[f], country);
    if (issues.length) return { ok: false, issues };
    const a: ChileAmounts = {
      boletas: {
        tickets: num(input.total_tickets_boletas),
        cash: num(input.total_monto_efectivo_boletas),
        card: num(input.total_monto_tarjeta_boletas),
      },
      facturas: {
        tickets: num(input.total_tickets_facturas),
        cash: num(input.total_monto_efectivo_facturas),
        card: num(input.total_monto_tarjeta_facturas),
      },
      exentas: { tickets: num(input.total_tickets_exentas), amount: num(input.total_monto_exentas) },
    };
    const groups = [
      ['total_tickets_boletas', a.boletas.tickets, [a.boletas.cash, a.boletas.card]],
      ['total_tickets_facturas', a.facturas.tickets, [a.facturas.cash, a.facturas.card]],
      ['total_tickets_exentas', a.exentas.tickets, [a.exentas.amount]],
    ] as const;
    for (const [field, tickets, amounts] of groups) {
      const message = chileGroupIssue(tickets, [...amounts]);
      if (message) issues.push({ field, message });
    }
    const t = chileTotals(a);
    if (!issues.length && t.gross === 0) issues.push({ field: 'monto_total_bruto', message: SALES_MSG.justifyZero });
    if (!issues.length && t.gross > MONEY_MAX) issues.push({ field: 'monto_total_bruto', message: SALES_MSG.moneyMax });
    if (issues.length) return { ok: false, issues };
    return {
      ok: true,
      totals: {
        monto_total_bruto: t.gross,
        monto_total_neto: t.net,
        total_tickets: t.tickets,
        detalles: {
          total_tickets_boletas: a.boletas.tickets,
          total_monto_efectivo_boletas: a.boletas.cash,
          total_monto_tarjeta_boletas: a.boletas.card,
          total_tickets_facturas: a.facturas.tickets,
          total_monto_efectivo_facturas: a.facturas.cash,
          total_monto_tarjeta_facturas: a.facturas.card,
          total_tickets_exentas: a.exentas.tickets,
          total_monto_exentas: a.exentas.amount,
        },
      },
    };
  }

  checkTickets(issues, 'total_tickets', totalTickets, TRANSACTIONS_MAX, SALES_MSG.max8Digits, true);
  const amountField = country === 'PER' ? 'total_monto_sin_igv' : 'total_monto_efectivo';
  checkMoney(issues, amountField, input[amountField], country, { required: true });
  const credit = input.total_monto_nota_credito;
  if (credit !== undefined && credit !== null) {
    if (typeof credit !== 'number' || !Number.isFinite(credit))
      issues.push({ field: 'total_monto_nota_credito', message: SALES_MSG.required });
    else checkMoney(issues, 'total_monto_nota_credito', Math.abs(credit), country);
  }
  if (country === 'PER') {
    for (const f of ['serie_boletas', 'serie_facturas'] as const) {
      const v = input[f];
      if (v !== undefined && v !== null && String(v).length > SERIES_MAX) issues.push({ field: f, message: SALES_MSG.max5 });
    }
  }
  if (issues.length) return { ok: false, issues };
  const amount = num(input[amountField]);
  const creditNeg = -Math.abs(num(credit));
  if (amount === 0 && creditNeg === 0) return { ok: false, issues: [{ field: amountField, message: SALES_MSG.justifyZero }] };
  const detalles: DailyDetalles = { [amountField]: amount, total_monto_nota_credito: creditNeg === 0 ? 0 : creditNeg };
  if (country === 'PER') {
    detalles.serie_boletas = input.serie_boletas?.toString().trim() || null;
    detalles.serie_facturas = input.serie_facturas?.toString().trim() || null;
  }
  return {
    ok: true,
    totals: {
      monto_total_bruto: round2(amount),
      monto_total_neto: netTotal(country, amount, creditNeg),
      total_tickets: totalTickets ?? 0,
      detalles,
    },
  };
}

/**
 * A bulk row's totals: gross = total sales minus credit notes; net = gross/1.19
 * for Chile, the gross otherwise. Credit notes stored negative.
 */
