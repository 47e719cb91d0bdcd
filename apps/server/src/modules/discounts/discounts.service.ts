import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { COUNTRIES, isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import {
  classifyDiscount,
  couponCode,
  couponRedeemableOn,
  dateRangeProblem,
  discountAllows,
  discountLabel,
  isLogoFileName,
  todayIn,
  type DiscountAction,
} from '@vitrina/domain/discounts/discounts.rules';
import type {
  CatalogItem,
  Coupon,
  Discount,
  DiscountInput,
  DiscountListQuery,
  deleteSchema,
  publishSchema,
  rejectSchema,
} from '@vitrina/domain/discounts/discounts.schema';
import type { z } from 'zod';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { LinkSigner } from '../../lib/signed-links';
import type { Access, Scope } from '../access/scope';
import { forbidden, notFound } from '../access/errors';
import {
  clientsWith,
  mayValidateCoupons,
  requireClient,
  requireDiscountOwner,
  requireDiscountReader,
  requireStaff,
  staffCovers,
} from '../access/require';
import type { CouponRow, DiscountRow, DiscountsRepo } from './discounts.repo';

export interface Caller {
  userId: string;
}

/** What the module needs of the file service (wired in app.ts): store a sniffed image, remove it. */
export interface LogoFiles {
  store(caller: Caller, clientId: string, kind: 'image', name: string, source: Readable): Promise<{ id: string }>;
  remove(caller: Caller, id: string): Promise<unknown>;
}

/** A notification to users' bells (wired in app.ts to the notifications' store and live push). */
export type Notify = (userIds: string[], n: { title: string; body: string; action_url?: string; action_label?: string }) => Promise<void>;

export const LOGOS_BASE = '/api/fo/discounts/logos';
const LOGO_BUCKET = 'discounts';

const conflict = (message: string = M.statusConflict) => new AppError('status_conflict', 409, message);
const bad = (message: string) => new AppError('validation_error', 400, message);
const noDiscount = () => notFound(M.notFound);

export function createDiscountsService(deps: {
  repo: DiscountsRepo;
  access: Access;
  clock: Clock;
  files: LogoFiles;
  storage: FileStorage;
  links: LinkSigner;
  mailer: Mailer;
  notify: Notify;
  publicUrl: string;
}) {
  const { repo, access, clock } = deps;
  const scopeOf = (caller: Caller) => access.loadScope(caller);
  const countryOf = (id: string): CountryId => (isCountryId(id) ? id : 'CHL');

  const logoUrl = (d: DiscountRow) => {
    if (!d.image_id) return null;
    const { expires, signature } = deps.links.sign(LOGO_BUCKET, `logo/${d.id}/${d.image_id}`, { stable: true });
    return `${LOGOS_BASE}/${d.id}?${new URLSearchParams({ expires: String(expires), signature })}`;
  };

  const toDto = (d: DiscountRow): Discount => ({
    id: d.id,
    client_id: d.client_id,
    country_id: d.country_id,
    brand_id: d.brand_id,
    brand: d.brand_name,
    buildings_ids: d.buildings.map((b) => b.id),
    buildings: d.buildings,
    name: d.name,
    description: d.description,
    conditions: d.conditions,
    discount_type: d.discount_type,
    value: d.value,
    redeem_type: 'unique',
    week_days: d.week_days,
    start: d.start,
    end: d.end,
    stock: d.stock,
    status: d.status,
    image_id: d.image_id,
    image_url: logoUrl(d),
    image_name: d.image_name,
    email: d.email,
    channels: d.channels,
    review_comment: d.review_comment,
    delete_reason: d.delete_reason,
    created_at: d.created_at.toISOString(),
    discount_users_count: d.users_count,
    discount_users_redeemed_count: d.redeemed_count,
  });

  /** The client whose campaigns are listed: the asked one, or the caller's first with manage:Discounts. */
  const listClient = (scope: Scope, asked?: string) => {
    const id = asked ?? clientsWith(scope, 'manage:Discounts')[0];
    if (!id) throw forbidden();
    return id;
  };

  const loadOwned = async (scope: Scope, id: number) => {
    const d = await repo.byId(id);
    if (!d) throw noDiscount();
    requireDiscountOwner(scope, d, M.notFound);
    return d;
  };

  const mustAllow = (d: DiscountRow, action: DiscountAction) => {
    if (!discountAllows(d.status, action)) throw conflict(action === 'edit' ? M.editOnlyDraft : M.statusConflict);
  };

  /**
   * Checks a campaign's JSON part before its logo is read: the brand within the caller's reach
   * (manage:Discounts), the buildings among the brand's, the dates against today in the country.
   */
  async function accept(caller: Caller, input: DiscountInput, existing?: DiscountRow) {
    const scope = await scopeOf(caller);
    const brand = await repo.brand(input.brand_id);
    if (!brand) throw notFound(M.brandNotFound);
    requireDiscountOwner(scope, { client_id: brand.client_id, brand_id: brand.id }, M.brandNotFound);
    if (existing && existing.client_id !== brand.client_id) throw notFound(M.brandNotFound);
    const countryId = countryOf((await repo.clientCountry(brand.client_id)) ?? 'CHL');
    const own = new Set((await repo.brandBuildings(brand.id)).map((b) => b.id));
    if (input.buildings_ids.some((b) => !own.has(b))) throw bad(M.buildingNotOfBrand);
    const today = todayIn(clock.now(), countryId);
    // an unchanged start of an existing draft may already be in the past
    const problem = dateRangeProblem(existing && existing.start === input.start ? today : input.start, input.end, today);
    if (problem && !(problem === 'startBeforeToday' && existing?.start === input.start)) throw bad(M[problem]);
    return { clientId: brand.client_id, countryId, scope };
  }

  async function storeLogo(caller: Caller, clientId: string, name: string, source: Readable) {
    if (!isLogoFileName(name)) {
      source.resume();
      throw new AppError('unsupported_file_type', 415, M.logoType);
    }
    try {
      return (await deps.files.store(caller, clientId, 'image', name, source)).id;
    } catch (e) {
      const err = e as AppError;
      if (err.code === 'unsupported_file_type') throw new AppError('unsupported_file_type', 415, M.logoType);
      if (err.status === 413 || err.code === 'file_too_large') throw new AppError('file_too_large', 413, M.logoSize);
      throw e;
    }
  }

  async function notifyTenant(d: DiscountRow, approved: boolean, comment?: string) {
    const title = approved ? 'Tu descuento fue aprobado' : 'Tu descuento fue rechazado';
    const body = approved
      ? `El descuento "${d.name}" de ${d.brand_name} fue aprobado y ya se publica en el catálogo.`
      : `El descuento "${d.name}" de ${d.brand_name} fue rechazado. Motivo: ${comment ?? ''}`;
    const escaped = body.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const path = `/${COUNTRIES[countryOf(d.country_id)].routeCode}/shopping/mis-descuentos`;
    await deps.notify([d.created_by], { title, body: `<p>${escaped}</p>`, action_url: path, action_label: 'Ver mis descuentos' });
    const creator = await repo.userById(d.created_by);
    const to = d.email ?? creator?.email;
    if (to)
      await deps.mailer
        .send({
          to,
          subject: title,
          text: `${body}\n\n${deps.publicUrl}${path}`,
          html: `<p>${escaped}</p><p><a href="${deps.publicUrl}${path}">Ver mis descuentos</a></p>`,
        })
        .catch(() => {});
  }

  /** Campaign rows resolved for a coupon code among those the caller may validate (403 when none, 404 when unknown). */
  async function resolveCoupon(caller: Caller, code: string) {
    const scope = await scopeOf(caller);
    const found = await repo.couponsByCode(code);
    if (!found.length) throw notFound(M.couponNotFound);
    const mine: { c: CouponRow; d: DiscountRow }[] = [];
    for (const c of found) {
      const d = await repo.byId(c.discount_id);
      if (d && d.status !== 'deleted' && mayValidateCoupons(scope, d)) mine.push({ c, d });
    }
    // another tenant's code and an unknown one answer alike: a lookup tells nothing about codes the caller may not validate
    if (!mine.length) throw notFound(M.couponNotFound);
    return mine[0]!;
  }

  const couponDto = (c: CouponRow, d: DiscountRow): Coupon => ({
    id: c.id,
    code: c.code,
    redeemed_at: c.redeemed_at?.toISOString() ?? null,
    redeemed_by: c.redeemed_by,
    redeemable_today: couponRedeemableOn({ redeemed_at: c.redeemed_at, discount: d }, todayIn(clock.now(), countryOf(d.country_id))).ok,
    discount: {
      id: d.id,
      name: d.name,
      brand: d.brand_name,
      discount_type: d.discount_type,
      value: d.value,
      country_id: d.country_id,
      week_days: d.week_days,
      start: d.start,
      end: d.end,
      conditions: d.conditions,
    },
    user: { first_name: c.first_name, last_name: c.last_name, email: c.email },
  });

  /** The countries whose approved campaigns the caller sees: their own and their clients'. */
  const catalogCountries = (scope: Scope) =>
    [...new Set([scope.countryId, ...[...scope.clients.keys()].map((c) => c.slice(0, 3))])].filter(isCountryId);

  /** The catalogue's campaigns with their classification; with `codeOf`, each with that user's coupon code. */
  async function catalogRows(scope: Scope, codeOf?: string) {
    const countries = catalogCountries(scope);
    const now = clock.now();
    // each country's day once, not once per campaign
    const today = new Map(countries.map((c) => [c, todayIn(now, c)]));
    const todayOf = (c: CountryId) => today.get(c) ?? todayIn(now, c);
    const earliest = [...today.values()].sort()[0]!;
    const rows = await repo.approvedIn(countries, earliest, codeOf);
    return rows.flatMap((d) => {
      const cls = classifyDiscount(d.end, todayOf(countryOf(d.country_id)));
      return cls === 'expirado' ? [] : [{ d, cls }];
    });
  }

  return {
    accept,
    storeLogo,
    discardLogos: (caller: Caller, ids: string[]) => Promise.all(ids.map((id) => deps.files.remove(caller, id).catch(() => {}))),

    async list(caller: Caller, q: DiscountListQuery) {
      const scope = await scopeOf(caller);
      const clientId = listClient(scope, q.client);
      requireClient(scope, clientId, 'manage:Discounts', M.notFound);
      const filter = { clientId, q: q.q, statuses: q.statuses, ids: q.ids, buildings: q.buildings, from: q.from, to: q.to };
      const [rows, total] = await Promise.all([repo.page({ ...filter, limit: q.size, offset: (q.page - 1) * q.size }), repo.count(filter)]);
      return { content: rows.map(toDto), total_elements: total };
    },

    /** The client's brands (those within the caller's reach) with their shopping centres: the form's and the filter's choices. */
    async brands(caller: Caller, client?: string) {
      const scope = await scopeOf(caller);
      const clientId = listClient(scope, client);
      requireClient(scope, clientId, 'manage:Discounts', M.notFound);
      const all = await repo.clientBrands(clientId);
      const brands = all.filter((b) => {
        try {
          requireDiscountOwner(scope, { client_id: b.client_id, brand_id: b.id });
          return true;
        } catch {
          return false;
        }
      });
      return { client_id: clientId, country_id: countryOf(clientId.slice(0, 3)), brands };
    },

    async get(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const d = await repo.byId(id);
      if (!d) throw noDiscount();
      requireDiscountReader(scope, d, M.notFound);
      return toDto(d);
    },

    async create(caller: Caller, input: DiscountInput, ctx: { clientId: string; countryId: CountryId }, logoId: string | undefined) {
      if (!logoId) throw bad(`${M.required}: logo`);
      const now = clock.now();
      const id = await repo.insert(
        {
          client_id: ctx.clientId,
          country_id: ctx.countryId,
          brand_id: input.brand_id,
          name: input.name,
          description: input.description,
          conditions: input.conditions,
          discount_type: input.discount_type,
          value: input.value,
          week_days: input.week_days,
          start_date: input.start,
          end_date: input.end,
          stock: input.stock,
          status: input.status,
          image_id: logoId,
          email: input.status === 'pending' ? (input.email ?? null) : null,
          channels: input.status === 'pending' ? input.channels : [],
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        },
        input.buildings_ids,
      );
      return toDto((await repo.byId(id))!);
    },

    /** Loads a campaign for an edit: the owner's, and only a draft (409 otherwise). */
    async editable(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const d = await loadOwned(scope, id);
      mustAllow(d, 'edit');
      return d;
    },

    async update(caller: Caller, d: DiscountRow, input: DiscountInput, logoId: string | undefined) {
      const now = clock.now();
      const ok = await repo.update(
        d.id,
        ['draft'],
        {
          brand_id: input.brand_id,
          name: input.name,
          description: input.description,
          conditions: input.conditions,
          discount_type: input.discount_type,
          value: input.value,
          week_days: input.week_days,
          start_date: input.start,
          end_date: input.end,
          stock: input.stock,
          status: input.status,
          ...(logoId ? { image_id: logoId } : {}),
          email: input.status === 'pending' ? (input.email ?? null) : null,
          channels: input.status === 'pending' ? input.channels : [],
          updated_at: now,
        },
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'discount.update',
          entity: 'discount',
          entity_id: String(d.id),
          client_id: d.client_id,
          details: { status: input.status },
        },
        input.buildings_ids,
      );
      if (!ok) throw conflict(M.editOnlyDraft);
      if (logoId && d.image_id) await deps.files.remove(caller, d.image_id).catch(() => {});
      return toDto((await repo.byId(d.id))!);
    },

    async publish(caller: Caller, id: number, body: z.output<typeof publishSchema>) {
      const scope = await scopeOf(caller);
      const d = await loadOwned(scope, id);
      mustAllow(d, 'publish');
      const now = clock.now();
      const ok = await repo.update(
        id,
        ['draft'],
        { status: 'pending', email: body.email, channels: body.channels, updated_at: now },
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'discount.publish',
          entity: 'discount',
          entity_id: String(id),
          client_id: d.client_id,
          details: { channels: body.channels },
        },
      );
      if (!ok) throw conflict();
      return { message: M.created, detail: M.createdDetail, data: toDto((await repo.byId(id))!) };
    },

    async remove(caller: Caller, id: number, body: z.output<typeof deleteSchema>) {
      const scope = await scopeOf(caller);
      const d = await loadOwned(scope, id);
      mustAllow(d, 'delete');
      const now = clock.now();
      const ok = await repo.update(
        id,
        ['draft', 'pending', 'approved'],
        { status: 'deleted', delete_reason: body.reason, updated_at: now },
        {
          at: now,
          actor_user_id: caller.userId,
          action: 'discount.delete',
          entity: 'discount',
          entity_id: String(id),
          client_id: d.client_id,
          details: { reason: body.reason, from: d.status },
        },
      );
      if (!ok) throw conflict();
      return { message: M.deleted };
    },

    async reviewQueue(caller: Caller) {
      const scope = await scopeOf(caller);
      requireStaff(scope, 'review:Discount');
      return { content: (await repo.pendingIn(scope.countryId)).map(toDto) };
    },

    async review(caller: Caller, id: number, verdict: 'approve' | 'reject', body?: z.output<typeof rejectSchema>) {
      const scope = await scopeOf(caller);
      const d = await repo.byId(id);
      if (!d) throw noDiscount();
      // marketing staff of another country do not see it
      if (!staffCovers(scope, 'review:Discount', d.country_id)) {
        if (scope.staff.has('review:Discount')) throw noDiscount();
        throw forbidden();
      }
      mustAllow(d, verdict);
      const now = clock.now();
      const ok = await repo.update(
        id,
        ['pending'],
        {
          status: verdict === 'approve' ? 'approved' : 'rejected',
          review_comment: body?.comment ?? null,
          reviewed_by: caller.userId,
          reviewed_at: now,
          updated_at: now,
        },
        {
          at: now,
          actor_user_id: caller.userId,
          action: `discount.${verdict}`,
          entity: 'discount',
          entity_id: String(id),
          client_id: d.client_id,
          details: { comment: body?.comment ?? null },
        },
      );
      if (!ok) throw conflict();
      await notifyTenant(d, verdict === 'approve', body?.comment);
      return { message: verdict === 'approve' ? M.approved : M.rejected, data: toDto((await repo.byId(id))!) };
    },

    async catalogue(caller: Caller) {
      const scope = await scopeOf(caller);
      // the caller's codes come with the campaigns (one round trip less, #20)
      const rows = await catalogRows(scope, caller.userId);
      const content: CatalogItem[] = rows.map(({ d, cls }) => ({
        ...toDto(d),
        classification: cls as 'nuevo' | 'por_expirar',
        my_code: d.my_code,
        available: d.stock === null || d.users_count < d.stock,
      }));
      return { content, total_elements: content.length };
    },

    async obtain(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const row = (await catalogRows(scope)).find((r) => r.d.id === id);
      if (!row) {
        const d = await repo.byId(id);
        if (d && d.status !== 'approved' && catalogCountries(scope).includes(d.country_id as CountryId) && d.status !== 'deleted')
          throw conflict(M.notAvailable);
        throw noDiscount();
      }
      for (let attempt = 0; attempt < 8; attempt++) {
        const r = await repo.obtain(
          id,
          caller.userId,
          couponCode((n) => randomBytes(n)),
          clock.now(),
        );
        if (r.outcome === 'ok') return { id: Number(r.coupon.id), code: r.coupon.code, discount_id: id };
        if (r.outcome === 'mine') throw conflict(M.alreadyObtained);
        if (r.outcome === 'stock') throw conflict(M.outOfStock);
      }
      throw new AppError('code_exhausted', 503, M.notAvailable);
    },

    async lookup(caller: Caller, code: string) {
      const { c, d } = await resolveCoupon(caller, code);
      return couponDto(c, d);
    },

    async redeem(caller: Caller, code: string) {
      const { c, d } = await resolveCoupon(caller, code);
      const can = couponRedeemableOn({ redeemed_at: c.redeemed_at, discount: d }, todayIn(clock.now(), countryOf(d.country_id)));
      if (!can.ok) throw conflict(can.reason === 'redeemed' ? M.alreadyRedeemed : M.notToday);
      if (!(await repo.redeem(c.id, caller.userId, clock.now()))) throw conflict(M.alreadyRedeemed);
      const after = (await repo.couponsByCode(code)).find((x) => x.id === c.id)!;
      return { message: M.validated, data: couponDto(after, d) };
    },

    /** The logo of a signed link (an <img> sends no session: holding the link is the credential). */
    async logo(id: number, q: { expires?: number; signature?: string }) {
      const d = await repo.byId(id);
      if (!d?.image_id) throw notFound();
      if (deps.links.verify(LOGO_BUCKET, `logo/${d.id}/${d.image_id}`, q.expires, q.signature) !== 'valid')
        throw new AppError('link_invalid', 403, 'El enlace no es válido o expiró');
      const f = await repo.fileLocation(d.image_id);
      if (!f) throw notFound();
      return { mime: f.mime, body: await deps.storage.get(f.bucket, f.path) };
    },

    label: (d: Discount) => discountLabel(d.discount_type, d.value, countryOf(d.country_id)),
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
