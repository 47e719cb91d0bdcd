import { z } from 'zod';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import {
  DISCOUNT_LIMITS as L,
  WEEKDAYS_MON_FRI,
  amountProblem,
  dateRangeProblem,
  normalizeWeekDays,
  type DiscountChannel,
  type DiscountType,
} from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import type { BrandChoice } from '../api/get-discount-brands';
import type { DiscountSave } from '../api/save-discount';
import type { DiscountPreview } from './discount-preview';

/** The campaign form's values as typed (numbers as text), its problems and what it sends. */
export interface DiscountForm {
  name: string;
  discount_type: DiscountType;
  value: string;
  brand_id: string;
  description: string;
  conditions: string;
  buildings_ids: string[];
  start: string;
  end: string;
  week_days: string;
  stock: string;
}

export const emptyForm = (today: string, brands: BrandChoice[]): DiscountForm => ({
  name: '',
  discount_type: '%',
  value: '',
  brand_id: brands.length === 1 ? brands[0]!.id : '',
  description: '',
  conditions: '',
  buildings_ids: [],
  start: today,
  end: '',
  week_days: WEEKDAYS_MON_FRI,
  stock: '',
});
export const formOf = (d: Discount): DiscountForm => ({
  name: d.name,
  discount_type: d.discount_type,
  value: String(d.value),
  brand_id: d.brand_id,
  description: d.description,
  conditions: d.conditions,
  buildings_ids: d.buildings_ids,
  start: d.start,
  end: d.end,
  week_days: d.week_days,
  stock: d.stock === null ? '' : String(d.stock),
});

/** The problems of each step, field → message (the domain's rules and messages). */
export function problems(f: DiscountForm, today: string, hasLogo: boolean, existing?: Discount) {
  const basics: Record<string, string> = {};
  if (!f.name.trim()) basics.name = M.required;
  else if (f.name.length > L.name) basics.name = M.nameMax(L.name);
  const amount = amountProblem(f.discount_type, f.value);
  if (amount) basics.value = M[amount];
  if (!f.brand_id) basics.brand_id = M.required;
  if (!hasLogo) basics.logo = M.required;
  if (!f.description.trim()) basics.description = M.required;
  else if (f.description.length > L.description) basics.description = M.descriptionMax;
  const conds: Record<string, string> = {};
  if (!f.buildings_ids.length) conds.buildings_ids = M.buildings;
  if (!f.start) conds.start = M.required;
  if (!f.end) conds.end = M.required;
  if (f.start && f.end) {
    const p = dateRangeProblem(existing && existing.start === f.start ? today : f.start, f.end, today);
    if (p) conds[p === 'startBeforeToday' ? 'start' : 'end'] = M[p];
  }
  if (!f.week_days) conds.week_days = M.weekDays;
  if (f.stock && !/^\d{1,7}$/.test(f.stock)) conds.stock = M.stock;
  if (f.conditions.length > L.conditions) conds.conditions = M.conditionsMax;
  return { basics, conds };
}

export type Problems = ReturnType<typeof problems>;

/** The drawer's values: the campaign's, and whether a logo is picked or kept. */
export type DiscountFormValues = DiscountForm & { logo: boolean };
/** The fields of the step 'Datos básicos' (the others are the step 'Condiciones'). */
export const BASICS_FIELDS = ['name', 'value', 'brand_id', 'logo', 'description'] as const;

/** The drawer's check: each step's problems (the domain's rules and messages) under their fields. */
export const discountFormSchema = (today: string, existing?: Discount) =>
  z
    .object({
      name: z.string(),
      discount_type: z.enum(['%', '$']),
      value: z.string(),
      brand_id: z.string(),
      description: z.string(),
      conditions: z.string(),
      buildings_ids: z.array(z.string()),
      start: z.string(),
      end: z.string(),
      week_days: z.string(),
      stock: z.string(),
      logo: z.boolean(),
    })
    .superRefine((f, ctx) => {
      const { basics, conds } = problems(f, today, f.logo, existing);
      for (const [k, message] of Object.entries({ ...basics, ...conds })) ctx.addIssue({ code: 'custom', path: [k], message });
    });
export type PublishChoice = { email: string; channels: DiscountChannel[] };

/** The save's body: the form trimmed and typed, with the status (and the publish choice when sent to review). */
export const toSave = (form: DiscountForm, status: 'draft' | 'pending', publish?: PublishChoice): DiscountSave => ({
  name: form.name.trim(),
  discount_type: form.discount_type,
  value: Number(form.value.replace(',', '.')),
  brand_id: form.brand_id,
  description: form.description.trim(),
  conditions: form.conditions.trim(),
  buildings_ids: form.buildings_ids,
  start: form.start,
  end: form.end,
  week_days: normalizeWeekDays(form.week_days),
  stock: form.stock ? Number(form.stock) : null,
  status,
  ...(publish ?? {}),
});

/** The preview card's data: a saved campaign's, or the form's as typed (its brand's name, the logo picked or kept). */
export const previewOf = (
  form: DiscountForm,
  brand: BrandChoice | undefined,
  imageUrl: string | null,
  d?: Discount,
): Parameters<typeof DiscountPreview>[0]['d'] => ({
  name: d?.name ?? form.name,
  brand: d?.brand ?? brand?.name ?? '',
  discount_type: d?.discount_type ?? form.discount_type,
  value: d ? d.value : form.value && !amountProblem(form.discount_type, form.value) ? Number(form.value.replace(',', '.')) : null,
  description: d?.description ?? form.description,
  conditions: d?.conditions ?? form.conditions,
  start: d?.start ?? form.start,
  end: d?.end ?? form.end,
  week_days: d?.week_days ?? form.week_days,
  image_url: d ? d.image_url : imageUrl,
});
