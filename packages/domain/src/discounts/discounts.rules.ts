import { zonedDateString } from '../common/clock';
import { labelled } from '../common/labels';
import { COUNTRIES, formatMoney, formatNumber, type CountryId } from '../countries/countries';

/*
 * Discount campaigns and coupons: the status machine,
 * the catalogue classification, the weekday rule (Sunday = 7), amount rules per type and the
 * coupon code alphabet. Pure functions, used by the server and the web alike.
 */

export const { ids: DISCOUNT_STATUSES, labels: DISCOUNT_STATUS_LABELS } = labelled({
  draft: 'Borrador',
  pending: 'En revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  deleted: 'Eliminado',
});
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_TYPES = ['%', '$'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_CHANNELS = ['On tour', 'App Mi Mall', 'Office Hub'] as const;
export type DiscountChannel = (typeof DISCOUNT_CHANNELS)[number];

/** Limits. */
export const DISCOUNT_LIMITS = {
  name: 60,
  description: 100,
  conditions: 110,
  conditionsPreview: 200,
  percentMax: 100,
  /** the largest fixed amount accepted (a request limit, not a business rule) */
  amountMax: 999_999_999.99,
  stockMax: 1_000_000,
  buildingsMax: 50,
  reason: 300,
  logoMaxBytes: 5_242_880,
  /** 'Por expirar' when 5 days or fewer are left */
  expiringDays: 5,
  couponLength: 6,
  catalogPageSize: 3,
  listPageSize: 5,
} as const;

/** The logo's accepted extensions (JPG, JPEG, PNG, GIF). */
export const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const isLogoFileName = (name: string) => (LOGO_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

// ---- status machine ----

export type DiscountAction = 'edit' | 'publish' | 'delete' | 'approve' | 'reject' | 'obtain';

const ALLOWED: Record<DiscountAction, readonly DiscountStatus[]> = {
  edit: ['draft'],
  publish: ['draft'],
  delete: ['draft', 'pending', 'approved'],
  approve: ['pending'],
  reject: ['pending'],
  obtain: ['approved'],
};

/** Whether a campaign in `status` allows `action`. */
export const discountAllows = (status: DiscountStatus, action: DiscountAction) => ALLOWED[action].includes(status);

const AFTER = { publish: 'pending', delete: 'deleted', approve: 'approved', reject: 'rejected' } as const;
/** The status after an action (only when allowed). */
export const statusAfter = (action: keyof typeof AFTER): DiscountStatus => AFTER[action];

// ---- dates and weekdays ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a value is a real calendar day yyyy-MM-dd. */
export function isDay(v: string) {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Days from `from` to `to` (yyyy-MM-dd), negative when `to` is before. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** ISO weekday of a calendar day: Monday 1 … Sunday 7. */
export function isoWeekday(day: string) {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Today (yyyy-MM-dd) in the country's time zone. */
export const todayIn = (now: Date, countryId: CountryId) => zonedDateString(now, COUNTRIES[countryId].timeZone);

/** Valid weekdays: digits 1–7, each once. */
export const isWeekDays = (v: string) => /^[1-7]{1,7}$/.test(v) && new Set(v).size === v.length;

/** The weekdays sorted (the stored form): '513' → '135'. */
export const normalizeWeekDays = (v: string) => [...new Set(v)].sort().join('');

export const WEEKDAY_SHORT = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
export const WEEKDAYS_MON_FRI = '12345';
export const WEEKDAYS_WEEKEND = '67';

/** Toggles a weekday digit in a week_days string (kept sorted). */
export const toggleWeekDay = (days: string, d: number) =>
  normalizeWeekDays(days.includes(String(d)) ? days.replace(String(d), '') : days + String(d));

/** The date problem of a campaign, or null: start not before today, end not before start. */
export function dateRangeProblem(start: string, end: string, today: string): 'startBeforeToday' | 'endBeforeStart' | null {
  if (start < today) return 'startBeforeToday';
  if (end < start) return 'endBeforeStart';
  return null;
}

// ---- catalogue classification ----

export type CatalogClass = 'nuevo' | 'por_expirar' | 'expirado';

/** No end date: new; ended before today: expired (hidden); 5 days or fewer left: por expirar; else new. */
export function classifyDiscount(end: string | null | undefined, today: string): CatalogClass {
  if (!end) return 'nuevo';
  const left = daysBetween(today, end);
  if (left < 0) return 'expirado';
  if (left <= DISCOUNT_LIMITS.expiringDays) return 'por_expirar';
  return 'nuevo';
}

// ---- coupons ----

/** Whether a coupon can be redeemed today: not redeemed, within the campaign's dates, today's weekday allowed. */
export function couponRedeemableOn(
  c: { redeemed_at: unknown; discount: { week_days: string; start: string; end: string | null } },
  today: string,
) {
  if (c.redeemed_at) return { ok: false as const, reason: 'redeemed' as const };
  if (today < c.discount.start || (c.discount.end && today > c.discount.end)) return { ok: false as const, reason: 'notToday' as const };
  if (!c.discount.week_days.includes(String(isoWeekday(today)))) return { ok: false as const, reason: 'notToday' as const };
  return { ok: true as const };
}

/** The coupon code alphabet: no 0/O, 1/I/L (unambiguous when read aloud or typed). */
export const COUPON_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random 6-character code from `random` (bytes source, e.g. crypto.getRandomValues). */
export function couponCode(randomBytes: (n: number) => Uint8Array): string {
  const out: string[] = [];
  while (out.length < DISCOUNT_LIMITS.couponLength) {
    for (const b of randomBytes(16)) {
      // 248 = 8 × 31: rejection sampling keeps every letter equally likely
      if (b < 248 && out.length < DISCOUNT_LIMITS.couponLength) out.push(COUPON_ALPHABET[b % COUPON_ALPHABET.length]!);
    }
  }
  return out.join('');
}

/** A code as typed: upper-cased, at most 6 characters. */
export const typedCode = (v: string) =>
  v
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, DISCOUNT_LIMITS.couponLength);
export const isCouponCode = (v: string) => /^[A-Z0-9]{6}$/.test(v);

// ---- amounts ----

/** The amount's problem for its type, or null ('%' up to 3 digits and 2 decimals, at most 100; '$' with up to 2 decimals). */
export function amountProblem(
  type: DiscountType,
  raw: string | number,
): 'required' | 'percentFormat' | 'percentMax' | 'amountFormat' | 'amountPositive' | null {
  const s = typeof raw === 'number' ? String(raw) : raw.trim().replace(',', '.');
  if (!s) return 'required';
  if (type === '%') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return 'percentFormat';
    const v = Number(s);
    if (v > DISCOUNT_LIMITS.percentMax) return 'percentMax';
    if (v <= 0) return 'amountPositive';
    return null;
  }
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return 'amountFormat';
  if (Number(s) <= 0) return 'amountPositive';
  return null;
}

/** The discount as shown on cards: '15%' or the amount in the country's money format. */
export function discountLabel(type: DiscountType, value: number, countryId: CountryId) {
  if (type === '%') return `${formatNumber(value, countryId, Number.isInteger(value) ? 0 : 2)}%`;
  return formatMoney(value, countryId);
}

/** A campaign is published with the stock its tenant gave, or 0 (no coupon can be taken) until its approval gives one. */
export const publishedStock = (stock: number | null | undefined) => stock ?? 0;

/** Whether approving a campaign must give it a stock: it was published without one. */
export const approvalNeedsStock = (current: number | null, given: number | undefined) => current === 0 && given === undefined;
