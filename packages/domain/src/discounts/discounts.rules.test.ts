import { describe, expect, it } from 'vitest';
import {
  COUPON_ALPHABET,
  amountProblem,
  approvalNeedsStock,
  publishedStock,
  classifyDiscount,
  couponCode,
  couponRedeemableOn,
  dateRangeProblem,
  discountAllows,
  discountLabel,
  isoWeekday,
  isWeekDays,
  normalizeWeekDays,
  statusAfter,
  todayIn,
  toggleWeekDay,
  typedCode,
} from './discounts.rules';
import { couponCodeSchema, discountInputSchema, publishSchema } from './discounts.schema';
import { DISCOUNT_MSG } from './discounts.messages';

describe('status machine', () => {
  it('edits and publishes only drafts; deletes draft, pending and approved', () => {
    expect(discountAllows('draft', 'edit')).toBe(true);
    for (const s of ['pending', 'approved', 'rejected', 'deleted'] as const) expect(discountAllows(s, 'edit')).toBe(false);
    expect(discountAllows('draft', 'publish')).toBe(true);
    expect(discountAllows('pending', 'publish')).toBe(false);
    expect(['draft', 'pending', 'approved', 'rejected', 'deleted'].filter((s) => discountAllows(s as 'draft', 'delete'))).toEqual([
      'draft',
      'pending',
      'approved',
    ]);
    expect(discountAllows('pending', 'approve')).toBe(true);
    expect(discountAllows('approved', 'approve')).toBe(false);
    expect(discountAllows('draft', 'reject')).toBe(false);
    expect(discountAllows('approved', 'obtain')).toBe(true);
    expect(discountAllows('pending', 'obtain')).toBe(false);
    expect(statusAfter('publish')).toBe('pending');
    expect(statusAfter('reject')).toBe('rejected');
  });
});

describe('weekdays and dates', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-28')).toBe(6);
  });
  it('reads today in the country zone', () => {
    // 02:00 UTC on Monday is still Sunday evening in Santiago (UTC-3)
    const at = new Date('2026-11-23T02:00:00Z');
    expect(todayIn(at, 'CHL')).toBe('2026-11-22');
  });
  it('checks weekday strings and toggles', () => {
    expect(isWeekDays('12345')).toBe(true);
    expect(isWeekDays('8')).toBe(false);
    expect(isWeekDays('113')).toBe(false);
    expect(isWeekDays('')).toBe(false);
    expect(normalizeWeekDays('731')).toBe('137');
    expect(toggleWeekDay('135', 3)).toBe('15');
    expect(toggleWeekDay('15', 7)).toBe('157');
  });
  it('start not before today, end not before start', () => {
    expect(dateRangeProblem('2026-11-21', '2026-11-30', '2026-11-22')).toBe('startBeforeToday');
    expect(dateRangeProblem('2026-11-25', '2026-11-24', '2026-11-22')).toBe('endBeforeStart');
    expect(dateRangeProblem('2026-11-22', '2026-11-22', '2026-11-22')).toBeNull();
  });
});

describe('catalogue classification', () => {
  it('new without end, expired before today, por expirar within 5 days', () => {
    expect(classifyDiscount(null, '2026-11-22')).toBe('nuevo');
    expect(classifyDiscount('2026-11-21', '2026-11-22')).toBe('expirado');
    expect(classifyDiscount('2026-11-22', '2026-11-22')).toBe('por_expirar');
    expect(classifyDiscount('2026-11-27', '2026-11-22')).toBe('por_expirar');
    expect(classifyDiscount('2026-11-28', '2026-11-22')).toBe('nuevo');
  });
});

describe('coupon redeemable', () => {
  const discount = { week_days: '12345', start: '2026-11-01', end: '2026-11-30' };
  it('refuses a redeemed coupon, a day off and a date outside the campaign', () => {
    expect(couponRedeemableOn({ redeemed_at: null, discount }, '2026-11-23').ok).toBe(true);
    expect(couponRedeemableOn({ redeemed_at: new Date(), discount }, '2026-11-23')).toEqual({ ok: false, reason: 'redeemed' });
    expect(couponRedeemableOn({ redeemed_at: null, discount }, '2026-11-29')).toEqual({ ok: false, reason: 'notToday' });
    expect(couponRedeemableOn({ redeemed_at: null, discount }, '2026-12-01')).toEqual({ ok: false, reason: 'notToday' });
  });
});

describe('amounts per type', () => {
  it("'%' has up to 3 digits, 2 decimals and at most 100", () => {
    expect(amountProblem('%', '15')).toBeNull();
    expect(amountProblem('%', '99.99')).toBeNull();
    expect(amountProblem('%', '100')).toBeNull();
    expect(amountProblem('%', '100.01')).toBe('percentMax');
    expect(amountProblem('%', '12.345')).toBe('percentFormat');
    expect(amountProblem('%', '1000')).toBe('percentFormat');
    expect(amountProblem('%', '0')).toBe('amountPositive');
    expect(amountProblem('%', '')).toBe('required');
  });
  it("'$' has up to 2 decimals", () => {
    expect(amountProblem('$', 5000)).toBeNull();
    expect(amountProblem('$', '5000,5')).toBeNull();
    expect(amountProblem('$', '1.234')).toBe('amountFormat');
    expect(amountProblem('$', '-3')).toBe('amountFormat');
  });
  it('labels amounts in the country money format', () => {
    expect(discountLabel('%', 15, 'CHL')).toBe('15%');
    expect(discountLabel('$', 5000, 'CHL')).toBe('$ 5.000');
    expect(discountLabel('$', 5000.5, 'COL')).toBe('$ 5.000,50');
  });
});

describe('coupon codes', () => {
  it('draws 6 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) {
      const c = couponCode((n) => crypto.getRandomValues(new Uint8Array(n)));
      expect(c).toMatch(/^[A-Z2-9]{6}$/);
      for (const ch of c) expect(COUPON_ALPHABET).toContain(ch);
    }
    expect(COUPON_ALPHABET).not.toMatch(/[01OIL]/);
  });
  it('upper-cases typed codes and requires exactly 6 characters', () => {
    expect(typedCode('ab-c12345')).toBe('ABC123');
    expect(couponCodeSchema.safeParse('abc234').data).toBe('ABC234');
    expect(couponCodeSchema.safeParse('ABC23').success).toBe(false);
  });
});

describe('discount input schema', () => {
  const valid = {
    name: 'Verano',
    discount_type: '%',
    value: 15,
    brand_id: 'b1',
    description: 'Descuento de verano',
    buildings_ids: ['x'],
    start: '2026-11-22',
    end: '2026-12-22',
    week_days: '531',
  };
  it('accepts a draft and sorts weekdays', () => {
    const r = discountInputSchema.parse(valid);
    expect(r.week_days).toBe('135');
    expect(r.status).toBe('draft');
  });
  it('refuses long texts, bad amounts, bad dates and a publish without e-mail with Spanish messages', () => {
    const msg = (v: object) => discountInputSchema.safeParse({ ...valid, ...v }).error?.issues[0]?.message;
    expect(msg({ description: 'x'.repeat(101) })).toBe(DISCOUNT_MSG.descriptionMax);
    expect(msg({ conditions: 'x'.repeat(111) })).toBe(DISCOUNT_MSG.conditionsMax);
    expect(msg({ value: 101 })).toBe(DISCOUNT_MSG.percentMax);
    expect(msg({ discount_type: '$', value: 10.555 })).toBe(DISCOUNT_MSG.amountFormat);
    expect(msg({ end: '2026-11-01' })).toBe(DISCOUNT_MSG.endBeforeStart);
    expect(msg({ week_days: '08' })).toBe(DISCOUNT_MSG.weekDaysInvalid);
    expect(msg({ status: 'pending' })).toBe(DISCOUNT_MSG.email);
    expect(msg({ buildings_ids: [] })).toBe(DISCOUNT_MSG.buildings);
    expect(discountInputSchema.safeParse({ ...valid, status: 'pending', email: 'a@b.cl' }).success).toBe(true);
  });
  it('publish needs a valid e-mail', () => {
    expect(publishSchema.safeParse({ email: 'no' }).success).toBe(false);
    expect(publishSchema.parse({ email: 'A@B.CL', channels: ['On tour'] })).toEqual({ email: 'a@b.cl', channels: ['On tour'] });
  });
});

describe('the stock of a published campaign', () => {
  it('is the one given, or 0 until its approval gives one', () => {
    expect(publishedStock(null)).toBe(0);
    expect(publishedStock(undefined)).toBe(0);
    expect(publishedStock(25)).toBe(25);
  });
  it('must be given on approval only when the campaign has none', () => {
    expect(approvalNeedsStock(0, undefined)).toBe(true);
    expect(approvalNeedsStock(0, 10)).toBe(false);
    expect(approvalNeedsStock(25, undefined)).toBe(false);
    expect(approvalNeedsStock(null, undefined)).toBe(false);
  });
});
